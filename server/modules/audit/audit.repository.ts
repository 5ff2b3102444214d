import { fromZonedTime } from 'date-fns-tz';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { AuditEntry } from '#contract/audit.ts';
import { addCalendarDays, PRODUCT_TIME_ZONE, type CalendarDay } from '#contract/calendar.ts';
import type { UserType } from '#contract/users.ts';
import type { Executor } from '#server/db/client.ts';
import { auditLog, condominiums, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/access/tenancy.ts';
import { listPage, PageStatement, type Listing, type PageRequest } from '#server/platform/listing.ts';
import { visibleTo } from '#server/modules/users/users.repository.ts';

export interface AuditListingRequest extends PageRequest {
  condominium?: string;
  actor?: string;
  action?: string;
  entity?: string;
  from?: CalendarDay;
  to?: CalendarDay;
}

const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * The record a row is about, as a uuid: entity_id is text (an action on several records has none), so only a uuid is
 * looked up. Cast in a subquery of its own (OFFSET 0 keeps the planner from folding it back into the lookups): inside a
 * lookup, the cast made `id = entity_id::uuid` a condition the policies must not let run before their own (a cast can
 * fail, so it is not leakproof), and each lookup became a sequential scan of its table (300 ms a page at national
 * scale, docs/decisions/027).
 */
const target = sql`(select case when ${auditLog.entityId} ~ ${sql.raw(`'${UUID_TEXT}'`)} then ${auditLog.entityId}::uuid end as uuid offset 0) as target`;
const targetUuid = sql.raw('target.uuid');

/**
 * The name of the record a row is about, as it reads now, for the kinds whose table is at hand; one indexed read per
 * row of the page, under the same policies (a record the caller may not see has no name here).
 */
const entityLabel = sql<string | null>`case ${auditLog.entity}
  when 'user' then (select u.name from users u where u.id = ${targetUuid})
  when 'condominium' then (select c.comercial_name from condominiums c where c.id = ${targetUuid})
  when 'apartment' then (select case when a.block <> '' then a.block || '-' || a.number else a.number end from apartments a where a.id = ${targetUuid})
  when 'document' then (select d.title from documents d where d.id = ${targetUuid})
  when 'reform' then (select r.title from reforms r where r.id = ${targetUuid})
  when 'maintenance' then (select m.activity from condominium_maintenances m where m.id = ${targetUuid})
  when 'prospect' then (select p.condominium_name from prospects p where p.id = ${targetUuid})
end`;

const columns = {
  id: auditLog.id,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  entityLabel,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
  actorId: users.id,
  actorName: users.name,
  actorType: users.type,
  condominiumId: condominiums.id,
  condominiumName: condominiums.comercialName,
};

type Row = {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  entityLabel: string | null;
  ip: string | null;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorType: UserType | null;
  condominiumId: string | null;
  condominiumName: string | null;
};

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    entity_label: row.entityLabel,
    actor: row.actorId ? { uuid: row.actorId, name: row.actorName!, type: row.actorType! } : null,
    condominium: row.condominiumId ? { uuid: row.condominiumId, comercial_name: row.condominiumName! } : null,
    ip: row.ip,
    created_at: row.createdAt,
  };
}

/** Newest first (the indexes of migration 0018); the id settles rows of one instant, written in one transaction. */
const auditPage = new PageStatement<Row>([desc(auditLog.createdAt), desc(auditLog.id)], (db, keys) =>
  db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(condominiums, eq(condominiums.id, auditLog.condominiumId))
    .leftJoinLateral(target, sql`true`)
    .innerJoin(keys, eq(keys.key, auditLog.id)),
);

/** The instant a day begins on the product's clock (America/Sao_Paulo), whatever the server's zone. */
const startOfDay = (day: CalendarDay) => fromZonedTime(`${day}T00:00:00`, PRODUCT_TIME_ZONE);

function auditListing(scope: TenantScope, request: AuditListingRequest): Listing<Row, AuditEntry> {
  return {
    table: auditLog,
    key: auditLog.id,
    tenant: { column: auditLog.condominiumId, scope },
    where: and(
      request.condominium ? eq(auditLog.condominiumId, request.condominium) : undefined,
      request.actor ? eq(auditLog.actorId, request.actor) : undefined,
      request.action ? eq(auditLog.action, request.action) : undefined,
      request.entity ? eq(auditLog.entity, request.entity) : undefined,
      request.from ? gte(auditLog.createdAt, startOfDay(request.from)) : undefined,
      request.to ? lt(auditLog.createdAt, startOfDay(addCalendarDays(request.to, 1))) : undefined,
    ),
    rows: auditPage,
    toItem: toEntry,
  };
}

export const listAuditEntries = (db: Executor, scope: TenantScope, request: AuditListingRequest) => listPage(db, auditListing(scope, request), request);

/**
 * Whether a scoped caller may name a person in the filter: someone of their condominiums (as the users listing sees
 * them), or one of the platform's masters, whose work shows under their name in every condominium's trail.
 */
export async function actorVisible(db: Executor, scope: TenantScope, actorId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, actorId), or(visibleTo(scope), eq(users.type, 'master'))));
  return Boolean(found);
}
