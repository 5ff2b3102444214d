import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { MISSING_ART_ATTACHMENT, needsArt, reformForm, type ReformDetails } from '#contract/reforms.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { useProfile } from '#src/api/profile.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { QueryView } from '#src/ui/query-view.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { useUnsavedChangesGuard } from '#src/ui/use-unsaved-changes-guard.ts';
import type { ReformBody } from './api/reform-queries.ts';
import { UPLOAD_IN_PROGRESS, useAttachmentUploads } from './reform-attachments-field.tsx';
import { ApartmentSection, AttachmentsSection, DisapprovalNote, ProfessionalSection, WorkersSection, WorkSection } from './reform-form-sections.tsx';
import type { Home, ReformFormValues } from './reform-form-values.ts';
import type { ReformsSearch } from './reforms-search.ts';

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
      {reform?.status === 'disapproved' && reform.disapproval_reason && <DisapprovalNote reason={reform.disapproval_reason} />}
      <ApartmentSection
        form={form}
        reform={reform}
        homes={homes}
        condominiums={condominiums}
        condominium={condominium}
        chosenCondominium={chosenCondominium}
        apartment={apartment}
        holdsFiles={holdsFiles}
      />
      <WorkSection form={form} />
      <ProfessionalSection form={form} artRequired={artRequired} />
      <WorkersSection form={form} />
      <AttachmentsSection
        form={form}
        attachments={attachments}
        uploads={uploads}
        condominium={condominium}
        artRequired={artRequired}
        // While a file is still on its way, waiting for it is what to do next, not an earlier refusal.
        error={(uploads.busy ? waitMessage : undefined) ?? errors.attachments?.message}
        artChooserRef={artChooser}
      />

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
