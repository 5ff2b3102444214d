import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { productToday } from '#contract/calendar.ts';
import { evidenceFile, executionForm, PERFORMED_IN_FUTURE_MESSAGE, type EnabledMaintenance, type EvidenceFile } from '#contract/maintenance.ts';
import { centsOf, formatMoneyInput } from '#src/lib/formatters.ts';
import type { MaintenanceSearch } from './maintenance-search.ts';
import { Button } from '#src/ui/button.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { Field } from '#src/ui/field.tsx';
import { TextAreaField } from '#src/ui/text-area-field.tsx';
import { MaskedField } from '#src/ui/masked-field.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { useClosingDialog } from '#src/ui/use-closing-dialog.ts';
import { useFormDraft } from '#src/ui/use-form-draft.ts';
import { maintenanceQueries, useRecordExecution, useResponsibleTypes } from './api/maintenance-queries.ts';
import { EvidenceField, evidenceTypeId, useEvidenceUploads, type EvidenceUploads } from './evidence-field.tsx';

/** What recording needs to know of the maintenance: a programme row or its details. */
export type RecordedMaintenance = Pick<EnabledMaintenance, 'uuid' | 'system' | 'activity' | 'condominium' | 'responsible_type'>;

interface ExecutionValues {
  performed_on: string;
  responsible_type: string;
  company: string;
  professional: string;
  art_number: string;
  /** Masked, "R$ 1.234,56"; sent in centavos. */
  cost_cents: string;
  notes: string;
  /** The proofs sent so far: part of the draft, so that they come back with it. */
  evidence: EvidenceFile[];
}

type ExecutionBody = z.output<typeof executionForm>;

export const EXECUTION_RECORDED = 'Manutenção realizada com sucesso!';

/** The contract's schema on what the request carries, plus the rule only a date field can tell at once: not in the future. */
function resolverFor(maintenance: string): Resolver<ExecutionValues, unknown, ExecutionBody> {
  const contractResolver = zodResolver(executionForm) as unknown as Resolver<ExecutionValues, unknown, ExecutionBody>;
  return async (values, context, options) => {
    const request = {
      maintenance,
      performed_on: values.performed_on || undefined,
      responsible_type: values.responsible_type,
      company: values.company,
      professional: values.professional,
      art_number: values.art_number,
      cost_cents: centsOf(values.cost_cents),
      notes: values.notes,
      evidence: values.evidence.map((file) => file.uuid),
    };
    const result = await contractResolver(request as unknown as ExecutionValues, context, options);
    if (values.performed_on && values.performed_on > productToday()) {
      const errors: FieldErrors<ExecutionValues> = { ...result.errors, performed_on: { type: 'future', message: PERFORMED_IN_FUTURE_MESSAGE } };
      return { values: {}, errors };
    }
    return result;
  };
}

interface ExecutionDialogProps {
  maintenance: RecordedMaintenance;
  /** Where /maintenance opens after recording: the listing's page and filter when it came from there. */
  returnSearch?: MaintenanceSearch;
  /** Closed without recording (once recorded, /maintenance opens instead). */
  onClose: () => void;
}

/**
 * Recording an execution (POST /maintenance/store-by-condominium): the day performed (today unless told, never in the
 * future), who did it, its cost and the proofs, each kept as soon as chosen and sent once its type is chosen beside it. Then 'Sucesso!' (SPEC §8, not closed by
 * a click outside) and /maintenance, which says the next due date the server computed from the day performed.
 *
 * What is typed and sent is a draft of the person (issue 23 §2): a session that ends underneath leaves it, and the
 * dialog, open in the address, brings it back after signing in again. Closing it by choice asks first, then drops it.
 */
export function ExecutionDialog({ maintenance, returnSearch, onClose }: ExecutionDialogProps) {
  const execution = useExecutionForm(maintenance);
  const recorded = useRef(false);
  const closing = useClosingDialog(() => recorded.current || onClose(), { unsaved: execution.unsaved });
  const onSaved = (then: () => void) => {
    recorded.current = true;
    closing.closeThen(then);
  };
  return (
    <DialogRoot {...closing.rootProps}>
      {/* sm: the centred dialog's own max-w-md comes later in the stylesheet than a plain max-w-2xl and would win. */}
      <DialogContent afterClose={closing.afterClose} width="2xl" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <DialogTitle>Registrar execução</DialogTitle>
            <DialogDescription>
              {maintenance.system} · {maintenance.activity} · {maintenance.condominium.comercial_name}
            </DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        <ExecutionForm execution={execution} maintenance={maintenance} returnSearch={returnSearch} onCancel={closing.close} onSaved={onSaved} />
      </DialogContent>
    </DialogRoot>
  );
}

/** The execution's form and its proofs, kept as a draft of the person for this maintenance. */
function useExecutionForm(maintenance: RecordedMaintenance) {
  const form = useForm<ExecutionValues, unknown, ExecutionBody>({
    resolver: resolverFor(maintenance.uuid),
    defaultValues: {
      performed_on: productToday(),
      responsible_type: String(maintenance.responsible_type.id),
      company: '',
      professional: '',
      art_number: '',
      cost_cents: '',
      notes: '',
      evidence: [],
    },
  });
  const uploads = useEvidenceUploads(maintenance.condominium.uuid);
  useFormDraft(form, `execution:${maintenance.uuid}`, (draft) => {
    const sent = evidenceFile.array().safeParse(draft.evidence);
    if (sent.success) uploads.restore(sent.data);
  });
  useEvidenceInForm(form, uploads);
  const { isDirty, isSubmitting } = form.formState;
  // A file chosen and not yet sent (no type yet, or still going) is work too.
  const unsaved = (isDirty || uploads.rows.some((row) => !row.refused)) && !isSubmitting;
  return { form, uploads, unsaved };
}

/**
 * The form's `evidence` follows the proofs sent (and removed), so that the draft holds them. Only on a change:
 * the first render's none would otherwise overwrite the ones a draft is bringing back.
 */
function useEvidenceInForm(form: UseFormReturn<ExecutionValues, unknown, ExecutionBody>, uploads: EvidenceUploads) {
  const sentKey = uploads.sent.map((file) => file.uuid).join();
  const reported = useRef(sentKey);
  const report = useEffectEvent(() => form.setValue('evidence', uploads.sent, { shouldDirty: true }));
  useEffect(() => {
    if (sentKey === reported.current) return;
    reported.current = sentKey;
    report();
  }, [sentKey]);
}

interface ExecutionFormProps {
  execution: ReturnType<typeof useExecutionForm>;
  maintenance: RecordedMaintenance;
  returnSearch?: MaintenanceSearch;
  onCancel: () => void;
  onSaved: (then: () => void) => void;
}

function ExecutionForm({ execution: { form, uploads }, maintenance, returnSearch, onCancel, onSaved }: ExecutionFormProps) {
  const today = productToday();
  const record = useRecordExecution();
  const responsibleTypes = useResponsibleTypes();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Set by a save that the evidence held back; what it says follows the files (sent, removed) from then on.
  const [heldBack, setHeldBack] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const responsibleType = useWatch({ control: form.control, name: 'responsible_type' });
  const responsibleOptions = (responsibleTypes.data ?? [])
    .filter((type) => type.active || type.id === maintenance.responsible_type.id)
    .map((type) => ({ value: String(type.id), label: type.name }));
  if (!responsibleOptions.some((option) => option.value === String(maintenance.responsible_type.id))) {
    responsibleOptions.unshift({ value: String(maintenance.responsible_type.id), label: maintenance.responsible_type.name });
  }

  const save = async (body: ExecutionBody) => {
    try {
      await record.mutateAsync(body);
    } catch (error) {
      applyServerFieldErrors(form.setError, error);
      return;
    }
    // The server computed the next due date from the day performed: read it back to say so on /maintenance.
    const updated = await queryClient.fetchQuery(maintenanceQueries.detail(maintenance.uuid)).catch(() => undefined);
    onSaved(() => {
      void dialogs.success({ title: 'Sucesso!', text: EXECUTION_RECORDED, dismissible: false });
      void navigate({
        to: '/maintenance',
        search: { ...returnSearch, recording: undefined },
        state: updated ? { recordedExecution: { system: updated.system, activity: updated.activity, nextDueOn: updated.next_due_on } } : {},
      });
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const untyped = uploads.requireTypes();
    if (untyped || uploads.blocker) {
      event.preventDefault();
      setHeldBack(true);
      // The file's own type is what is missing: the select beside it says so.
      if (untyped) document.getElementById(evidenceTypeId(untyped))?.focus();
      return;
    }
    setHeldBack(false);
    form.setValue('evidence', uploads.sent);
    void form.handleSubmit(save)(event);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Data de realização" type="date" max={today} error={errors.performed_on?.message} {...form.register('performed_on')} />
        <SelectField
          label="Responsável"
          placeholder="Selecione o responsável"
          options={responsibleOptions}
          loading={responsibleTypes.isPending}
          error={errors.responsible_type?.message}
          {...form.register('responsible_type')}
          // Controlled: the options load after the value is known (a select drops a value it has no option for).
          value={responsibleType}
        />
        <Field label="Empresa" autoComplete="organization" error={errors.company?.message} {...form.register('company')} />
        <Field label="Profissional" autoComplete="off" error={errors.professional?.message} {...form.register('professional')} />
        <Field label="Número da ART" autoComplete="off" hint="Quando a atividade exige um profissional habilitado." error={errors.art_number?.message} {...form.register('art_number')} />
        <MaskedField label="Custo" inputMode="numeric" autoComplete="off" placeholder="R$ 0,00" format={formatMoneyInput} error={errors.cost_cents?.message} {...form.register('cost_cents')} />
      </div>
      <TextAreaField label="Observações" rows={3} error={errors.notes?.message} {...form.register('notes')} />
      <EvidenceField uploads={uploads} error={(heldBack ? uploads.blocker : undefined) ?? errors.evidence?.message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Registrar execução
        </Button>
      </div>
    </form>
  );
}
