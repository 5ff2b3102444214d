import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_REFORM_STATUSES, type ReformEvent, type ReformSituation } from '#contract/reforms.ts';
import type { Executor } from '#server/db/client.ts';
import { apartments, condominiums, reformEvents, reforms, userApartments, users } from '#server/db/schema.ts';
import { withinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { activeIs, listPage, PageStatement, type Listing, type ListingRequest } from '#server/platform/listing.ts';

/**
 * Who follows which reforms besides the tenant scope: the staff and master every reform of their condominiums; a
 * morador those of the apartments they are linked to (or asked for), in condominiums whose plan has `reforms`.
 */
export type ReformReadership = { kind: 'staff' } | { kind: 'resident'; userId: string; condominiumIds: readonly string[] };

function readableBy(readership: ReformReadership): SQL | undefined {
  if (readership.kind === 'staff') return undefined;
  const linked = sql`exists (select 1 from ${userApartments} where ${userApartments.apartmentId} = ${reforms.apartmentId} and ${userApartments.userId} = ${readership.userId})`;
  return and(or(eq(reforms.requesterId, readership.userId), linked), withinScope({ all: false, condominiumIds: readership.condominiumIds }, reforms.condominiumId));
}

/** The reason of the latest disapproval, in the same statement. */
const latestDisapproval = sql<string | null>`(
  select ${reformEvents.reason} from ${reformEvents}
  where ${reformEvents.reformId} = ${reforms.id} and ${reformEvents.action} = 'disapprove'
  order by ${reformEvents.id} desc limit 1
)`;

const columns = {
  reform: reforms,
  condominium: { uuid: condominiums.id, comercial_name: condominiums.comercialName },
  apartment: { uuid: apartments.id, block: apartments.block, number: apartments.number },
  requester: { uuid: users.id, name: users.name },
  disapprovalReason: latestDisapproval,
};

export type ReformRow = {
  reform: typeof reforms.$inferSelect;
  condominium: { uuid: string; comercial_name: string };
  apartment: { uuid: string; block: string; number: string };
  requester: { uuid: string; name: string } | null;
  disapprovalReason: string | null;
};

const selectWithRelations = (db: Executor) =>
  db
    .select(columns)
    .from(reforms)
    .innerJoin(condominiums, eq(condominiums.id, reforms.condominiumId))
    .innerJoin(apartments, and(eq(apartments.id, reforms.apartmentId), eq(apartments.condominiumId, reforms.condominiumId)))
    .leftJoin(users, eq(users.id, reforms.requesterId));

export interface ReformsListingRequest extends ListingRequest {
  condominium?: string;
  situation?: ReformSituation;
}

/** The reform listing's order and its page's rows (see PageStatement). */
const reformPage = new PageStatement<ReformRow>([asc(reforms.condominiumId), desc(reforms.createdAt), asc(reforms.id)], (db, keys) => selectWithRelations(db).innerJoin(keys, eq(keys.key, reforms.id)));

function situationIs(situation: ReformSituation | undefined): SQL | undefined {
  if (!situation) return undefined;
  return situation === 'open' ? inArray(reforms.status, [...OPEN_REFORM_STATUSES]) : eq(reforms.status, situation);
}

export function reformListing<Item>(
  scope: TenantScope,
  readership: ReformReadership,
  request: ReformsListingRequest,
  toItem: (row: ReformRow) => Item,
): Listing<ReformRow, Item> {
  return {
    table: reforms,
    key: reforms.id,
    tenant: { column: reforms.condominiumId, scope },
    searchText: reforms.searchText,
    where: and(
      activeIs(reforms.active, request.status),
      request.condominium ? eq(reforms.condominiumId, request.condominium) : undefined,
      situationIs(request.situation),
      readableBy(readership),
    ),
    rows: reformPage,
    toItem,
  };
}

export const listReforms = <Item>(db: Executor, scope: TenantScope, readership: ReformReadership, request: ReformsListingRequest, toItem: (row: ReformRow) => Item) =>
  listPage(db, reformListing(scope, readership, request, toItem), request);

export async function findReform(db: Executor, scope: TenantScope, readership: ReformReadership, id: string, options: { forUpdate?: boolean } = {}): Promise<ReformRow | null> {
  const query = selectWithRelations(db).where(and(eq(reforms.id, id), withinScope(scope, reforms.condominiumId), readableBy(readership)));
  const [row] = options.forUpdate ? await query.for('update', { of: reforms }) : await query;
  return row ?? null;
}

export async function reformHistory(db: Executor, scope: TenantScope, reformId: string): Promise<ReformEvent[]> {
  const rows = await db
    .select({
      action: reformEvents.action,
      from_status: reformEvents.fromStatus,
      to_status: reformEvents.toStatus,
      reason: reformEvents.reason,
      by: { uuid: users.id, name: users.name },
      at: reformEvents.createdAt,
    })
    .from(reformEvents)
    .leftJoin(users, eq(users.id, reformEvents.actorId))
    .where(and(eq(reformEvents.reformId, reformId), withinScope(scope, reformEvents.condominiumId)))
    .orderBy(asc(reformEvents.id));
  return rows as ReformEvent[];
}

export type ReformColumns = Omit<typeof reforms.$inferInsert, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;

export async function insertReform(db: Executor, columns: ReformColumns): Promise<string> {
  const [row] = await db.insert(reforms).values(columns).returning({ id: reforms.id });
  return row!.id;
}

export async function updateReformRow(db: Executor, scope: TenantScope, id: string, columns: Partial<ReformColumns>) {
  await db.update(reforms).set(columns).where(and(eq(reforms.id, id), withinScope(scope, reforms.condominiumId)));
}

export async function insertReformEvent(db: Executor, event: typeof reformEvents.$inferInsert) {
  await db.insert(reformEvents).values(event);
}

/** The condominium of an apartment in the scope, and whether `userId` lives there; null when it is not the scope's. */
export async function apartmentFor(db: Executor, scope: TenantScope, apartmentId: string, userId: string) {
  const [row] = await db
    .select({
      condominiumId: apartments.condominiumId,
      block: apartments.block,
      number: apartments.number,
      linked: sql<boolean>`exists (select 1 from ${userApartments} where ${userApartments.apartmentId} = ${apartments.id} and ${userApartments.userId} = ${userId})`,
    })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), eq(apartments.active, true), withinScope(scope, apartments.condominiumId)));
  return row ?? null;
}
