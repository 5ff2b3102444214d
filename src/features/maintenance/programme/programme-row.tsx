import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Periodicity, ReferenceItem } from '#contract/maintenance.ts';
import { Button } from '#src/ui/button.tsx';
import { CheckboxField } from '#src/ui/checkbox-field.tsx';
import { Field } from '#src/ui/field.tsx';
import { SelectField, type SelectOption } from '#src/ui/select-field.tsx';
import { MaintenanceStatusBadge } from '#views/maintenance-status-badge.tsx';
import { defaultWindowOf, type ProgrammeRow, type RowField } from './programme-rows.ts';

export interface ProgrammeLookups {
  types: readonly ReferenceItem[];
  periodicities: readonly Periodicity[];
  responsibleTypes: readonly ReferenceItem[];
}

/** The id of a row's control, to focus the first one with an error. */
export const controlId = (rowKey: string, field: RowField) => `programme-${rowKey}-${field}`;

/** The active options, and the one the row holds even if it was retired since (so it still shows). */
function optionsOf(items: readonly ReferenceItem[], current: string): SelectOption[] {
  return items.filter((item) => item.active || String(item.id) === current).map((item) => ({ value: String(item.id), label: item.name }));
}

interface RowProps {
  row: ProgrammeRow;
  errors?: Partial<Record<RowField, string>>;
  lookups: ProgrammeLookups;
  onChange: (patch: Partial<ProgrammeRow>) => void;
  /** A custom activity not saved yet can be taken out again. */
  onRemove?: () => void;
}

function RowSettings({ row, errors = {}, lookups, onChange }: RowProps) {
  const id = (field: RowField) => controlId(row.key, field);
  const dueSoonDefault = defaultWindowOf(row.periodicity, lookups.periodicities);
  // The three reference lists a row picks from: each select holds its list's active items and the row's own.
  const select = (field: 'type' | 'periodicity' | 'responsible_type', label: string, placeholder: string, items: readonly ReferenceItem[]) => (
    <SelectField
      id={id(field)}
      name={id(field)}
      label={label}
      placeholder={placeholder}
      options={optionsOf(items, row[field])}
      value={row[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={errors[field]}
    />
  );
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {select('type', 'Tipo', 'Selecione o tipo', lookups.types)}
      {select('periodicity', 'Periodicidade', 'Selecione a periodicidade', lookups.periodicities)}
      {select('responsible_type', 'Responsável', 'Selecione o responsável', lookups.responsibleTypes)}
      <Field
        id={id('starts_on')}
        name={id('starts_on')}
        type="date"
        label="Primeiro vencimento"
        value={row.starts_on}
        onChange={(event) => onChange({ starts_on: event.target.value })}
        error={errors.starts_on}
      />
      <Field
        id={id('due_soon_days')}
        name={id('due_soon_days')}
        type="number"
        inputMode="numeric"
        min={0}
        max={365}
        label="'Vence em breve' (dias antes)"
        placeholder={dueSoonDefault === undefined ? undefined : String(dueSoonDefault)}
        hint={dueSoonDefault === undefined ? undefined : `Vazio: ${dueSoonDefault} ${dueSoonDefault === 1 ? 'dia' : 'dias'}, o padrão da periodicidade.`}
        value={row.due_soon_days}
        onChange={(event) => onChange({ due_soon_days: event.target.value })}
        error={errors.due_soon_days}
      />
      <div className="space-y-2 md:pt-7">
        <CheckboxField
          id={id('affects_residents')}
          label="Afeta os moradores"
          checked={row.affects_residents}
          onChange={(event) => onChange({ affects_residents: event.target.checked })}
        />
        <CheckboxField id={id('active')} label="Ativa" checked={row.active} onChange={(event) => onChange({ active: event.target.checked })} />
      </div>
    </div>
  );
}

const rowMessage = (errors: RowProps['errors']) => errors?.catalog ?? errors?.uuid;

/** A catalogue activity: a checkbox named for it; checked, its settings below (prefilled from the catalogue). */
export function CatalogRow(props: RowProps) {
  const { row, errors, lookups, onChange } = props;
  const settingsId = useId();
  const periodicity = lookups.periodicities.find((item) => String(item.id) === row.periodicity)?.name;
  const responsible = lookups.responsibleTypes.find((item) => String(item.id) === row.responsible_type)?.name;
  const message = rowMessage(errors);
  return (
    <li className="space-y-3 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 text-sm font-medium text-slate-900 dark:text-white">
          <input
            id={controlId(row.key, 'catalog')}
            type="checkbox"
            className="size-5 shrink-0 accent-brand-600"
            checked={row.selected}
            aria-controls={row.selected ? settingsId : undefined}
            aria-invalid={message ? true : undefined}
            onChange={(event) => onChange({ selected: event.target.checked })}
          />
          {row.activity}
        </label>
        {row.uuid && row.status && row.selected && row.active && <MaintenanceStatusBadge status={row.status} />}
        {!row.selected && (
          <span className="text-xs text-slate-600 dark:text-slate-300">
            {row.uuid ? 'Fica inativa ao salvar' : [periodicity, responsible].filter(Boolean).join(' · ')}
          </span>
        )}
      </div>
      {message && <p className="text-sm text-red-700 dark:text-red-300">{message}</p>}
      {row.selected && (
        <fieldset id={settingsId} aria-label={`Configuração: ${row.activity}`} className="min-w-0 rounded-lg bg-slate-50 p-4 dark:bg-slate-900/60">
          <RowSettings {...props} />
        </fieldset>
      )}
    </li>
  );
}

/** A custom activity: its system and activity, then the same settings. */
export function CustomRow(props: RowProps) {
  const { row, errors = {}, onChange, onRemove } = props;
  const name = row.activity.trim() || 'Nova atividade personalizada';
  const message = rowMessage(errors);
  return (
    <li>
      <fieldset aria-label={`Configuração: ${name}`} className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
          <Field
            id={controlId(row.key, 'system')}
            name={controlId(row.key, 'system')}
            label="Sistema"
            placeholder="Ex.: Sistema hidráulico"
            value={row.system}
            onChange={(event) => onChange({ system: event.target.value })}
            error={errors.system}
          />
          <Field
            id={controlId(row.key, 'activity')}
            name={controlId(row.key, 'activity')}
            label="Atividade"
            placeholder="Ex.: Limpeza dos ralos da garagem"
            value={row.activity}
            onChange={(event) => onChange({ activity: event.target.value })}
            error={errors.activity}
          />
          {onRemove ? (
            <Button variant="secondary" className="md:mt-7" onClick={onRemove} aria-label={`Remover ${name}`}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remover
            </Button>
          ) : (
            row.status && row.active && <div className="md:mt-9"><MaintenanceStatusBadge status={row.status} /></div>
          )}
        </div>
        {message && <p className="text-sm text-red-700 dark:text-red-300">{message}</p>}
        <RowSettings {...props} />
      </fieldset>
    </li>
  );
}
