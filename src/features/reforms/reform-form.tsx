import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { apartmentLabel } from '#contract/apartments.ts';
import {
  CATEGORIES_NEEDING_ART,
  MAX_REFORM_WORKERS,
  MISSING_ART_ATTACHMENT,
  needsArt,
  reformForm,
  WORK_CATEGORIES,
  workCategoryLabels,
  type ReformAttachment,
  type ReformDetails,
  type WorkCategory,
} from '#contract/reforms.ts';
import type { User } from '#contract/users.ts';
import { useCondominiumApartments } from '#src/api/apartment-options.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { useProfile } from '#src/api/profile.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { CheckboxGroup } from '#src/ui/checkbox-group.tsx';
import { Field, TextAreaField } from '#src/ui/field.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { QueryView } from '#src/ui/query-view.tsx';
import { SelectField, type SelectOption } from '#src/ui/select-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { useUnsavedChangesGuard } from '#src/ui/use-unsaved-changes-guard.ts';
import type { ReformBody } from './api/reform-queries.ts';
import { ReformAttachmentsField, UPLOAD_IN_PROGRESS, useAttachmentUploads } from './reform-attachments-field.tsx';
import type { ReformsSearch } from './reforms-search.ts';

type Home = User['apartments'][number];

export interface ReformFormValues {
  /** The condominium whose apartments the select offers (staff and master); the request names the apartment only. */
  condominium: string;
  apartment: string;
  title: string;
  description: string;
  categories: WorkCategory[];
  starts_on: string;
  ends_on: string;
  professional_name: string;
  professional_registry: string;
  art_number: string;
  company: string;
  workers: { name: string; document: string }[];
  /** What was sent already; the request names them by uuid. */
  attachments: ReformAttachment[];
}

const SELECT_APARTMENT = 'Selecione o apartamento.';

const contractResolver = zodResolver(reformForm) as unknown as Resolver<ReformFormValues, unknown, ReformBody>;

/**
 * The contract's schema on what the request carries, plus what only the form can tell: which apartment is missing
 * (not an 'invalid identifier') and, before sending, that work needing a licensed professional has its ART or RRT
 * attached (the server checks it again, knowing the attachments' kinds).
 */
const resolver: Resolver<ReformFormValues, unknown, ReformBody> = async (values, context, options) => {
  const request = {
    apartment: values.apartment,
    title: values.title,
    description: values.description,
    categories: values.categories,
    // An empty date is a missing one ('Informe a data.'), not a malformed one.
    starts_on: values.starts_on || undefined,
    ends_on: values.ends_on || undefined,
    professional_name: values.professional_name,
    professional_registry: values.professional_registry,
    art_number: values.art_number,
    company: values.company,
    workers: values.workers,
    attachments: values.attachments.map((attachment) => attachment.uuid),
  };
  const result = await contractResolver(request as unknown as ReformFormValues, context, options);
  const errors: FieldErrors<ReformFormValues> = { ...result.errors };
  if (!values.apartment) errors.apartment = { type: 'required', message: SELECT_APARTMENT };
  if (needsArt(values.categories) && !values.attachments.some((attachment) => attachment.kind === 'art')) {
    errors.attachments = { type: 'art', message: MISSING_ART_ATTACHMENT };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

const categoryOptions = WORK_CATEGORIES.map((category) => ({
  value: category,
  label: CATEGORIES_NEEDING_ART.includes(category) ? `${workCategoryLabels[category]} (exige ART/RRT)` : workCategoryLabels[category],
}));

function valuesOf(reform: ReformDetails | undefined, condominium: string, apartment: string): ReformFormValues {
  return {
    condominium: reform?.condominium.uuid ?? condominium,
    apartment: reform?.apartment.uuid ?? apartment,
    title: reform?.title ?? '',
    description: reform?.description ?? '',
    categories: reform?.categories ?? [],
    starts_on: reform?.starts_on ?? '',
    ends_on: reform?.ends_on ?? '',
    professional_name: reform?.professional_name ?? '',
    professional_registry: reform?.professional_registry ?? '',
    art_number: reform?.art_number ?? '',
    company: reform?.company ?? '',
    workers: (reform?.workers ?? []).map((worker) => ({ name: worker.name, document: worker.document ?? '' })),
    attachments: reform?.attachments ?? [],
  };
}

export interface ReformFormProps {
  /** The reform being corrected; a new request when absent. */
  reform?: ReformDetails;
  /** The listing's page and filter, for Cancelar. */
  listingSearch: ReformsSearch;
  onSubmit: (body: ReformBody) => Promise<unknown>;
}

/**
 * The request of a reform (ABNT NBR 16280), new or corrected: a morador picks one of their apartments (from their
 * profile), the síndico and master a condominium and then its apartment.
 */
export function ReformForm(props: ReformFormProps) {
  const user = useSessionUser();
  if (user.type !== 'morador') return <ReformFields {...props} />;
  return <ResidentReformForm {...props} />;
}

function ResidentReformForm(props: ReformFormProps) {
  const profile = useProfile();
  return (
    <QueryView query={profile} errorTitle="Erro ao carregar os seus apartamentos">
      {(me) =>
        me.apartments.length === 0 && !props.reform ? (
          <p role="alert" className="card p-6 text-slate-700 dark:text-slate-200">
            Você ainda não está vinculado a nenhum apartamento: peça ao síndico que o vincule ao seu apartamento para pedir uma reforma.
          </p>
        ) : (
          <ReformFields {...props} homes={me.apartments} />
        )
      }
    </QueryView>
  );
}

type FormApi = UseFormReturn<ReformFormValues, unknown, ReformBody>;

function ReformFields({ reform, listingSearch, onSubmit, homes }: ReformFormProps & { homes?: Home[] }) {
  const condominiums = useCondominiumChoices();
  const onlyCondominium = condominiums.options.length === 1 ? condominiums.options[0]!.value : '';
  const onlyHome = homes?.length === 1 ? homes[0]! : undefined;
  const form = useForm<ReformFormValues, unknown, ReformBody>({
    resolver,
    defaultValues: valuesOf(reform, onlyHome?.condominium_uuid ?? onlyCondominium, onlyHome?.uuid ?? ''),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [chosenCondominium, apartment, categories, attachments] = useWatch({ control: form.control, name: ['condominium', 'apartment', 'categories', 'attachments'] });
  const uploads = useAttachmentUploads((sent) => form.setValue('attachments', [...form.getValues('attachments'), sent], { shouldDirty: true, shouldValidate: form.formState.isSubmitted }));
  const [waitMessage, setWaitMessage] = useState<string>();
  const artChooser = useRef<HTMLButtonElement>(null);
  // With the form: its edits and the papers already sent (kept on the server for a day) survive a session that ends.
  useUnsavedChangesGuard((isDirty || uploads.busy) && !isSubmitting, form);

  // A morador's apartment says which condominium its files go to; staff and master chose it.
  const condominium = homes ? (homes.find((home) => home.uuid === apartment)?.condominium_uuid ?? reform?.condominium.uuid) : chosenCondominium;
  const holdsFiles = attachments.length > 0 || uploads.uploads.length > 0;
  const artRequired = needsArt(categories);

  const save = async (body: ReformBody) => {
    try {
      await onSubmit(body);
      form.reset(form.getValues(), { keepValues: true });
    } catch (error) {
      applyServerFieldErrors(form.setError, error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (uploads.busy) {
      event.preventDefault();
      setWaitMessage(UPLOAD_IN_PROGRESS);
      return;
    }
    setWaitMessage(undefined);
    void form.handleSubmit(save, (invalid) => {
      // Every other field takes focus by itself; for a missing ART or RRT, the button that attaches it does.
      if (Object.keys(invalid).length === 1 && invalid.attachments) artChooser.current?.focus();
    })(event);
  };

  const submitLabel = !reform ? 'Cadastrar reforma' : reform.status === 'disapproved' ? 'Reenviar para análise' : 'Salvar alterações';

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {reform?.status === 'disapproved' && reform.disapproval_reason && (
        <div role="note" aria-labelledby="disapproval-title" className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <h2 id="disapproval-title" className="font-semibold">
              Reforma reprovada: corrija o pedido e reenvie para análise
            </h2>
            <p className="mt-1 text-sm whitespace-pre-line">
              <span className="font-medium">Motivo da reprovação: </span>
              {reform.disapproval_reason}
            </p>
          </div>
        </div>
      )}

      <FormSection title="Apartamento">
        {homes ? (
          <FormCell span={3}>
            <SelectField
              label="Apartamento"
              placeholder="Selecione o apartamento"
              options={homes
                .filter((home) => !holdsFiles || !condominium || home.condominium_uuid === condominium)
                .map((home) => ({ value: home.uuid, label: apartmentLabel(home) }))}
              error={errors.apartment?.message}
              {...form.register('apartment')}
              // Controlled: the options may come after the value (a select drops a value it has no option for).
              value={apartment}
            />
          </FormCell>
        ) : (
          <StaffApartment form={form} reform={reform} condominiums={condominiums} condominium={chosenCondominium} apartment={apartment} lockCondominium={holdsFiles} />
        )}
      </FormSection>

      <FormSection title="A obra">
        <FormCell span={6}>
          <Field label="Título" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
        </FormCell>
        <FormCell span={6}>
          <TextAreaField label="Descrição da obra" rows={4} hint="O que será feito, onde e com quais materiais." error={errors.description?.message} {...form.register('description')} />
        </FormCell>
        <FormCell span={6}>
          <CheckboxGroup
            legend="Categorias da obra"
            hint="As marcadas com “exige ART/RRT” precisam de um profissional habilitado (CREA ou CAU) e do documento dele."
            options={categoryOptions}
            inputProps={form.register('categories')}
            error={errors.categories?.message}
          />
        </FormCell>
        <FormCell span={3}>
          <Field label="Início previsto" type="date" error={errors.starts_on?.message} {...form.register('starts_on')} />
        </FormCell>
        <FormCell span={3}>
          <Field label="Término previsto" type="date" error={errors.ends_on?.message} {...form.register('ends_on')} />
        </FormCell>
      </FormSection>

      <FormSection title="Responsável técnico" description={artRequired ? 'Obrigatório: as categorias marcadas exigem um profissional habilitado.' : 'Opcional para estas categorias.'}>
        <FormCell span={3}>
          <Field label="Nome do profissional" autoComplete="off" aria-required={artRequired || undefined} error={errors.professional_name?.message} {...form.register('professional_name')} />
        </FormCell>
        <FormCell span={3}>
          <Field label="Registro no CREA ou CAU" autoComplete="off" aria-required={artRequired || undefined} error={errors.professional_registry?.message} {...form.register('professional_registry')} />
        </FormCell>
        <FormCell span={3}>
          <Field
            label={artRequired ? 'Número da ART ou RRT (obrigatório)' : 'Número da ART ou RRT'}
            autoComplete="off"
            aria-required={artRequired || undefined}
            error={errors.art_number?.message}
            {...form.register('art_number')}
          />
        </FormCell>
        <FormCell span={3}>
          <Field label="Empresa" autoComplete="organization" error={errors.company?.message} {...form.register('company')} />
        </FormCell>
      </FormSection>

      <WorkersSection form={form} />

      <FormSection title="Anexos" description="Plano de reforma, ART ou RRT do profissional e projetos.">
        <FormCell span={6}>
          <ReformAttachmentsField
            attachments={attachments}
            uploads={uploads.uploads}
            condominium={condominium || undefined}
            artRequired={artRequired}
            // While a file is still on its way, waiting for it is what to do next, not an earlier refusal.
            error={(uploads.busy ? waitMessage : undefined) ?? errors.attachments?.message}
            artChooserRef={artChooser}
            onUpload={uploads.start}
            onDismiss={uploads.dismiss}
            onRemove={(removed) =>
              form.setValue(
                'attachments',
                form.getValues('attachments').filter((attachment) => attachment.uuid !== removed.uuid),
                { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
              )
            }
          />
        </FormCell>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/reforms-register" search={listingSearch} className={buttonClasses('secondary')}>
          Cancelar
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface StaffApartmentProps {
  form: FormApi;
  reform?: ReformDetails;
  condominiums: { options: SelectOption[]; loading: boolean };
  condominium: string;
  apartment: string;
  /** Files were sent to this condominium: it stays while they are attached. */
  lockCondominium: boolean;
}

/** The síndico and master: the condominium (asked only when there is a choice), then one of its apartments. */
function StaffApartment({ form, reform, condominiums, condominium, apartment, lockCondominium }: StaffApartmentProps) {
  const apartments = useCondominiumApartments(condominium || undefined);
  const { errors } = form.formState;
  const options = (apartments.data ?? []).map((apartment) => ({ value: apartment.uuid, label: apartmentLabel(apartment) }));
  // A reform's own apartment stays offered even if it left the active list.
  if (reform && !options.some((option) => option.value === reform.apartment.uuid)) options.unshift({ value: reform.apartment.uuid, label: apartmentLabel(reform.apartment) });
  const chooseCondominium = !reform && condominiums.options.length !== 1;
  return (
    <>
      {chooseCondominium && (
        <FormCell span={3}>
          <SelectField
            label="Condomínio"
            placeholder="Selecione o condomínio"
            options={condominiums.options}
            loading={condominiums.loading}
            disabled={lockCondominium}
            hint={lockCondominium ? 'Os anexos enviados ficam neste condomínio: remova-os para trocar.' : undefined}
            {...form.register('condominium', { onChange: () => form.setValue('apartment', '') })}
            value={condominium}
          />
        </FormCell>
      )}
      <FormCell span={3}>
        <SelectField
          label="Apartamento"
          placeholder={condominium ? 'Selecione o apartamento' : 'Escolha antes o condomínio'}
          loading={apartments.isLoading}
          options={options}
          error={errors.apartment?.message}
          {...form.register('apartment')}
          // Controlled: the apartments load after the value is known.
          value={apartment}
        />
      </FormCell>
    </>
  );
}

/** Who will work in the unit (NBR 16280: the condominium controls who comes in). */
function WorkersSection({ form }: { form: FormApi }) {
  const workers = useFieldArray({ control: form.control, name: 'workers' });
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = form.formState.errors.workers;
  const full = workers.fields.length >= MAX_REFORM_WORKERS;
  return (
    <FormSection title="Trabalhadores" description="Quem vai trabalhar na obra, para a portaria liberar a entrada.">
      {workers.fields.map((worker, index) => (
        <FormCell key={worker.id} span={6}>
          <div className="grid items-end gap-3 md:grid-cols-[1fr_1fr_auto]">
            <Field label={`Nome do trabalhador ${index + 1}`} autoComplete="off" error={errors?.[index]?.name?.message} {...form.register(`workers.${index}.name`)} />
            <Field label={`Documento do trabalhador ${index + 1}`} autoComplete="off" hint="CPF ou RG (opcional)." error={errors?.[index]?.document?.message} {...form.register(`workers.${index}.document`)} />
            <button
              type="button"
              onClick={() => {
                workers.remove(index);
                addButton.current?.focus();
              }}
              aria-label={`Remover trabalhador ${index + 1}`}
              className="grid size-11 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </FormCell>
      ))}
      <FormCell span={6}>
        {typeof errors?.message === 'string' && (
          <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-300">
            {errors.message}
          </p>
        )}
        <button
          ref={addButton}
          type="button"
          className={buttonClasses('secondary')}
          aria-disabled={full || undefined}
          onClick={() => {
            if (!full) workers.append({ name: '', document: '' });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Adicionar trabalhador
        </button>
        {full && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No máximo {MAX_REFORM_WORKERS} trabalhadores.</p>}
      </FormCell>
    </FormSection>
  );
}
