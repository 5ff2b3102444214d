import { calendarDaysBetween, productToday } from '#contract/calendar.ts';
import { REPORT_LONGEST_DAYS, REPORT_PERIOD_TOO_LONG, type MaintenanceReport } from '#contract/maintenance.ts';
import type { Transaction } from '#server/db/client.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { condominiumInScope, countsOf, periodOf, type OverviewRequest } from './overview.service.ts';
import { activeProgrammeOf, programmeFilter, toEnabledMaintenance } from './programme.repository.ts';
import { fullRecordsBetween } from './records.repository.ts';

type Call = Pick<CallContext, 'scope'>;

/** A calendar year, the assembleia's usual span: the year of `today` unless the request says otherwise. */
const calendarYearOf = (today: string) => ({ from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` });

/**
 * The assembleia report of a condominium (issue 23 §4): the building, the summary's counts, every execution of the
 * period with its evidence, and what is overdue today, for the maintenances the listing's filter shows (as the
 * summary counts them). Three statements whatever the number of executions: the evidence comes with them.
 */
export async function reportOf(tx: Transaction, call: Call, condominiumId: string, query: OverviewRequest): Promise<MaintenanceReport> {
  const { uuid, cnpj, corporate_name, comercial_name, zip_code, street, number, complement, neighborhood, state, city } = await condominiumInScope(tx, call, condominiumId);
  const today = productToday();
  const { from, to } = periodOf(query, calendarYearOf(today), { daysAfterStart: REPORT_LONGEST_DAYS - 1, message: REPORT_PERIOD_TOO_LONG });
  const covered = programmeFilter(query.selected_filter, today);
  // One transaction is one connection: its statements go one after the other.
  const executions = await fullRecordsBetween(tx, call.scope, condominiumId, from, to, covered);
  const programme = (await activeProgrammeOf(tx, call.scope, condominiumId, covered)).map((row) => toEnabledMaintenance(row, today));
  const counted = executions.map((execution) => ({ system: execution.maintenance.system, doneLate: execution.done_late, costCents: execution.cost_cents }));
  const overdue = programme
    .filter((item) => item.status === 'overdue')
    .map(({ uuid, system, activity, responsible_type, next_due_on }) => ({ uuid, system, activity, responsible_type, next_due_on, days_overdue: calendarDaysBetween(next_due_on, today) }));
  return {
    condominium: { uuid, cnpj, corporate_name, comercial_name, zip_code, street, number, complement, neighborhood, state, city },
    from,
    to,
    today,
    summary: countsOf(programme, counted),
    executions,
    // The programme comes by due date: the longest overdue first.
    overdue,
  };
}
