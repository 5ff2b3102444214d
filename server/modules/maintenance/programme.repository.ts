import { and, asc, eq, gte, inArray, lte, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { addCalendarDays, type CalendarDay } from '#contract/calendar.ts';
import type { EnabledMaintenance, MaintenanceFilter } from '#contract/maintenance.ts';
import { statusOn, type MaintenanceStatus } from '#contract/maintenance-schedule.ts';
import type { Executor } from '#server/db/client.ts';
import {
  condominiumMaintenances,
  condominiums,
  maintenancePeriodicities,
  maintenanceResponsibleTypes,
  maintenanceTypes,
} from '#server/db/schema.ts';
import { snakeCased } from '#server/db/snake-cased.ts';
import { withinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { listPage, PageStatement, type Listing, type ListingRequest } from '#server/platform/listing.ts';

const m = condominiumMaintenances;

const columns = {
  maintenance: m,
  condominium: { uuid: condominiums.id, comercial_name: condominiums.comercialName },
  type: { id: maintenanceTypes.id, name: maintenanceTypes.name },
  periodicity: {
    id: maintenancePeriodicities.id,
    name: maintenancePeriodicities.name,
    interval_unit: maintenancePeriodicities.intervalUnit,
    interval_amount: maintenancePeriodicities.intervalAmount,
  },
  responsible_type: { id: maintenanceResponsibleTypes.id, name: maintenanceResponsibleTypes.name },
};

export type ProgrammeRow = {
  maintenance: typeof m.$inferSelect;
  condominium: EnabledMaintenance['condominium'];
  type: EnabledMaintenance['type'];
  periodicity: EnabledMaintenance['periodicity'];
  responsible_type: EnabledMaintenance['responsible_type'];
};

export const selectProgramme = (db: Executor) =>
  db
    .select(columns)
    .from(m)
    .innerJoin(condominiums, eq(condominiums.id, m.condominiumId))
    .innerJoin(maintenanceTypes, eq(maintenanceTypes.id, m.typeId))
    .innerJoin(maintenancePeriodicities, eq(maintenancePeriodicities.id, m.periodicityId))
    .innerJoin(maintenanceResponsibleTypes, eq(maintenanceResponsibleTypes.id, m.responsibleTypeId));

export function toEnabledMaintenance(row: ProgrammeRow, today: CalendarDay): EnabledMaintenance {
  const item = row.maintenance;
  return {
    uuid: item.id,
    condominium: row.condominium,
    type: row.type,
    periodicity: row.periodicity,
    responsible_type: row.responsible_type,
    ...snakeCased(item, [
      'catalogId', 'system', 'activity', 'startsOn', 'dueSoonDays', 'affectsResidents', 'active', 'lastPerformedOn', 'nextDueOn', 'publicId',
    ]),
    status: statusOn(item, today),
  };
}

/** The SQL of `statusOn` (contract/maintenance-schedule.ts), for filters: the same four cases on `today` (or its placeholder). */
export function statusIs(status: MaintenanceStatus, today: CalendarDay | Placeholder): SQL {
  const windowOpens = sql`(${m.nextDueOn} - ${m.dueSoonDays})`;
  switch (status) {
    case 'overdue':
      return sql`${m.nextDueOn} < ${today}::date`;
    case 'due_soon':
      return and(gte(m.nextDueOn, today), sql`${windowOpens} <= ${today}::date`)!;
    case 'done_late':
      return and(sql`${windowOpens} > ${today}::date`, eq(m.lastDoneLate, true))!;
    case 'up_to_date':
      return and(sql`${windowOpens} > ${today}::date`, eq(m.lastDoneLate, false))!;
  }
}

/** The structured filter of the listings (`selected_filter`), on the programme's columns. */
export function programmeFilter(filter: MaintenanceFilter | undefined, today: CalendarDay): SQL | undefined {
  if (!filter) return undefined;
  return and(
    filter.status?.length ? or(...filter.status.map((status) => statusIs(status, today))) : undefined,
    filter.system ? sql`lower(${m.system}) = lower(${filter.system})` : undefined,
    filter.periodicity ? eq(m.periodicityId, filter.periodicity) : undefined,
    filter.responsible_type ? eq(m.responsibleTypeId, filter.responsible_type) : undefined,
    filter.condominium ? eq(m.condominiumId, filter.condominium) : undefined,
  );
}

export interface ProgrammeListingRequest extends ListingRequest {
  selected_filter?: MaintenanceFilter;
}

/** The programme listing's order and its page's rows (see PageStatement). */
const programmePage = new PageStatement<ProgrammeRow>([asc(m.condominiumId), asc(m.nextDueOn), asc(m.id)], (db, keys) => selectProgramme(db).innerJoin(keys, eq(keys.key, m.id)));

/** The active programme of the scope's condominiums, overdue first (by next due date), then the rest as they come due. */
export function listProgramme(db: Executor, scope: TenantScope, request: ProgrammeListingRequest, today: CalendarDay) {
  const filter = request.selected_filter;
  const listing: Listing<ProgrammeRow, EnabledMaintenance> = {
    table: m,
    key: m.id,
    tenant: { column: m.condominiumId, scope },
    searchText: m.searchText,
    where: and(
      eq(m.active, true),
      programmeFilter(filter, today),
      filter?.from ? gte(m.nextDueOn, filter.from) : undefined,
      filter?.to ? lte(m.nextDueOn, filter.to) : undefined,
    ),
    rows: programmePage,
    toItem: (row) => toEnabledMaintenance(row, today),
  };
  return listPage(db, listing, request);
}

export async function findProgrammeItem(db: Executor, scope: TenantScope, id: string, options: { forUpdate?: boolean } = {}): Promise<ProgrammeRow | null> {
  const query = selectProgramme(db).where(and(eq(m.id, id), withinScope(scope, m.condominiumId)));
  const [row] = options.forUpdate ? await query.for('update', { of: m }) : await query;
  return row ?? null;
}

/** Every activity enabled for a condominium (active or not), by system and activity. */
export const programmeOf = (db: Executor, scope: TenantScope, condominiumId: string): Promise<ProgrammeRow[]> =>
  selectProgramme(db)
    .where(and(eq(m.condominiumId, condominiumId), withinScope(scope, m.condominiumId)))
    .orderBy(asc(m.system), asc(m.activity), asc(m.id));

/** The active activities of a condominium that meet `covered` (the timeline's and the summary's). */
export const activeProgrammeOf = (db: Executor, scope: TenantScope, condominiumId: string, covered?: SQL): Promise<ProgrammeRow[]> =>
  selectProgramme(db)
    .where(and(eq(m.condominiumId, condominiumId), eq(m.active, true), covered, withinScope(scope, m.condominiumId)))
    .orderBy(asc(m.nextDueOn), asc(m.id));

export type ProgrammeColumns = Omit<typeof m.$inferInsert, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;

export async function insertProgrammeItem(db: Executor, values: ProgrammeColumns): Promise<string> {
  const [row] = await db.insert(m).values(values).returning({ id: m.id });
  return row!.id;
}

export async function updateProgrammeItem(db: Executor, scope: TenantScope, id: string, values: Partial<ProgrammeColumns>) {
  await db.update(m).set(values).where(and(eq(m.id, id), withinScope(scope, m.condominiumId)));
}

/** The activities of `condominiumId` among `ids` (an update may only change the condominium's own). */
export async function programmeIdsAmong(db: Executor, scope: TenantScope, condominiumId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: m.id })
    .from(m)
    .where(and(inArray(m.id, ids), eq(m.condominiumId, condominiumId), withinScope(scope, m.condominiumId)));
  return new Set(rows.map((row) => row.id));
}

/** The catalogue activities already enabled for a condominium, by catalogue id. */
export async function enabledCatalogIds(db: Executor, scope: TenantScope, condominiumId: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: m.id, catalogId: m.catalogId })
    .from(m)
    .where(and(eq(m.condominiumId, condominiumId), not(sql`${m.catalogId} is null`), withinScope(scope, m.condominiumId)));
  return new Map(rows.map((row) => [row.catalogId!, row.id]));
}

/** Active activities whose due-soon window opened by `today`, or that are overdue, and were not announced for this due date. */
export function unannouncedOn(db: Executor, scope: TenantScope, today: CalendarDay) {
  return db
    .select({ id: m.id, condominiumId: m.condominiumId, system: m.system, activity: m.activity, nextDueOn: m.nextDueOn, dueSoonNoticeFor: m.dueSoonNoticeFor, overdueNoticeFor: m.overdueNoticeFor })
    .from(m)
    .where(
      and(
        eq(m.active, true),
        // Within a year of today on the index, then the window itself (it is at most 365 days).
        lte(m.nextDueOn, addCalendarDays(today, 365)),
        sql`(${m.nextDueOn} - ${m.dueSoonDays}) <= ${today}::date`,
        or(
          and(sql`${m.nextDueOn} < ${today}::date`, sql`${m.overdueNoticeFor} is distinct from ${m.nextDueOn}`),
          and(gte(m.nextDueOn, today), sql`${m.dueSoonNoticeFor} is distinct from ${m.nextDueOn}`),
        ),
        withinScope(scope, m.condominiumId),
      ),
    );
}
