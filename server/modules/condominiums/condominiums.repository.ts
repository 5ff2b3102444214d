import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Condominium, CondominiumListItem } from '#contract/condominiums.ts';
import type { Executor } from '#server/db/client.ts';
import { cities, condominiums, plans, states } from '#server/db/schema.ts';
import { scopeValues, withinScope, withinScopeParameters, type TenantScope } from '#server/platform/access/tenancy.ts';
import { forbidden } from '#server/platform/errors.ts';
import { activeIs, listPage, PageStatement, type Listing, type ListingRequest } from '#server/platform/listing.ts';
import { PreparedStatement } from '#server/platform/prepared-statement.ts';
import { logoUrl } from './logo-image.ts';

const columns = {
  condominium: condominiums,
  plan: { name: plans.name, rank: plans.rank },
  state: { id: states.id, uf: states.uf, name: states.name },
  city: { id: cities.id, name: cities.name },
};

type Row = {
  condominium: typeof condominiums.$inferSelect;
  plan: { name: Condominium['plan']['name']; rank: number };
  state: { id: number; uf: string; name: string } | null;
  city: { id: number; name: string } | null;
};

function toCondominium({ condominium: c, plan, state, city }: Row): Condominium {
  return {
    uuid: c.id,
    cnpj: c.cnpj,
    corporate_name: c.corporateName,
    comercial_name: c.comercialName,
    email: c.email,
    phone: c.phone,
    mobile_phone: c.mobilePhone,
    zip_code: c.zipCode,
    street: c.street,
    number: c.number,
    complement: c.complement,
    neighborhood: c.neighborhood,
    state,
    city,
    units: c.units,
    blocks: c.blocks,
    plan,
    allowed_modules: c.allowedModules,
    logo: logoUrl(c.id, c.logo),
    active: c.active,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

function selectWithRelations(db: Executor) {
  return db
    .select(columns)
    .from(condominiums)
    .innerJoin(plans, eq(plans.id, condominiums.planId))
    .leftJoin(states, eq(states.id, condominiums.stateId))
    .leftJoin(cities, eq(cities.id, condominiums.cityId));
}

/** A condominium is its own tenant: its id is the column the scope limits. */
const inScope = (scope: TenantScope) => withinScope(scope, condominiums.id);

/** One condominium of the scope with its relations: the read of every profile, form and change (see PreparedStatement). */
const condominiumById = new PreparedStatement((db) =>
  selectWithRelations(db).where(and(eq(condominiums.id, sql.placeholder('id')), withinScopeParameters(condominiums.id))),
);

export async function findCondominium(db: Executor, scope: TenantScope, id: string): Promise<Condominium | null> {
  const [row] = await condominiumById.run(db, { id, ...scopeValues(scope) });
  return row ? toCondominium(row) : null;
}

/** A filter word that is a whole CNPJ (numeric or alphanumeric, as stored: upper case); undefined otherwise. */
function completeCnpj(word: string): string | undefined {
  const upper = word.toUpperCase();
  return upper.length === 14 && isValidCnpj(upper, { version: 2 }) ? upper : undefined;
}

/** What the listing shows of a condominium: the columns of its item only, not the whole record. */
const listedColumns = {
  condominium: {
    id: condominiums.id,
    cnpj: condominiums.cnpj,
    comercialName: condominiums.comercialName,
    corporateName: condominiums.corporateName,
    active: condominiums.active,
    logo: condominiums.logo,
    createdAt: condominiums.createdAt,
  },
  plan: columns.plan,
  city: columns.city,
  state: { uf: states.uf },
};

type ListedRow = {
  condominium: Pick<typeof condominiums.$inferSelect, keyof (typeof listedColumns)['condominium']>;
  plan: Row['plan'];
  city: Row['city'];
  state: { uf: string } | null;
};

/** The condominium listing's order and its page's rows (see PageStatement). */
const condominiumPage = new PageStatement<ListedRow>([asc(condominiums.comercialName), asc(condominiums.id)], (db, keys) =>
  db
    .select(listedColumns)
    .from(condominiums)
    .innerJoin(plans, eq(plans.id, condominiums.planId))
    .leftJoin(states, eq(states.id, condominiums.stateId))
    .leftJoin(cities, eq(cities.id, condominiums.cityId))
    .innerJoin(keys, eq(keys.key, condominiums.id)),
);

/** The listing of condominiums by name: a condominium is its own tenant, so the scope limits its id. */
export function condominiumListing(scope: TenantScope, status?: ListingRequest['status']): Listing<ListedRow, CondominiumListItem> {
  return {
    table: condominiums,
    key: condominiums.id,
    tenant: { column: condominiums.id, scope },
    searchText: condominiums.searchText,
    // A complete CNPJ, typed with or without its mask, can only be that condominium's: its search text holds the
    // names and the CNPJ, and no name carries 14 such characters.
    identifier: { columns: [condominiums.cnpj], read: completeCnpj },
    digitGrams: true,
    where: activeIs(condominiums.active, status),
    rows: condominiumPage,
    toItem: ({ condominium: c, plan, city, state }) => ({
      uuid: c.id,
      cnpj: c.cnpj,
      comercial_name: c.comercialName,
      corporate_name: c.corporateName,
      plan,
      active: c.active,
      logo: logoUrl(c.id, c.logo),
      created_at: c.createdAt,
      city: city && state ? { ...city, uf: state.uf } : null,
    }),
  };
}

export const listCondominiums = (db: Executor, scope: TenantScope, request: ListingRequest) => listPage(db, condominiumListing(scope, request.status), request);

export type CondominiumColumns = Omit<typeof condominiums.$inferInsert, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;

/** A new tenant: only the platform's scope (master, or a reviewed system path) creates one. */
export async function insertCondominium(db: Executor, scope: TenantScope, columns: CondominiumColumns): Promise<string> {
  if (!scope.all) throw forbidden();
  const [created] = await db.insert(condominiums).values(columns).returning({ id: condominiums.id });
  return created!.id;
}

/** Updates one condominium of the scope; false when it is missing or another tenant's. */
export async function updateCondominiumRow(db: Executor, scope: TenantScope, id: string, columns: Partial<CondominiumColumns>) {
  const updated = await db.update(condominiums).set(columns).where(and(eq(condominiums.id, id), inScope(scope))).returning({ id: condominiums.id });
  return updated.length > 0;
}

export async function existsWithCnpj(db: Executor, scope: TenantScope, cnpj: string) {
  const [row] = await db.select({ id: condominiums.id }).from(condominiums).where(and(eq(condominiums.cnpj, cnpj), inScope(scope)));
  return Boolean(row);
}


export async function cityBelongsToState(db: Executor, cityId: number, stateId: number) {
  const [city] = await db.select({ id: cities.id }).from(cities).where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)));
  return Boolean(city);
}

/**
 * The stored key of a condominium's logo (null: none yet); undefined when the condominium is missing or another
 * tenant's. `forUpdate` holds the row until the transaction ends.
 */
export async function findLogoKey(db: Executor, scope: TenantScope, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select({ logo: condominiums.logo }).from(condominiums).where(and(eq(condominiums.id, id), inScope(scope)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? row.logo : undefined;
}

/** Which of `keys` some condominium still names as its logo (the orphan sweep keeps those). */
export async function referencedLogoKeys(db: Executor, scope: TenantScope, keys: string[]) {
  const rows = await db.select({ logo: condominiums.logo }).from(condominiums).where(and(inArray(condominiums.logo, keys), inScope(scope)));
  return new Set(rows.map((row) => row.logo!));
}
