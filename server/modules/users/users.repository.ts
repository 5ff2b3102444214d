import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { and, asc, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ResidentRelation, UserType } from '#contract/users.ts';
import type { Executor } from '#server/db/client.ts';
import { apartments, sessions, userApartments, userCondominiums, users } from '#server/db/schema.ts';
import { assertWithinScope, withinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { activeIs, listingRows, pageOf, PageStatement, type Listing, type ListingRequest } from '#server/platform/listing.ts';

export type UserRow = typeof users.$inferSelect;
type Membership = { uuid: string; comercial_name: string };
type Residence = { uuid: string; condominium_uuid: string; block: string; number: string; relation: ResidentRelation };

/**
 * Who a scope may see. `users` has no condominium of its own (a person may belong to several, and a master to
 * none): a scoped caller sees the people with a membership in one of their condominiums; the platform scope sees
 * everyone (docs/decisions/016).
 */
export function visibleTo(scope: TenantScope): SQL {
  if (scope.all) return sql`true`;
  return sql`exists (select 1 from user_condominiums uc where uc.user_id = "users"."id" and uc.condominium_id = any(${`{${scope.condominiumIds.join(',')}}`}::uuid[]))`;
}

// Written with qualified names: drizzle leaves columns unqualified in a one-table select, and inside these
// subqueries "id" would be ambiguous.
/** The person's condominiums that the scope holds (user_condominiums is under RLS too), as one JSON array. */
const membershipsOf = sql<Membership[]>`coalesce((
  select json_agg(json_build_object('uuid', c.id, 'comercial_name', c.comercial_name) order by c.comercial_name)
  from user_condominiums uc join condominiums c on c.id = uc.condominium_id
  where uc.user_id = "users"."id"
), '[]'::json)`;

const residencesOf = sql<Residence[]>`coalesce((
  select json_agg(json_build_object('uuid', a.id, 'condominium_uuid', a.condominium_id, 'block', a.block, 'number', a.number,
    'relation', ua.relation) order by a.block, a.number)
  from user_apartments ua join apartments a on a.id = ua.apartment_id
  where ua.user_id = "users"."id"
), '[]'::json)`;

/**
 * Active as the caller sees the person: for the master, the account; for a scoped caller, the account and a
 * membership of theirs, since being active in a condominium is that condominium's switch (docs/decisions/021). The
 * policies leave a scoped caller only their own condominiums' memberships, so one statement text serves both.
 */
const activeHere = sql<boolean>`("users"."active" and ((select zelo_is_master()) or exists (
  select 1 from user_condominiums uc where uc.user_id = "users"."id" and uc.active
)))`;

export interface UserRecord {
  user: UserRow;
  /** See `activeHere`. */
  active: boolean;
  condominiums: Membership[];
  apartments: Residence[];
  /** The person also belongs to a condominium outside the caller's scope: their identity is not the caller's to change. */
  memberElsewhere: boolean;
}

const selectRecord = (db: Executor, memberElsewhere: SQL<boolean> = sql<boolean>`false`) =>
  db.select({ user: users, active: activeHere, condominiums: membershipsOf, apartments: residencesOf, memberElsewhere }).from(users);

/** Only a scoped caller has condominiums outside their scope; the door past the policies is migration 0015's. */
const memberElsewhereOf = (scope: TenantScope) => (scope.all ? undefined : sql<boolean>`zelo_member_elsewhere("users"."id")`);

type Lock = { forUpdate?: boolean };

export async function findUser(db: Executor, scope: TenantScope, id: string, options: Lock = {}): Promise<UserRecord | null> {
  const query = selectRecord(db, memberElsewhereOf(scope)).where(and(eq(users.id, id), visibleTo(scope)));
  const [row] = options.forUpdate ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

/** The caller themself, whatever their memberships (a morador reading their own profile). */
export async function findSelf(db: Executor, id: string, options: Lock = {}): Promise<UserRecord | null> {
  const query = selectRecord(db).where(eq(users.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

export interface UsersListingRequest extends ListingRequest {
  type?: UserType;
  condominium?: string;
}

function userFilters(scope: TenantScope, request: Omit<UsersListingRequest, 'page' | 'per_page' | 'filter'>): SQL {
  const filters: SQL[] = [visibleTo(scope)];
  if (request.type) filters.push(eq(users.type, request.type));
  const status = scope.all ? activeIs(users.active, request.status) : request.status && sql`${activeHere} = ${request.status === 'active'}`;
  if (status) filters.push(status);
  if (request.condominium) {
    assertWithinScope(scope, request.condominium, 'Condomínio não encontrado.');
    filters.push(sql`exists (select 1 from user_condominiums uc where uc.user_id = "users"."id" and uc.condominium_id = ${request.condominium})`);
  }
  return and(...filters)!;
}

/** The user listing's order and its page's rows (see PageStatement). */
const userPage = new PageStatement<UserRecord>([asc(users.name), asc(users.id)], (db, keys) => selectRecord(db).innerJoin(keys, eq(keys.key, users.id)));

/** The users listing by name: the page's people with their condominiums, in two statements (keys with the capped total, then rows). */
export async function listUserRecords(db: Executor, scope: TenantScope, request: UsersListingRequest) {
  const listing: Listing<UserRecord, UserRecord> = {
    table: users,
    key: users.id,
    searchText: users.searchText,
    // A whole CPF, masked or not, can only be that person's: the search text holds name, e-mail and CPF (no phones).
    identifier: { columns: [users.cpf], read: (word) => (word.length === 11 && isValidCpf(word) ? word : undefined) },
    digitGrams: true,
    where: userFilters(scope, request),
    rows: userPage,
    toItem: (row) => row,
  };
  const { rows, counted } = await listingRows(db, listing, request);
  return { rows, page: <Item>(items: Item[]) => pageOf(items, counted, request) };
}

/** Options of a select: the visible people of a status and type, by name (a condominium has hundreds, not more). */
export async function userOptionRows(db: Executor, scope: TenantScope, status: 'active' | 'inactive' | 'all', type: UserType | 'all') {
  const filters: SQL[] = [visibleTo(scope)];
  if (status !== 'all') filters.push(sql`${activeHere} = ${status === 'active'}`);
  if (type !== 'all') filters.push(eq(users.type, type));
  return db
    .select({ uuid: users.id, name: users.name, email: users.email, type: users.type })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.name), asc(users.id))
    .limit(2_000);
}

export async function residentsOfApartment(db: Executor, scope: TenantScope, apartmentId: string) {
  return db
    .select({ uuid: users.id, name: users.name, email: users.email, type: users.type, relation: userApartments.relation })
    .from(userApartments)
    .innerJoin(users, eq(users.id, userApartments.userId))
    .where(and(eq(userApartments.apartmentId, apartmentId), withinScope(scope, userApartments.condominiumId)))
    .orderBy(asc(users.name));
}

export async function apartmentCondominium(db: Executor, scope: TenantScope, apartmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ condominiumId: apartments.condominiumId })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), withinScope(scope, apartments.condominiumId)));
  return row?.condominiumId ?? null;
}

export async function apartmentCondominiums(db: Executor, scope: TenantScope, apartmentIds: string[]): Promise<Map<string, string>> {
  if (apartmentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: apartments.id, condominiumId: apartments.condominiumId })
    .from(apartments)
    .where(and(inArray(apartments.id, apartmentIds), withinScope(scope, apartments.condominiumId)));
  return new Map(rows.map((row) => [row.id, row.condominiumId]));
}

export type UserColumns = Pick<typeof users.$inferInsert, 'name' | 'email' | 'type' | 'cpf' | 'rg' | 'phone' | 'mobilePhone'>;

export async function insertUser(db: Executor, user: Pick<UserColumns, 'name' | 'email' | 'type'> & Partial<UserColumns>) {
  const [created] = await db.insert(users).values(user).returning({ id: users.id, name: users.name, email: users.email });
  return created!;
}

export async function updateUserRow(db: Executor, id: string, columns: Partial<UserColumns> & { active?: boolean; profilePicture?: string; passwordHash?: string }) {
  await db.update(users).set(columns).where(eq(users.id, id));
}

/** Makes a user one of a condominium's people; a condominium outside the scope is answered as missing. */
export async function addMembership(db: Executor, scope: TenantScope, userId: string, condominiumId: string) {
  assertWithinScope(scope, condominiumId);
  await db.insert(userCondominiums).values({ userId, condominiumId });
}

/**
 * Sets the person's condominiums and homes within the scope to exactly these; memberships the scope cannot see
 * (another síndico's condominium) stay as they are. Homes go first: they point at the memberships.
 */
export async function replaceMemberships(
  db: Executor,
  scope: TenantScope,
  userId: string,
  condominiumIds: string[],
  residences: { apartmentId: string; condominiumId: string; relation: ResidentRelation }[],
) {
  await db.delete(userApartments).where(and(eq(userApartments.userId, userId), withinScope(scope, userApartments.condominiumId)));
  const dropped = condominiumIds.length ? notInArray(userCondominiums.condominiumId, condominiumIds) : undefined;
  await db.delete(userCondominiums).where(and(eq(userCondominiums.userId, userId), withinScope(scope, userCondominiums.condominiumId), dropped));
  if (condominiumIds.length) {
    for (const condominiumId of condominiumIds) assertWithinScope(scope, condominiumId, 'Condomínio não encontrado.');
    await db
      .insert(userCondominiums)
      .values(condominiumIds.map((condominiumId) => ({ userId, condominiumId })))
      .onConflictDoNothing();
  }
  if (residences.length) await db.insert(userApartments).values(residences.map((residence) => ({ userId, ...residence })));
}

/** The active user with this e-mail among a condominium's people, if the scope holds the condominium. */
export async function findActiveMember(db: Executor, scope: TenantScope, condominiumId: string, email: string) {
  const [member] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userCondominiums, eq(userCondominiums.userId, users.id))
    .where(
      and(
        eq(userCondominiums.condominiumId, condominiumId),
        withinScope(scope, userCondominiums.condominiumId),
        eq(users.email, email),
        eq(users.active, true),
        eq(userCondominiums.active, true),
      ),
    );
  return member ?? null;
}

/** The condominiums' own switch: the person's memberships in the scope's condominiums, or in one of them (docs/decisions/021). */
export async function setMembershipsActive(db: Executor, scope: TenantScope, userId: string, active: boolean, condominiumId?: string) {
  const only = condominiumId ? eq(userCondominiums.condominiumId, condominiumId) : undefined;
  await db
    .update(userCondominiums)
    .set({ active })
    .where(and(eq(userCondominiums.userId, userId), withinScope(scope, userCondominiums.condominiumId), only));
}

/** Master is the platform's role: no condominium owns them. */
export async function activeMasterIds(db: Executor) {
  const masters = await db.select({ id: users.id }).from(users).where(and(eq(users.type, 'master'), eq(users.active, true)));
  return masters.map((master) => master.id);
}

/** Ends the person's sessions except the one in use (after they change their password). */
export async function revokeOtherSessions(db: Executor, userId: string, keptSessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)));
}

/** The stored picture of a user (no condominium involved: the public image route reads only this). */
export async function findPictureKey(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ key: users.profilePicture }).from(users).where(eq(users.id, id));
  return row?.key ?? null;
}

export async function referencedPictureKeys(db: Executor, keys: string[]) {
  const rows = await db.select({ key: users.profilePicture }).from(users).where(inArray(users.profilePicture, keys));
  return new Set(rows.map((row) => row.key!));
}
