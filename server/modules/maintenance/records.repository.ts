import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { EvidenceFile, MaintenanceFilter, MaintenanceRecord } from '#contract/maintenance.ts';
import type { Executor } from '#server/db/client.ts';
import { condominiumMaintenances, condominiums, maintenanceDocumentTypes, maintenanceEvidence, maintenanceRecords, maintenanceResponsibleTypes, users } from '#server/db/schema.ts';
import { withinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { listPage, PageStatement, type Listing, type ListingRequest } from '#server/platform/listing.ts';

const r = maintenanceRecords;

/** An execution's evidence as the JSON of one statement gives it: dates are text there. */
type EvidenceJson = Omit<EvidenceFile, 'created_at'> & { created_at: string };

const evidenceOfRecord = sql<EvidenceJson[]>`coalesce((
  select json_agg(json_build_object(
    'uuid', ${maintenanceEvidence.id}, 'file_name', ${maintenanceEvidence.fileName}, 'content_type', ${maintenanceEvidence.contentType},
    'size', ${maintenanceEvidence.size}, 'created_at', ${maintenanceEvidence.createdAt},
    'document_type', json_build_object('id', ${maintenanceDocumentTypes.id}, 'name', ${maintenanceDocumentTypes.name})
  ) order by ${maintenanceEvidence.createdAt}, ${maintenanceEvidence.id})
  from ${maintenanceEvidence} join ${maintenanceDocumentTypes} on ${maintenanceDocumentTypes.id} = ${maintenanceEvidence.documentTypeId}
  where ${maintenanceEvidence.recordId} = ${r.id}
), '[]'::json)`;

const columns = {
  record: r,
  maintenance: { uuid: condominiumMaintenances.id, system: condominiumMaintenances.system, activity: condominiumMaintenances.activity },
  condominium: { uuid: condominiums.id, comercial_name: condominiums.comercialName },
  responsible_type: { id: maintenanceResponsibleTypes.id, name: maintenanceResponsibleTypes.name },
  recorded_by: { uuid: users.id, name: users.name },
  evidence: evidenceOfRecord,
};

type RecordRow = {
  record: typeof r.$inferSelect;
  maintenance: MaintenanceRecord['maintenance'];
  condominium: MaintenanceRecord['condominium'];
  responsible_type: MaintenanceRecord['responsible_type'];
  recorded_by: MaintenanceRecord['recorded_by'];
  evidence: EvidenceJson[];
};

const selectRecords = (db: Executor) =>
  db
    .select(columns)
    .from(r)
    .innerJoin(condominiumMaintenances, and(eq(condominiumMaintenances.id, r.maintenanceId), eq(condominiumMaintenances.condominiumId, r.condominiumId)))
    .innerJoin(condominiums, eq(condominiums.id, r.condominiumId))
    .innerJoin(maintenanceResponsibleTypes, eq(maintenanceResponsibleTypes.id, r.responsibleTypeId))
    .leftJoin(users, eq(users.id, r.recordedBy));

function toRecord(row: RecordRow): MaintenanceRecord {
  const { record } = row;
  return {
    uuid: record.id,
    maintenance: row.maintenance,
    condominium: row.condominium,
    performed_on: record.performedOn,
    due_on: record.dueOn,
    done_late: record.doneLate,
    responsible_type: row.responsible_type,
    company: record.company,
    professional: record.professional,
    art_number: record.artNumber,
    cost_cents: record.costCents,
    notes: record.notes,
    recorded_by: row.recorded_by,
    evidence: row.evidence.map((file) => ({ ...file, created_at: new Date(file.created_at) })),
    created_at: record.createdAt,
  };
}

/** Executions of a maintenance of the listed system, whether on time or late, in the period (`selected_filter`). */
function recordsFilter(filter: MaintenanceFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const late = filter.status?.includes('done_late');
  const onTime = filter.status?.includes('up_to_date');
  return and(
    late !== onTime && (late || onTime) ? eq(r.doneLate, Boolean(late)) : undefined,
    filter.system
      ? sql`exists (select 1 from ${condominiumMaintenances} where ${condominiumMaintenances.id} = ${r.maintenanceId} and lower(${condominiumMaintenances.system}) = lower(${filter.system}))`
      : undefined,
    filter.periodicity
      ? sql`exists (select 1 from ${condominiumMaintenances} where ${condominiumMaintenances.id} = ${r.maintenanceId} and ${condominiumMaintenances.periodicityId} = ${filter.periodicity})`
      : undefined,
    filter.responsible_type ? eq(r.responsibleTypeId, filter.responsible_type) : undefined,
    filter.condominium ? eq(r.condominiumId, filter.condominium) : undefined,
    filter.from ? gte(r.performedOn, filter.from) : undefined,
    filter.to ? lte(r.performedOn, filter.to) : undefined,
  );
}

export interface RecordsListingRequest extends ListingRequest {
  selected_filter?: MaintenanceFilter;
}

/** The record listing's order and its page's rows (see PageStatement). */
const recordPage = new PageStatement<RecordRow>([asc(r.condominiumId), desc(r.performedOn), asc(r.id)], (db, keys) => selectRecords(db).innerJoin(keys, eq(keys.key, r.id)));

/** The executions of the scope's condominiums, newest first. */
export function listRecords(db: Executor, scope: TenantScope, request: RecordsListingRequest) {
  const listing: Listing<RecordRow, MaintenanceRecord> = {
    table: r,
    key: r.id,
    tenant: { column: r.condominiumId, scope },
    searchText: r.searchText,
    where: recordsFilter(request.selected_filter),
    rows: recordPage,
    toItem: toRecord,
  };
  return listPage(db, listing, request);
}

export async function findRecord(db: Executor, scope: TenantScope, id: string): Promise<MaintenanceRecord | null> {
  const [row] = await selectRecords(db).where(and(eq(r.id, id), withinScope(scope, r.condominiumId)));
  return row ? toRecord(row) : null;
}

/** Every execution of a maintenance, newest first. */
export async function recordsOf(db: Executor, scope: TenantScope, maintenanceId: string): Promise<MaintenanceRecord[]> {
  const rows = await selectRecords(db)
    .where(and(eq(r.maintenanceId, maintenanceId), withinScope(scope, r.condominiumId)))
    .orderBy(desc(r.performedOn), desc(r.createdAt));
  return rows.map(toRecord);
}

/** The executions of a condominium performed in a period (the timeline and the summary), of the maintenances that meet `covered`. */
export const recordsBetween = (db: Executor, scope: TenantScope, condominiumId: string, from: string, to: string, covered?: SQL) =>
  db
    .select({
      id: r.id,
      maintenanceId: r.maintenanceId,
      performedOn: r.performedOn,
      doneLate: r.doneLate,
      costCents: r.costCents,
      system: condominiumMaintenances.system,
      activity: condominiumMaintenances.activity,
    })
    .from(r)
    .innerJoin(condominiumMaintenances, and(eq(condominiumMaintenances.id, r.maintenanceId), eq(condominiumMaintenances.condominiumId, r.condominiumId)))
    .where(and(eq(r.condominiumId, condominiumId), gte(r.performedOn, from), lte(r.performedOn, to), covered, withinScope(scope, r.condominiumId)))
    .orderBy(asc(r.performedOn), asc(r.id));

/**
 * Every execution of a condominium performed in a period, of the maintenances that meet `covered`, whole (with its
 * evidence, in the same statement): the assembleia report's, by system, then by day.
 */
export async function fullRecordsBetween(db: Executor, scope: TenantScope, condominiumId: string, from: string, to: string, covered?: SQL): Promise<MaintenanceRecord[]> {
  const rows = await selectRecords(db)
    .where(and(eq(r.condominiumId, condominiumId), gte(r.performedOn, from), lte(r.performedOn, to), covered, withinScope(scope, r.condominiumId)))
    .orderBy(asc(condominiumMaintenances.system), asc(r.performedOn), asc(r.createdAt), asc(r.id));
  return rows.map(toRecord);
}

export async function insertRecord(db: Executor, values: Omit<typeof r.$inferInsert, 'id' | 'searchText' | 'createdAt'>): Promise<string> {
  const [row] = await db.insert(r).values(values).returning({ id: r.id });
  return row!.id;
}

/** The responsible type of the last execution of each of some maintenances (the public page's "who did it last"). */
export async function lastResponsibleTypes(db: Executor, scope: TenantScope, maintenanceIds: string[]): Promise<Map<string, string>> {
  if (maintenanceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([r.maintenanceId], { maintenanceId: r.maintenanceId, name: maintenanceResponsibleTypes.name })
    .from(r)
    .innerJoin(maintenanceResponsibleTypes, eq(maintenanceResponsibleTypes.id, r.responsibleTypeId))
    .where(and(inArray(r.maintenanceId, maintenanceIds), withinScope(scope, r.condominiumId)))
    .orderBy(r.maintenanceId, desc(r.performedOn), desc(r.createdAt));
  return new Map(rows.map((row) => [row.maintenanceId, row.name]));
}
