import { and, asc, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Prospect, ProspectDetail } from '#contract/prospects.ts';
import type { Executor } from '#server/db/client.ts';
import { prospectContactAttempts, prospects } from '#server/db/schema.ts';
import { platformOnly, type TenantScope } from '#server/platform/access/tenancy.ts';
import { forbidden } from '#server/platform/errors.ts';
import { activeIs, listPage, PageStatement, type Listing, type ListingRequest } from '#server/platform/listing.ts';

export type ProspectRow = typeof prospects.$inferSelect;
type ProspectColumns = Omit<typeof prospects.$inferInsert, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;

export function toProspect(row: ProspectRow): Prospect {
  return {
    uuid: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    condominium_name: row.condominiumName,
    cnpj: row.cnpj,
    units: row.units,
    message: row.message,
    active: row.active,
    access_sent_at: row.accessSentAt,
    condominium_uuid: row.condominiumId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The prospect listing's order and its page's rows (see PageStatement). */
const prospectPage = new PageStatement<ProspectRow>([desc(prospects.createdAt), desc(prospects.id)], (db, keys) => db.select(getTableColumns(prospects)).from(prospects).innerJoin(keys, eq(keys.key, prospects.id)));

/** The master's listing of access requests, newest first. */
export function prospectListing(status?: ListingRequest['status']): Listing<ProspectRow, Prospect> {
  return {
    table: prospects,
    key: prospects.id,
    searchText: prospects.searchText,
    where: activeIs(prospects.active, status),
    rows: prospectPage,
    toItem: toProspect,
  };
}

/** Access requests belong to no tenant: only the platform's scope lists them. */
export function listProspects(db: Executor, scope: TenantScope, request: ListingRequest) {
  if (!scope.all) throw forbidden();
  return listPage(db, prospectListing(request.status), request);
}

export async function findProspect(db: Executor, scope: TenantScope, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(prospects).where(and(eq(prospects.id, id), platformOnly(scope)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateProspectRow(db: Executor, scope: TenantScope, id: string, set: Partial<ProspectColumns>) {
  const [row] = await db.update(prospects).set(set).where(and(eq(prospects.id, id), platformOnly(scope))).returning();
  return row ?? null;
}

/** Inserts the request unless the CNPJ has an open one; returns the new id, or null when it had. */
export async function insertOpenProspect(db: Executor, scope: TenantScope, columns: ProspectColumns) {
  if (!scope.all) throw forbidden();
  const [created] = await db
    .insert(prospects)
    .values(columns)
    .onConflictDoNothing({ target: prospects.cnpj, where: isNull(prospects.accessSentAt) })
    .returning({ id: prospects.id });
  return created?.id ?? null;
}

/** The open request of a CNPJ (access not sent yet), whether active or archived. */
export async function findOpenProspectId(db: Executor, scope: TenantScope, cnpj: string) {
  const [row] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.cnpj, cnpj), isNull(prospects.accessSentAt), platformOnly(scope)));
  return row?.id ?? null;
}

type ContactAttemptColumns = Omit<typeof prospectContactAttempts.$inferInsert, 'id' | 'createdAt'>;

export async function insertContactAttempt(db: Executor, scope: TenantScope, columns: ContactAttemptColumns) {
  if (!scope.all) throw forbidden();
  await db.insert(prospectContactAttempts).values(columns);
}

/** The contacts received for a request after it was opened, oldest first. */
export async function contactAttemptsOf(db: Executor, scope: TenantScope, prospectId: string): Promise<ProspectDetail['contact_attempts']> {
  const rows = await db
    .select()
    .from(prospectContactAttempts)
    .where(and(eq(prospectContactAttempts.prospectId, prospectId), platformOnly(scope)))
    .orderBy(asc(prospectContactAttempts.createdAt));
  return rows.map((row) => ({
    name: row.name,
    email: row.email,
    phone: row.phone,
    condominium_name: row.condominiumName,
    units: row.units,
    message: row.message,
    created_at: row.createdAt,
  }));
}
