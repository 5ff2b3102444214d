import { addCalendarDays, productToday, type CalendarDay } from '#contract/calendar.ts';
import type { EnabledMaintenance, MaintenanceFilter, MaintenanceSummary, TimelineEntry } from '#contract/maintenance.ts';
import { dueDatesUntil, MAINTENANCE_STATUSES, type MaintenanceStatus } from '#contract/maintenance-schedule.ts';
import type { Transaction } from '#server/db/client.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { assertWithinScope } from '#server/platform/access/tenancy.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import { findCondominium } from '../condominiums/condominiums.repository.ts';
import { activeProgrammeOf, programmeFilter, toEnabledMaintenance } from './programme.repository.ts';
import { recordsBetween } from './records.repository.ts';

type Call = Pick<CallContext, 'scope'>;
const CONDOMINIUM_NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';

/** How far a timeline looks back and ahead by default, and the longest period one may ask for. */
export const TIMELINE_DAYS = 90;
const LONGEST_PERIOD_DAYS = 3 * 366;

/** The condominium of a timeline, a summary or a report, if the caller's: else 404, as for one that does not exist. */
export async function condominiumInScope(tx: Transaction, call: Call, condominiumId: string) {
  assertWithinScope(call.scope, condominiumId, CONDOMINIUM_NOT_FOUND_MESSAGE);
  const condominium = await findCondominium(tx, call.scope, condominiumId);
  if (!condominium) throw notFound(CONDOMINIUM_NOT_FOUND_MESSAGE);
  return condominium;
}

async function condominiumOf(tx: Transaction, call: Call, condominiumId: string) {
  const { uuid, comercial_name } = await condominiumInScope(tx, call, condominiumId);
  return { uuid, comercial_name };
}

/** A timeline's or a summary's request: the period, and the listing's structured filter (`selected_filter`). */
export interface OverviewRequest {
  from?: CalendarDay;
  to?: CalendarDay;
  selected_filter?: MaintenanceFilter;
}

/** The longest period one may ask for (how many days its end may come after its start), and what a longer one is told. */
export interface PeriodBound {
  daysAfterStart: number;
  message: string;
}
const OVERVIEW_BOUND: PeriodBound = { daysAfterStart: LONGEST_PERIOD_DAYS, message: 'Escolha um período de até três anos.' };

/** The period asked for (the query's, else the filter's, else `defaults`), refused when reversed or longer than `bound`. */
export function periodOf(query: OverviewRequest, defaults: { from: CalendarDay; to: CalendarDay }, bound: PeriodBound = OVERVIEW_BOUND) {
  const from = query.from ?? query.selected_filter?.from ?? defaults.from;
  const to = query.to ?? query.selected_filter?.to ?? defaults.to;
  if (to < from) throw invalid('VALIDATION_ERROR', 'O fim do período deve ser depois do início.', { to: ['O fim do período deve ser depois do início.'] });
  if (addCalendarDays(from, bound.daysAfterStart) < to) throw invalid('VALIDATION_ERROR', bound.message, { to: [bound.message] });
  return { from, to };
}

/**
 * The maintenances a timeline or a summary covers: those the programme listing shows for the same filter (the one
 * `programmeFilter`, on the programme and, through their maintenance, on the executions), so that the three agree.
 */
async function coveredBy(tx: Transaction, call: Call, condominiumId: string, query: OverviewRequest, range: { from: CalendarDay; to: CalendarDay }, today: CalendarDay) {
  const covered = programmeFilter(query.selected_filter, today);
  // One transaction is one connection: its statements go one after the other.
  const records = await recordsBetween(tx, call.scope, condominiumId, range.from, range.to, covered);
  const programme = await activeProgrammeOf(tx, call.scope, condominiumId, covered);
  return { records, programme };
}

/**
 * One axis for a condominium: the executions done in the period, and the due dates ahead up to its end, each with
 * the status it has today (the next one of each activity; those after it are em dia until then).
 */
export async function timelineOf(tx: Transaction, call: Call, condominiumId: string, query: OverviewRequest) {
  await condominiumOf(tx, call, condominiumId);
  const today = productToday();
  const { from, to } = periodOf(query, { from: addCalendarDays(today, -TIMELINE_DAYS), to: addCalendarDays(today, TIMELINE_DAYS) });
  const { records, programme } = await coveredBy(tx, call, condominiumId, query, { from, to }, today);
  const entries: TimelineEntry[] = records.map((record) => ({
    kind: 'performed',
    day: record.performedOn,
    maintenance: { uuid: record.maintenanceId, system: record.system, activity: record.activity },
    status: record.doneLate ? 'done_late' : 'up_to_date',
    record_uuid: record.id,
  }));
  for (const row of programme) {
    const item = toEnabledMaintenance(row, today);
    const interval = { unit: item.periodicity.interval_unit, amount: item.periodicity.interval_amount };
    dueDatesUntil(item.next_due_on, interval, to).forEach((day, index) => {
      if (day < from) return;
      entries.push({ kind: 'due', day, maintenance: { uuid: item.uuid, system: item.system, activity: item.activity }, status: index === 0 ? item.status : 'up_to_date', record_uuid: null });
    });
  }
  entries.sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind) || a.maintenance.system.localeCompare(b.maintenance.system));
  return { from, to, today, entries };
}

/** What an execution counts in a summary. */
interface CountedExecution {
  system: string;
  doneLate: boolean;
  costCents: number | null;
}

export type SummaryCounts = Pick<MaintenanceSummary, 'by_status' | 'by_system' | 'performed' | 'cost_cents'>;

/** The counts of a summary (and of a report's): the programme by status today, executions and their cost, per system too. */
export function countsOf(programme: readonly EnabledMaintenance[], executions: readonly CountedExecution[]): SummaryCounts {
  const byStatus = Object.fromEntries(MAINTENANCE_STATUSES.map((status) => [status, 0])) as Record<MaintenanceStatus, number>;
  const systems = new Map<string, { system: string; enabled: number; performed: number; done_late: number; overdue: number }>();
  const systemOf = (system: string) => {
    if (!systems.has(system)) systems.set(system, { system, enabled: 0, performed: 0, done_late: 0, overdue: 0 });
    return systems.get(system)!;
  };
  for (const { status, system } of programme) {
    byStatus[status] += 1;
    systemOf(system).enabled += 1;
    if (status === 'overdue') systemOf(system).overdue += 1;
  }
  for (const execution of executions) {
    systemOf(execution.system).performed += 1;
    if (execution.doneLate) systemOf(execution.system).done_late += 1;
  }
  return {
    by_status: byStatus,
    by_system: [...systems.values()].sort((a, b) => b.overdue - a.overdue || a.system.localeCompare(b.system)),
    performed: executions.length,
    cost_cents: executions.reduce((total, execution) => total + (execution.costCents ?? 0), 0),
  };
}

/** Counts for a period: the programme by status today, executions and their cost in the period, per system too. */
export async function summaryOf(tx: Transaction, call: Call, condominiumId: string, query: OverviewRequest): Promise<MaintenanceSummary> {
  const condominium = await condominiumOf(tx, call, condominiumId);
  const today = productToday();
  const { from, to } = periodOf(query, { from: addCalendarDays(today, -30), to: today });
  const { records, programme } = await coveredBy(tx, call, condominiumId, query, { from, to }, today);
  return { condominium, from, to, ...countsOf(programme.map((row) => toEnabledMaintenance(row, today)), records) };
}
