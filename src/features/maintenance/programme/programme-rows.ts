import type { z } from 'zod';
import type { CatalogActivity, EnabledMaintenance, Periodicity, ProgrammeForm } from '#contract/maintenance.ts';
import { programmeForm } from '#contract/maintenance.ts';
import { defaultDueSoonDays } from '#contract/maintenance-schedule.ts';

/**
 * One activity of the programme screen as the master edits it: a catalogue activity (checked when enabled), or a
 * custom one. Selects and numbers hold the text of their controls; `programmeRequest` turns them into the body.
 */
export interface ProgrammeRow {
  key: string;
  /** The enabled maintenance this row changes; absent for one not enabled yet. */
  uuid?: string;
  /** The catalogue activity; null for a custom one (its own system and activity). */
  catalog: number | null;
  system: string;
  activity: string;
  /** In the programme: checked. An enabled one that is unchecked stays, inactive (nothing is ever deleted). */
  selected: boolean;
  type: string;
  periodicity: string;
  responsible_type: string;
  starts_on: string;
  /** Empty: the periodicity's default window (`defaultDueSoonDays`). */
  due_soon_days: string;
  affects_residents: boolean;
  active: boolean;
  /** Where an enabled maintenance stands today, to show beside it. */
  status?: EnabledMaintenance['status'];
}

export type RowField = 'catalog' | 'uuid' | 'system' | 'activity' | 'type' | 'periodicity' | 'responsible_type' | 'starts_on' | 'due_soon_days' | 'affects_residents' | 'active';

const fromEnabled = (maintenance: EnabledMaintenance, catalog: number | null): ProgrammeRow => ({
  key: catalog ? `catalog-${catalog}` : `maintenance-${maintenance.uuid}`,
  uuid: maintenance.uuid,
  catalog,
  system: maintenance.system,
  activity: maintenance.activity,
  selected: true,
  type: String(maintenance.type.id),
  periodicity: String(maintenance.periodicity.id),
  responsible_type: String(maintenance.responsible_type.id),
  starts_on: maintenance.starts_on,
  due_soon_days: String(maintenance.due_soon_days),
  affects_residents: maintenance.affects_residents,
  active: maintenance.active,
  status: maintenance.status,
});

const fromCatalog = (activity: CatalogActivity, today: string): ProgrammeRow => ({
  key: `catalog-${activity.id}`,
  catalog: activity.id,
  system: activity.system,
  activity: activity.activity,
  selected: false,
  type: String(activity.type.id),
  periodicity: String(activity.periodicity.id),
  responsible_type: String(activity.responsible_type.id),
  starts_on: today,
  due_soon_days: '',
  affects_residents: activity.affects_residents,
  active: true,
});

/** A new custom activity: the master names it and picks its settings; it starts today. */
export const customRow = (key: string, today: string): ProgrammeRow => ({
  key,
  catalog: null,
  system: '',
  activity: '',
  selected: true,
  type: '',
  periodicity: '',
  responsible_type: '',
  starts_on: today,
  due_soon_days: '',
  affects_residents: false,
  active: true,
});

/**
 * The screen's rows: every active catalogue activity (an enabled one checked, with its current settings), then the
 * enabled ones that are not in the catalogue (custom, or a retired catalogue activity: kept under its own names).
 */
export function initialRows(catalog: readonly CatalogActivity[], enabled: readonly EnabledMaintenance[], today: string): ProgrammeRow[] {
  const offered = catalog.filter((activity) => activity.active);
  const offeredIds = new Set(offered.map((activity) => activity.id));
  const enabledByCatalog = new Map(enabled.filter((item) => item.catalog_id !== null).map((item) => [item.catalog_id, item]));
  const catalogRows = offered.map((activity) => {
    const current = enabledByCatalog.get(activity.id);
    return current ? fromEnabled(current, activity.id) : fromCatalog(activity, today);
  });
  const ownRows = enabled.filter((item) => item.catalog_id === null || !offeredIds.has(item.catalog_id)).map((item) => fromEnabled(item, null));
  return [...catalogRows, ...ownRows];
}

/**
 * The rows once master has changed the catalogue ('Catálogo e listas') while the programme is open: a new active
 * activity is offered, a renamed one renamed, a retired one that is not enabled here leaves; what master had already
 * set on a row stays.
 */
export function withCatalog(rows: readonly ProgrammeRow[], catalog: readonly CatalogActivity[], today: string): ProgrammeRow[] {
  const byCatalog = new Map(rows.flatMap((row) => (row.catalog === null ? [] : [[row.catalog, row] as const])));
  const catalogRows = catalog.flatMap((activity) => {
    const row = byCatalog.get(activity.id);
    if (!row) return activity.active ? [fromCatalog(activity, today)] : [];
    return !activity.active && !row.uuid ? [] : [{ ...row, system: activity.system, activity: activity.activity }];
  });
  return [...catalogRows, ...rows.filter((row) => row.catalog === null)];
}

/** The catalogue rows by building system, in the catalogue's order. */
export function bySystem(rows: readonly ProgrammeRow[]): [string, ProgrammeRow[]][] {
  const groups = new Map<string, ProgrammeRow[]>();
  for (const row of rows) {
    if (row.catalog === null) continue;
    groups.set(row.system, [...(groups.get(row.system) ?? []), row]);
  }
  return [...groups];
}

/** The placeholder of the 'vence em breve' window: the default of the periodicity chosen. */
export function defaultWindowOf(periodicityId: string, periodicities: readonly Periodicity[]): number | undefined {
  const periodicity = periodicities.find((item) => String(item.id) === periodicityId);
  return periodicity && defaultDueSoonDays({ unit: periodicity.interval_unit, amount: periodicity.interval_amount });
}

const itemOf = (row: ProgrammeRow) => ({
  ...(row.uuid && { uuid: row.uuid }),
  catalog: row.catalog,
  // A catalogue activity is named by the catalogue; only a custom one sends its names.
  ...(row.catalog === null && { system: row.system, activity: row.activity }),
  type: row.type,
  periodicity: row.periodicity,
  responsible_type: row.responsible_type,
  starts_on: row.starts_on,
  due_soon_days: row.due_soon_days.trim() === '' ? null : row.due_soon_days,
  affects_residents: row.affects_residents,
  // Unchecking an enabled activity takes it out of the programme by making it inactive.
  active: row.selected && row.active,
});

/** Messages of a failed check, by row and field; `general` for the list as a whole. */
export interface ProgrammeErrors {
  rows: Record<string, Partial<Record<RowField, string>>>;
  general?: string;
}

export const noErrors: ProgrammeErrors = { rows: {} };

/**
 * Puts messages keyed `maintenances.<index>.<field>` (the contract's issues, or the server's 422) on the row that
 * was sent at that index. `keys` are the sent rows' keys, in the body's order.
 */
export function programmeErrorsOf(messages: Record<string, string[] | undefined>, keys: readonly string[]): ProgrammeErrors {
  const errors: ProgrammeErrors = { rows: {} };
  for (const [path, list] of Object.entries(messages)) {
    const message = list?.[0];
    if (!message) continue;
    const [, index, field] = /^maintenances\.(\d+)\.(\w+)/.exec(path) ?? [];
    const key = index === undefined ? undefined : keys[Number(index)];
    if (key && field) (errors.rows[key] ??= {})[field as RowField] ??= message;
    else errors.general ??= message;
  }
  return errors;
}

const CUSTOM_SYSTEM_MISSING = 'Informe o sistema da manutenção.';
const CUSTOM_ACTIVITY_MISSING = 'Informe a atividade.';

export type ProgrammeRequestBody = z.output<typeof programmeForm> & ProgrammeForm;

/**
 * The body of POST enable-dynamic-maintenance or PUT update-dynamic-maintenance: the checked rows and every enabled
 * one (each with its uuid), checked against the contract's schema first, so that the master sees each problem on
 * its row before anything is sent.
 */
export function programmeRequest(rows: readonly ProgrammeRow[]): { keys: string[]; body: ProgrammeRequestBody } | { keys: string[]; errors: ProgrammeErrors } {
  const sent = rows.filter((row) => row.selected || row.uuid);
  const keys = sent.map((row) => row.key);
  const parsed = programmeForm.safeParse({ maintenances: sent.map(itemOf) });
  if (parsed.success) return { keys, body: parsed.data };
  const messages: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  // The contract asks for a custom activity's names only once the rest of its row is valid: here, all at once.
  sent.forEach((row, index) => {
    if (row.catalog !== null) return;
    if (!row.system.trim()) messages[`maintenances.${index}.system`] ??= [CUSTOM_SYSTEM_MISSING];
    if (!row.activity.trim()) messages[`maintenances.${index}.activity`] ??= [CUSTOM_ACTIVITY_MISSING];
  });
  return { keys, errors: programmeErrorsOf(messages, keys) };
}
