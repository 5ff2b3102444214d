import { CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { useFieldArray } from 'react-hook-form';
import { apartmentLabel } from '#contract/apartments.ts';
import { CATEGORIES_NEEDING_ART, MAX_REFORM_WORKERS, WORK_CATEGORIES, workCategoryLabels, type ReformAttachment, type ReformDetails } from '#contract/reforms.ts';
import { useCondominiumApartments } from '#src/api/apartment-options.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { CheckboxGroup } from '#src/ui/checkbox-group.tsx';
import { Field } from '#src/ui/field.tsx';
import { TextAreaField } from '#src/ui/text-area-field.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { SelectField, type SelectOption } from '#src/ui/select-field.tsx';
import { ReformAttachmentsField, type useAttachmentUploads } from './reform-attachments-field.tsx';
import type { FormApi, Home } from './reform-form-values.ts';

// The sections of the reform request (reform-form.tsx), top to bottom. The form keeps the values, the uploads and the
// submit; each section shows its fields and the errors the form found in them.

/** Why the request came back, above the fields that correct it. */
export function DisapprovalNote({ reason }: { reason: string }) {
  return (
    <div role="note" aria-labelledby="disapproval-title" className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 id="disapproval-title" className="font-semibold">
          Reforma reprovada: corrija o pedido e reenvie para análise
        </h2>
        <p className="mt-1 text-sm whitespace-pre-line">
          <span className="font-medium">Motivo da reprovação: </span>
          {reason}
        </p>
      </div>
    </div>
  );
}

interface ApartmentSectionProps {
  form: FormApi;
  reform?: ReformDetails;
  /** A morador's apartments; absent for the síndico and master, who choose a condominium and then its apartment. */
  homes?: Home[];
  condominiums: { options: SelectOption[]; loading: boolean };
  /** The condominium the attachments go to. */
  condominium: string | undefined;
  /** The condominium chosen in the form (síndico and master). */
  chosenCondominium: string;
  apartment: string;
  /** Files were sent to `condominium`: the choice stays within it while they are attached. */
  holdsFiles: boolean;
}

export function ApartmentSection({ form, reform, homes, condominiums, condominium, chosenCondominium, apartment, holdsFiles }: ApartmentSectionProps) {
  const { errors } = form.formState;
  return (
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

const categoryOptions = WORK_CATEGORIES.map((category) => ({
  value: category,
  label: CATEGORIES_NEEDING_ART.includes(category) ? `${workCategoryLabels[category]} (exige ART/RRT)` : workCategoryLabels[category],
}));

/** What will be done, and when. */
export function WorkSection({ form }: { form: FormApi }) {
  const { errors } = form.formState;
  return (
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
  );
}

/** The licensed professional (CREA or CAU) and their ART or RRT: required when the categories need one. */
export function ProfessionalSection({ form, artRequired }: { form: FormApi; artRequired: boolean }) {
  const { errors } = form.formState;
  return (
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
  );
}

/** Who will work in the unit (NBR 16280: the condominium controls who comes in). */
export function WorkersSection({ form }: { form: FormApi }) {
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

interface AttachmentsSectionProps {
  form: FormApi;
  attachments: ReformAttachment[];
  uploads: ReturnType<typeof useAttachmentUploads>;
  /** The condominium the files go to; none chosen yet when absent. */
  condominium: string | undefined;
  artRequired: boolean;
  error: string | undefined;
  artChooserRef: RefObject<HTMLButtonElement | null>;
}

/** The papers sent with the request; removing one takes it out of the request. */
export function AttachmentsSection({ form, attachments, uploads, condominium, artRequired, error, artChooserRef }: AttachmentsSectionProps) {
  return (
    <FormSection title="Anexos" description="Plano de reforma, ART ou RRT do profissional e projetos.">
      <FormCell span={6}>
        <ReformAttachmentsField
          attachments={attachments}
          uploads={uploads.uploads}
          condominium={condominium || undefined}
          artRequired={artRequired}
          error={error}
          artChooserRef={artChooserRef}
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
  );
}
