import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { productToday } from '#contract/calendar.ts';
import type { CatalogActivity, EnabledMaintenance } from '#contract/maintenance.ts';
import { hasFieldErrors } from '#src/lib/api-error.ts';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { useUnsavedChangesGuard } from '#src/ui/use-unsaved-changes-guard.ts';
import { useSaveProgramme } from './api/programme-queries.ts';
import { CatalogRow, controlId, CustomRow, type ProgrammeLookups } from './programme-row.tsx';
import { bySystem, customRow, initialRows, noErrors, programmeErrorsOf, programmeRequest, withCatalog, type ProgrammeErrors, type ProgrammeRow, type RowField } from './programme-rows.ts';

/** SPEC §8: the success dialogs of enabling and of updating a condominium's maintenances. */
export const PROGRAMME_SAVED = {
  title: 'Sucesso!',
  enabled: 'Manutenções habilitadas com sucesso!',
  updated: 'Manutenções atualizadas com sucesso!',
} as const;

const GENERAL_ERROR_ID = 'programme-general-error';
const FOCUS_ORDER: RowField[] = ['catalog', 'uuid', 'system', 'activity', 'type', 'periodicity', 'responsible_type', 'starts_on', 'due_soon_days'];

/** The control where a row's first problem is shown (a catalogue row's own problems sit on its checkbox). */
function firstErrorControl(rows: readonly ProgrammeRow[], errors: ProgrammeErrors): string | undefined {
  for (const row of rows) {
    const fields = errors.rows[row.key];
    const field = fields && FOCUS_ORDER.find((name) => fields[name]);
    if (!field) continue;
    if (field === 'catalog' || field === 'uuid') return controlId(row.key, row.catalog === null ? 'system' : 'catalog');
    return controlId(row.key, field);
  }
  return undefined;
}

interface ProgrammeEditorProps {
  condominiumUuid: string;
  catalog: readonly CatalogActivity[];
  enabled: readonly EnabledMaintenance[];
  lookups: ProgrammeLookups;
}

/**
 * The master's choice of a condominium's activities: the catalogue by building system, each checked activity with
 * its settings, and custom activities. Saving enables them (nothing enabled yet) or updates the programme (each
 * enabled one by its uuid), then shows SPEC §8's dialog and goes back to the condominium register (SPEC §2, §4).
 */
export function ProgrammeEditor({ condominiumUuid, catalog, enabled, lookups }: ProgrammeEditorProps) {
  const [today] = useState(productToday);
  const [initial, setInitial] = useState(() => initialRows(catalog, enabled, today));
  const [rows, setRows] = useState(initial);
  // The catalogue changed under the open screen ('Catálogo e listas'): its rows follow, master's settings stay.
  const [shownCatalog, setShownCatalog] = useState(catalog);
  if (catalog !== shownCatalog) {
    setShownCatalog(catalog);
    setInitial((current) => withCatalog(current, catalog, today));
    setRows((current) => withCatalog(current, catalog, today));
  }
  const [errors, setErrors] = useState<ProgrammeErrors>(noErrors);
  const [saving, setSaving] = useState(false);
  const customCount = useRef(0);
  const mode = enabled.length === 0 ? 'enable' : 'update';
  const save = useSaveProgramme(condominiumUuid);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const listingSearch = useListingReturn();

  const dirty = useMemo(() => JSON.stringify(rows) !== JSON.stringify(initial), [rows, initial]);
  useUnsavedChangesGuard(dirty && !saving);

  const groups = useMemo(() => bySystem(rows), [rows]);
  const customRows = rows.filter((row) => row.catalog === null);
  const selectedCount = rows.filter((row) => row.selected).length;

  const change = (key: string, patch: Partial<ProgrammeRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    if (errors.rows[key]) setErrors(({ rows: byRow, general }) => ({ rows: { ...byRow, [key]: {} }, general }));
  };

  const addCustom = () => {
    customCount.current += 1;
    const row = customRow(`custom-${customCount.current}`, today);
    flushSync(() => setRows((current) => [...current, row]));
    document.getElementById(controlId(row.key, 'system'))?.focus();
  };

  const remove = (key: string) => setRows((current) => current.filter((row) => row.key !== key));

  /** Shows the problems on their rows and moves focus to the first one. */
  const show = (next: ProgrammeErrors) => {
    flushSync(() => setErrors(next));
    document.getElementById(firstErrorControl(rows, next) ?? GENERAL_ERROR_ID)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const request = programmeRequest(rows);
    if ('errors' in request) return show(request.errors);
    setErrors(noErrors);
    setSaving(true);
    try {
      await save.mutateAsync({ mode, body: request.body });
    } catch (error) {
      setSaving(false);
      // Other failures were told by the mutation (a toast with the server's message).
      if (hasFieldErrors(error)) {
        const found = programmeErrorsOf(error.errors, request.keys);
        show({ ...found, general: found.general ?? error.message });
      }
      return;
    }
    // Still saving while leaving: the unsaved-changes guard lets this navigation pass.
    void dialogs.success({ title: PROGRAMME_SAVED.title, text: mode === 'enable' ? PROGRAMME_SAVED.enabled : PROGRAMME_SAVED.updated, dismissible: false });
    await navigate({ to: '/condominium-register', search: listingSearch });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <section aria-labelledby="programme-catalog" className="card p-5 md:p-6">
        <h3 id="programme-catalog" className="text-lg font-semibold text-slate-900 dark:text-white">
          Catálogo de atividades (ABNT NBR 5674)
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Marque as atividades deste condomínio. Periodicidade, tipo e responsável vêm do catálogo e podem ser ajustados.
        </p>
        <div className="mt-4 space-y-6">
          {groups.map(([system, systemRows]) => (
            <fieldset key={system} className="min-w-0">
              <legend className="text-base font-semibold text-slate-800 dark:text-slate-100">{system}</legend>
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {systemRows.map((row) => (
                  <CatalogRow key={row.key} row={row} errors={errors.rows[row.key]} lookups={lookups} onChange={(patch) => change(row.key, patch)} />
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
      </section>

      <section aria-labelledby="programme-custom" className="card space-y-4 p-5 md:p-6">
        <div>
          <h3 id="programme-custom" className="text-lg font-semibold text-slate-900 dark:text-white">
            Atividades personalizadas
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">O que o catálogo não traz: o sistema, a atividade e os mesmos ajustes.</p>
        </div>
        {customRows.length > 0 && (
          <ul className="space-y-4">
            {customRows.map((row) => (
              <CustomRow
                key={row.key}
                row={row}
                errors={errors.rows[row.key]}
                lookups={lookups}
                onChange={(patch) => change(row.key, patch)}
                onRemove={row.uuid ? undefined : () => remove(row.key)}
              />
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={addCustom}>
          <Plus aria-hidden="true" className="size-4" />
          Adicionar atividade personalizada
        </Button>
      </section>

      {errors.general && (
        <p id={GENERAL_ERROR_ID} role="alert" tabIndex={-1} className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {errors.general}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p aria-live="polite" className="text-sm text-slate-600 sm:me-auto dark:text-slate-300">
          {selectedCount === 1 ? '1 atividade marcada' : `${selectedCount} atividades marcadas`}
        </p>
        <Link to="/condominium-register" search={listingSearch} className={buttonClasses('secondary')}>
          Cancelar
        </Link>
        <Button type="submit" loading={saving}>
          {mode === 'enable' ? 'Habilitar manutenções' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}
