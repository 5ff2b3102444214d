import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormSetError } from 'react-hook-form';
import {
  catalogActivityForm,
  periodicityForm,
  referenceItemForm,
  type CatalogActivity,
  type CatalogActivityForm,
  type Periodicity,
  type PeriodicityForm,
  type ReferenceItem,
  type ReferenceItemForm,
} from '#contract/maintenance.ts';
import { CheckboxField } from '#src/ui/checkbox-field.tsx';
import { EditableListForm } from '#src/ui/editable-list.tsx';
import { Field } from '#src/ui/field.tsx';
import { SelectField, type SelectOption } from '#src/ui/select-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { useSaveCatalogActivity, useSavePeriodicity, useSaveReferenceItem } from './api/reference-editing-queries.ts';

/** How a list names its items in labels and feedback. */
export interface ListWording {
  /** 'tipo de manutenção' */
  noun: string;
  /** 'Novo tipo de manutenção' */
  newLabel: string;
  /** 'Tipo de manutenção cadastrado.' */
  created: string;
  /** 'Tipo de manutenção atualizado.' */
  updated: string;
}

interface FormProps<T> {
  item?: T;
  wording: ListWording;
  onDone: () => void;
}

/** Saves, tells of the success and closes; a field error goes next to its field (a 409 or another failure is the mutation's). */
async function saveThenClose<V extends FieldValues>(save: () => Promise<unknown>, setError: UseFormSetError<V>, success: string, onDone: () => void) {
  try {
    await save();
    notify.success(success);
    onDone();
  } catch (error) {
    applyServerFieldErrors(setError, error);
  }
}

const formLabel = <T extends { name: string }>(item: T | undefined, wording: ListWording) => (item ? `Editar ${wording.noun} ${item.name}` : wording.newLabel);

const referenceResolver = zodResolver(referenceItemForm) as unknown as Resolver<ReferenceItemForm>;

/** A type, a responsible type or a document type: its name, and whether forms still offer it. */
export function ReferenceItemFormView({ list, item, wording, onDone }: FormProps<ReferenceItem> & { list: 'types' | 'responsibleTypes' | 'documentTypes' }) {
  const save = useSaveReferenceItem(list);
  const form = useForm<ReferenceItemForm>({ resolver: referenceResolver, defaultValues: { name: item?.name ?? '', active: item?.active ?? true } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((body) => saveThenClose(() => save.mutateAsync({ id: item?.id, body }), form.setError, item ? wording.updated : wording.created, onDone));
  return (
    <EditableListForm label={formLabel(item, wording)} onSubmit={submit} onCancel={onDone} submitLabel={item ? 'Salvar' : 'Cadastrar'} submitting={isSubmitting}>
      <Field label="Nome" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <CheckboxField label="Ativo" className="w-fit" {...form.register('active')} />
    </EditableListForm>
  );
}

const periodicityResolver = zodResolver(periodicityForm) as unknown as Resolver<PeriodicityForm>;
const UNIT_OPTIONS: SelectOption[] = [
  { value: 'day', label: 'Dias' },
  { value: 'month', label: 'Meses' },
];

/** 'A cada 6 meses', 'Todo dia'. */
export function intervalText({ interval_unit, interval_amount }: Pick<Periodicity, 'interval_unit' | 'interval_amount'>) {
  if (interval_amount === 1) return interval_unit === 'day' ? 'Todo dia' : 'Todo mês';
  return `A cada ${interval_amount} ${interval_unit === 'day' ? 'dias' : 'meses'}`;
}

/** A periodicity: its name and its interval, which the next due dates of new executions follow. */
export function PeriodicityFormView({ item, wording, onDone }: FormProps<Periodicity>) {
  const save = useSavePeriodicity();
  const form = useForm<PeriodicityForm>({
    resolver: periodicityResolver,
    defaultValues: { name: item?.name ?? '', interval_amount: item ? String(item.interval_amount) : '', interval_unit: item?.interval_unit ?? 'month', active: item?.active ?? true },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((body) => saveThenClose(() => save.mutateAsync({ id: item?.id, body }), form.setError, item ? wording.updated : wording.created, onDone));
  return (
    <EditableListForm label={formLabel(item, wording)} onSubmit={submit} onCancel={onDone} submitLabel={item ? 'Salvar' : 'Cadastrar'} submitting={isSubmitting}>
      <Field label="Nome" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Intervalo" inputMode="numeric" autoComplete="off" error={errors.interval_amount?.message} {...form.register('interval_amount')} />
        <SelectField
          label="Unidade do intervalo"
          options={UNIT_OPTIONS}
          error={errors.interval_unit?.message}
          defaultValue={form.formState.defaultValues?.interval_unit}
          {...form.register('interval_unit')}
        />
      </div>
      <CheckboxField label="Ativa" className="w-fit" {...form.register('active')} />
    </EditableListForm>
  );
}

/** The active items of a list, and the item's current one even when retired (so that editing keeps it). */
function optionsOf(items: readonly ReferenceItem[], current: number | undefined): SelectOption[] {
  return items
    .filter((item) => item.active || item.id === current)
    .map((item) => ({ value: String(item.id), label: item.active ? item.name : `${item.name} (inativo)` }));
}

export interface CatalogLookups {
  types: readonly ReferenceItem[];
  periodicities: readonly Periodicity[];
  responsibleTypes: readonly ReferenceItem[];
  /** The systems the catalogue already has, suggested while typing one. */
  systems: readonly string[];
}

const catalogResolver = zodResolver(catalogActivityForm) as unknown as Resolver<CatalogActivityForm>;

/** A standard activity: its system, what is done, and the settings a condominium gets when master enables it. */
export function CatalogActivityFormView({ item, wording, onDone, lookups }: FormProps<CatalogActivity> & { lookups: CatalogLookups }) {
  const save = useSaveCatalogActivity();
  const systemsId = useId();
  const form = useForm<CatalogActivityForm>({
    resolver: catalogResolver,
    defaultValues: {
      system: item?.system ?? '',
      activity: item?.activity ?? '',
      type: item ? String(item.type.id) : '',
      periodicity: item ? String(item.periodicity.id) : '',
      responsible_type: item ? String(item.responsible_type.id) : '',
      affects_residents: item?.affects_residents ?? false,
      active: item?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((body) => saveThenClose(() => save.mutateAsync({ id: item?.id, body }), form.setError, item ? wording.updated : wording.created, onDone));
  // The current choice is also each select's own default: register() alone left it on the first option (seen in jsdom).
  const selectProps = (name: 'type' | 'periodicity' | 'responsible_type') => ({ defaultValue: String(form.formState.defaultValues?.[name] ?? ''), ...form.register(name) });
  const label = item ? `Editar ${wording.noun} ${item.activity}` : wording.newLabel;
  return (
    <EditableListForm label={label} onSubmit={submit} onCancel={onDone} submitLabel={item ? 'Salvar' : 'Cadastrar'} submitting={isSubmitting}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Sistema" autoComplete="off" list={systemsId} error={errors.system?.message} {...form.register('system')} />
        <Field label="Atividade" autoComplete="off" error={errors.activity?.message} {...form.register('activity')} />
      </div>
      <datalist id={systemsId}>
        {lookups.systems.map((system) => (
          <option key={system} value={system} />
        ))}
      </datalist>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Tipo" placeholder="Selecione" options={optionsOf(lookups.types, item?.type.id)} error={errors.type?.message} {...selectProps('type')} />
        <SelectField
          label="Periodicidade"
          placeholder="Selecione"
          options={optionsOf(lookups.periodicities, item?.periodicity.id)}
          error={errors.periodicity?.message}
          {...selectProps('periodicity')}
        />
        <SelectField
          label="Responsável"
          placeholder="Selecione"
          options={optionsOf(lookups.responsibleTypes, item?.responsible_type.id)}
          error={errors.responsible_type?.message}
          {...selectProps('responsible_type')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <CheckboxField label="Afeta os moradores" {...form.register('affects_residents')} />
        <CheckboxField label="Ativa" {...form.register('active')} />
      </div>
    </EditableListForm>
  );
}
