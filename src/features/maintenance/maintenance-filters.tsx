import { MAINTENANCE_STATUSES, maintenanceStatusLabels, type MaintenanceStatus } from '#contract/maintenance-schedule.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import type { MaintenanceSearch } from './maintenance-search.ts';
import { CondominiumFilter } from '#src/ui/data-table/condominium-filter.tsx';
import { Button } from '#src/ui/button.tsx';
import { Field } from '#src/ui/field.tsx';
import { FilterPanel } from '#src/ui/filter-panel.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useMaintenanceSystems, usePeriodicities, useResponsibleTypes } from './api/maintenance-queries.ts';

interface MaintenanceFiltersProps {
  search: MaintenanceSearch;
  /** Changes the filter, from page 1 again. */
  onChange: (changes: Partial<MaintenanceSearch>) => void;
  /** The programme's statuses make no sense for some sections (the timeline shows them all). */
  showStatuses?: boolean;
  /** The label of the period: of the next due date, of the execution, of the summary. */
  periodLabel: string;
}

const FILTER_KEYS = ['condominium', 'situations', 'system', 'periodicity', 'responsible', 'from', 'to'] as const;

/**
 * SPEC §3 `selected_filter`: status, system, periodicity, responsible and period, kept in the URL; on a phone behind
 * one "Filtros" button (FilterPanel), where they would push the list 700 px down.
 */
export function MaintenanceFilters(props: MaintenanceFiltersProps) {
  const active = FILTER_KEYS.filter((key) => props.search[key] !== undefined).length;
  return (
    <FilterPanel activeCount={active}>
      <FilterFields {...props} />
    </FilterPanel>
  );
}

function FilterFields({ search, onChange, showStatuses = true, periodLabel }: MaintenanceFiltersProps) {
  const condominiums = useCondominiumChoices();
  const periodicities = usePeriodicities();
  const responsibleTypes = useResponsibleTypes();
  const shown = search.condominium ? [search.condominium] : condominiums.options.map((option) => option.value);
  const systemsQuery = useMaintenanceSystems(shown);
  const systems = systemsQuery.data ?? [];
  const loading = systemsQuery.isPending && shown.length > 0;
  const systemOptions = systems.map((system) => ({ value: system, label: system }));
  if (search.system && !systems.includes(search.system)) systemOptions.unshift({ value: search.system, label: search.system });
  const situations = search.situations ?? [];
  const filtered = FILTER_KEYS.some((key) => search[key] !== undefined);

  const toggleSituation = (situation: MaintenanceStatus, checked: boolean) => {
    const next = MAINTENANCE_STATUSES.filter((known) => (known === situation ? checked : situations.includes(known)));
    onChange({ situations: next.length > 0 ? next : undefined });
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <CondominiumFilter choices={condominiums} value={search.condominium} onChange={(condominium) => onChange({ condominium, system: undefined })} />
        <SelectField
          name="system"
          label="Sistema"
          placeholder="Todos os sistemas"
          options={systemOptions}
          loading={loading}
          value={search.system ?? ''}
          onChange={(event) => onChange({ system: event.target.value || undefined })}
        />
        <SelectField
          name="periodicity"
          label="Periodicidade"
          placeholder="Todas"
          options={(periodicities.data ?? []).map((periodicity) => ({ value: String(periodicity.id), label: periodicity.name }))}
          loading={periodicities.isPending}
          value={search.periodicity ? String(search.periodicity) : ''}
          onChange={(event) => onChange({ periodicity: Number(event.target.value) || undefined })}
        />
        <SelectField
          name="responsible"
          label="Responsável"
          placeholder="Todos"
          options={(responsibleTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          loading={responsibleTypes.isPending}
          value={search.responsible ? String(search.responsible) : ''}
          onChange={(event) => onChange({ responsible: Number(event.target.value) || undefined })}
        />
        <Field name="from" type="date" label={`${periodLabel}: de`} value={search.from ?? ''} max={search.to} onChange={(event) => onChange({ from: event.target.value || undefined })} />
        <Field name="to" type="date" label={`${periodLabel}: até`} value={search.to ?? ''} min={search.from} onChange={(event) => onChange({ to: event.target.value || undefined })} />
      </div>
      {showStatuses && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Situação</legend>
          <div className="flex flex-wrap gap-2">
            {MAINTENANCE_STATUSES.map((situation) => (
              <label
                key={situation}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:text-slate-100 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-slate-700"
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand-600"
                  checked={situations.includes(situation)}
                  onChange={(event) => toggleSituation(situation, event.target.checked)}
                />
                {maintenanceStatusLabels[situation]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {filtered && (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}>
            Limpar filtros
          </Button>
        </div>
      )}
    </div>
  );
}
