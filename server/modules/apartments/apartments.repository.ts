import { and, asc, eq, sql } from 'drizzle-orm';
import type { Apartment, ApartmentOption, PlannedApartment } from '#contract/apartments.ts';
import type { ResidentRelation } from '#contract/users.ts';
import type { Executor } from '#server/db/client.ts';
import { apartments, condominiums, userApartments, users } from '#server/db/schema.ts';
import { withinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { activeIs, listPage, PageStatement, type Listing, type ListingRequest } from '#server/platform/listing.ts';

type Resident = { uuid: string; name: string; relation: ResidentRelation };

/** The residents of the row's apartment as one JSON array, in the same statement (no query per row). */
const residentsOf = sql<Resident[]>`coalesce((
  select json_agg(json_build_object('uuid', ${users.id}, 'name', ${users.name}, 'relation', ${userApartments.relation}) order by ${users.name})
  from ${userApartments} join ${users} on ${users.id} = ${userApartments.userId}
  where ${userApartments.apartmentId} = ${apartments.id}
), '[]'::json)`;

const columns = {
  apartment: apartments,
  condominium: { uuid: condominiums.id, comercial_name: condominiums.comercialName },
  residents: residentsOf,
};

type Row = { apartment: typeof apartments.$inferSelect; condominium: Apartment['condominium']; residents: Resident[] };

function toApartment({ apartment: a, condominium, residents }: Row): Apartment {
  return {
    uuid: a.id,
    condominium,
    block: a.block,
    number: a.number,
    floor: a.floor,
    active: a.active,
    residents,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
  };
}

const selectWithRelations = (db: Executor) => db.select(columns).from(apartments).innerJoin(condominiums, eq(condominiums.id, apartments.condominiumId));

/** The order of every apartment list: by condominium, block, floor and number — the listing-order index. */
const listingOrder = [asc(apartments.condominiumId), asc(apartments.block), asc(apartments.floor), asc(apartments.number), asc(apartments.id)];

export interface ApartmentsListingRequest extends ListingRequest {
  condominium?: string;
}

/** The apartment listing's order and its page's rows (see PageStatement). */
const apartmentPage = new PageStatement<Row>(listingOrder, (db, keys) => selectWithRelations(db).innerJoin(keys, eq(keys.key, apartments.id)));

function apartmentListing(scope: TenantScope, request: ApartmentsListingRequest): Listing<Row, Apartment> {
  const filters = [activeIs(apartments.active, request.status), request.condominium ? eq(apartments.condominiumId, request.condominium) : undefined];
  return {
    table: apartments,
    key: apartments.id,
    tenant: { column: apartments.condominiumId, scope },
    searchText: apartments.searchText,
    where: and(...filters),
    rows: apartmentPage,
    toItem: toApartment,
  };
}

export const listApartments = (db: Executor, scope: TenantScope, request: ApartmentsListingRequest) =>
  listPage(db, apartmentListing(scope, request), request);

export async function findApartment(db: Executor, scope: TenantScope, id: string, options: { forUpdate?: boolean } = {}): Promise<Apartment | null> {
  const query = selectWithRelations(db).where(and(eq(apartments.id, id), withinScope(scope, apartments.condominiumId)));
  const [row] = options.forUpdate ? await query.for('update', { of: apartments }) : await query;
  return row ? toApartment(row) : null;
}

export type ApartmentColumns = { condominiumId: string; block: string; number: string; floor: number | null };

/** Inserts the rows; with `skipExisting`, one whose block and number the condominium has already is left out. */
export async function insertApartments(db: Executor, rows: ApartmentColumns[], { skipExisting = false } = {}): Promise<string[]> {
  const insert = db.insert(apartments).values(rows);
  const created = await (skipExisting ? insert.onConflictDoNothing() : insert).returning({ id: apartments.id });
  return created.map((row) => row.id);
}

export async function updateApartmentRow(db: Executor, scope: TenantScope, id: string, columns: Partial<ApartmentColumns> & { active?: boolean }) {
  const updated = await db
    .update(apartments)
    .set(columns)
    .where(and(eq(apartments.id, id), withinScope(scope, apartments.condominiumId)))
    .returning({ id: apartments.id });
  return updated.length > 0;
}

/** The active apartments of one condominium of the scope, for selects; with `includeInactive`, every one. */
export async function apartmentOptions(db: Executor, scope: TenantScope, condominiumId: string, { includeInactive = false } = {}): Promise<ApartmentOption[]> {
  return db
    .select({ uuid: apartments.id, block: apartments.block, number: apartments.number, floor: apartments.floor })
    .from(apartments)
    .where(and(eq(apartments.condominiumId, condominiumId), includeInactive ? undefined : eq(apartments.active, true), withinScope(scope, apartments.condominiumId)))
    .orderBy(...listingOrder);
}

/** Bulk plans name blocks and numbers; the rows they become. */
export const plannedRows = (condominiumId: string, planned: PlannedApartment[]): ApartmentColumns[] =>
  planned.map((apartment) => ({ condominiumId, block: apartment.block, number: apartment.number, floor: apartment.floor }));
