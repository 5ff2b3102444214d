import { sql, type SQL } from 'drizzle-orm';
import { addCalendarDays, PRODUCT_TIME_ZONE, type CalendarDay } from '#contract/calendar.ts';
import {
  DASHBOARD_LIST_LIMIT,
  type ApartmentsBlock,
  type CondominiumBlock,
  type MaintenancesBlock,
  type ProspectsBlock,
  type ReformsBlock,
  type UsersBlock,
} from '#contract/dashboard.ts';
import { EXPIRY_WARNING_DAYS } from '#contract/documents.ts';
import type { Executor } from '#server/db/client.ts';
import {
  apartments,
  condominiumMaintenances,
  condominiums,
  dashboardCounts,
  documents,
  maintenanceRecords,
  plans,
  prospects,
  reforms,
  userApartments,
  userCondominiums,
  users,
} from '#server/db/schema.ts';
import { ShapedStatement } from '#server/platform/access/shaped-statement.ts';
import { idsValues, platformOnly, scopeShapeOf, withinShape, type IdsShape, type TenantScope } from '#server/platform/access/tenancy.ts';
import { statusIs } from '../maintenance/programme.repository.ts';

/**
 * Each block is one statement (issue 15: no N+1): PostgreSQL builds the whole JSON answer, so a block costs one
 * round trip whatever it lists. `scope` limits every tenant table as everywhere else (RLS is the second wall).
 * Each is a ShapedStatement: built once per shape (the kind of scope, who reads), its values placeholders.
 */
async function one<T, S extends Record<string, string | number | boolean>>(db: Executor, statement: ShapedStatement<S>, shape: S, values?: Record<string, unknown>): Promise<T> {
  const rows = await statement.run<{ block: T }>(db, shape, values);
  return rows[0]!.block;
}

/** The values every block's placeholders may name. */
const today = sql.placeholder('today');
const LIMIT = DASHBOARD_LIST_LIMIT;
const jsonList = (query: SQL) => sql`coalesce((select json_agg(row_to_json(listed)) from (${query}) listed), '[]'::json)`;
const condominiumJson = sql`json_build_object('uuid', ${condominiums.id}, 'comercial_name', ${condominiums.comercialName})`;

/**
 * Master's platform-wide figures are read from `dashboard_counts` (decision 019), kept by triggers as the rows change:
 * counting them live costs what every condominium's rows cost (330,000 condominiums, a million tenant rows). Any
 * other scope counts its own rows, which cost what that condominium's rows cost.
 */
const counts = (subject: string) => sql`select ${dashboardCounts.bucket} as bucket, ${dashboardCounts.day} as day, ${dashboardCounts.n} as n
  from ${dashboardCounts} where ${dashboardCounts.subject} = ${subject}`;
const countOf = (subject: string, bucket: string) =>
  sql`(select coalesce(sum(${dashboardCounts.n}), 0)::int from ${dashboardCounts} where ${dashboardCounts.subject} = ${subject} and ${dashboardCounts.bucket} = ${bucket})`;

const platformCondominiumsBlock = new ShapedStatement(({ scope }: { scope: IdsShape }) => {
  const thisMonth = sql`date_trunc('month', now() at time zone ${PRODUCT_TIME_ZONE})`;
  return sql`with counted as (
      select split_part(bucket, ':', 1)::uuid as plan_id, split_part(bucket, ':', 2)::boolean as active,
             case when day >= ${thisMonth} - interval '11 months' then day end as month, n
      from (${counts('condominiums')}) as kept where ${platformOnly(scope)}
    )
    select json_build_object(
      'scope', 'platform',
      'by_plan', (select json_agg(json_build_object('plan', ${plans.name}, 'count', (select coalesce(sum(n), 0)::int from counted where counted.plan_id = ${plans.id})) order by ${plans.rank}) from ${plans}),
      'by_status', json_build_object(
        'active', (select coalesce(sum(n), 0)::int from counted where active),
        'inactive', (select coalesce(sum(n), 0)::int from counted where not active)),
      'new_per_month', (select json_agg(json_build_object('month', to_char(m, 'YYYY-MM'), 'count', (select coalesce(sum(n), 0)::int from counted where counted.month = m)) order by m)
                        from generate_series(${thisMonth} - interval '11 months', ${thisMonth}, interval '1 month') m)
    ) as block`;
});

/** Master's platform: condominiums by plan and status, and those created in each of the last twelve months, from the kept counts. */
export function platformCondominiums(db: Executor, scope: TenantScope): Promise<Extract<CondominiumBlock, { scope: 'platform' }>> {
  return one(db, platformCondominiumsBlock, { scope: scopeShapeOf(scope) });
}

/** The day documents stop being "valid" and start "expiring": `today` plus the warning (a value: `expiringBy`). */
const expiringBy = sql.placeholder('expiringBy');
const documentRef = sql`select ${documents.id} as uuid, ${documents.title} as title, ${documents.typeName} as type,
  ${condominiumJson} as condominium, ${documents.validUntil} as valid_until,
  case when ${documents.validUntil} is null then null when ${documents.validUntil} < ${today}::date then 'expired'
       when ${documents.validUntil} <= ${expiringBy}::date then 'expiring' else 'valid' end as validity,
  to_char(${documents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
  from ${documents} join ${condominiums} on ${condominiums.id} = ${documents.condominiumId}`;

const condominiumsBlock = new ShapedStatement(({ scope, expiring, residents }: { scope: IdsShape; expiring: boolean; residents: IdsShape | 'off' }) => {
  const expiringList = expiring
    ? jsonList(
        sql`${documentRef} where ${documents.active} and ${documents.validUntil} <= ${expiringBy}::date and ${withinShape(scope, documents.condominiumId)}
            order by ${documents.validUntil}, ${documents.id} limit ${LIMIT}`,
      )
    : sql`'[]'::json`;
  const fresh =
    residents === 'off'
      ? sql`'[]'::json`
      : jsonList(
          sql`${documentRef} where ${documents.active} and ${documents.visibleToResidents} and ${documents.createdAt} >= now() - interval '30 days'
            and ${withinShape(residents, documents.condominiumId, 'residentIds')} and ${withinShape(scope, documents.condominiumId)}
            order by ${documents.createdAt} desc, ${documents.id} limit ${LIMIT}`,
        );
  return sql`select json_build_object(
      'scope', 'condominiums',
      'condominiums', ${jsonList(sql`select ${condominiums.id} as uuid, ${condominiums.comercialName} as comercial_name from ${condominiums} where ${condominiums.active} and ${withinShape(scope, condominiums.id)} order by ${condominiums.comercialName}`)},
      'documents_expiring', ${expiringList},
      'new_documents', ${fresh}
    ) as block`;
});

/**
 * The caller's condominiums, the staff's documents about to expire and a morador's new documents (those marked for
 * residents, of the condominiums whose plan gives them the document module: `residentDocumentIn`).
 */
export function condominiumsOf(
  db: Executor,
  scope: TenantScope,
  day: CalendarDay,
  papers: { expiring: boolean; residentDocumentIn: readonly string[] | null },
): Promise<Extract<CondominiumBlock, { scope: 'condominiums' }>> {
  const residentIn = papers.residentDocumentIn;
  return one(
    db,
    condominiumsBlock,
    { scope: scopeShapeOf(scope), expiring: papers.expiring, residents: residentIn ? residentIn.length : 'off' },
    { today: day, expiringBy: addCalendarDays(day, EXPIRY_WARNING_DAYS), ...idsValues('scopeIds', scope), ...idsValues('residentIds', residentIn ?? []) },
  );
}

const prospectsBlock = new ShapedStatement(({ scope }: { scope: IdsShape }) => {
  const waiting = sql`${prospects.active} and ${prospects.accessSentAt} is null and ${platformOnly(scope)}`;
  return sql`select json_build_object(
      'waiting', (select count(*)::int from ${prospects} where ${waiting}),
      'oldest', ${jsonList(sql`select ${prospects.id} as uuid, ${prospects.name} as name, ${prospects.condominiumName} as condominium_name,
        to_char(${prospects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
        from ${prospects} where ${waiting} order by ${prospects.createdAt}, ${prospects.id} limit ${LIMIT}`)}
    ) as block`;
});

export function waitingProspects(db: Executor, scope: TenantScope): Promise<ProspectsBlock> {
  return one(db, prospectsBlock, { scope: scopeShapeOf(scope) });
}

/** Whose reforms a block counts: every one of the scope, or a morador's (asked for or of the apartments they live in). */
export type ReformsReader = { kind: 'staff' } | { kind: 'resident'; userId: string; condominiumIds: readonly string[] };

const reformsBlock = new ShapedStatement(({ scope, reader }: { scope: IdsShape; reader: 'staff' | number }) => {
  const readable =
    reader === 'staff'
      ? sql`true`
      : sql`(${reforms.requesterId} = ${sql.placeholder('userId')} or exists (select 1 from ${userApartments} where ${userApartments.apartmentId} = ${reforms.apartmentId} and ${userApartments.userId} = ${sql.placeholder('userId')}))
            and ${withinShape(reader, reforms.condominiumId, 'residentIds')}`;
  const among = sql`${reforms.active} and ${readable} and ${withinShape(scope, reforms.condominiumId)}`;
  const listed = (condition: SQL, order: SQL) =>
    jsonList(sql`select ${reforms.id} as uuid, ${reforms.title} as title, ${reforms.status} as status, ${apartments.block} || ' ' || ${apartments.number} as apartment,
      ${condominiumJson} as condominium, to_char(${reforms.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
      from ${reforms} join ${apartments} on ${apartments.id} = ${reforms.apartmentId} join ${condominiums} on ${condominiums.id} = ${reforms.condominiumId}
      where ${among} and ${condition} order by ${order} limit ${LIMIT}`);
  // The whole platform's staff view is master's: its counts are kept; a morador's and a condominium's are counted.
  const platformWide = scope === 'all' && reader === 'staff';
  const liveReformCounts = sql`(select json_build_object(
        'pending', count(*) filter (where ${reforms.status} = 'pending'), 'approved', count(*) filter (where ${reforms.status} = 'approved'),
        'disapproved', count(*) filter (where ${reforms.status} = 'disapproved'), 'finished', count(*) filter (where ${reforms.status} = 'finished'))
        from ${reforms} where ${among})`;
  const reformCounts = sql`json_build_object('pending', ${countOf('reforms', 'pending')}, 'approved', ${countOf('reforms', 'approved')},
        'disapproved', ${countOf('reforms', 'disapproved')}, 'finished', ${countOf('reforms', 'finished')})`;
  return sql`select json_build_object(
      'by_status', ${platformWide ? reformCounts : liveReformCounts},
      'awaiting_decision', ${reader === 'staff' ? listed(sql`${reforms.status} = 'pending'`, sql`${reforms.createdAt}, ${reforms.id}`) : sql`'[]'::json`},
      'own', ${reader === 'staff' ? sql`'[]'::json` : listed(sql`true`, sql`${reforms.createdAt} desc, ${reforms.id}`)}
    ) as block`;
});

export function reformsSummary(db: Executor, scope: TenantScope, reader: ReformsReader): Promise<ReformsBlock> {
  return one(
    db,
    reformsBlock,
    { scope: scopeShapeOf(scope), reader: reader.kind === 'staff' ? 'staff' : reader.condominiumIds.length },
    reader.kind === 'staff' ? idsValues('scopeIds', scope) : { ...idsValues('scopeIds', scope), userId: reader.userId, ...idsValues('residentIds', reader.condominiumIds) },
  );
}

const apartmentsBlock = new ShapedStatement(({ scope }: { scope: IdsShape }) => {
  if (scope === 'all') {
    return sql`select json_build_object('total', total, 'with_residents', inhabited, 'without_residents', total - inhabited) as block
          from (select ${countOf('apartments', 'total')} as total, ${countOf('apartments', 'with_residents')} as inhabited) as kept`;
  }
  const inhabited = sql`exists (select 1 from ${userApartments} where ${userApartments.apartmentId} = ${apartments.id})`;
  return sql`select json_build_object('total', count(*)::int, 'with_residents', (count(*) filter (where ${inhabited}))::int, 'without_residents', (count(*) filter (where not ${inhabited}))::int) as block
        from ${apartments} where ${apartments.active} and ${withinShape(scope, apartments.condominiumId)}`;
});

export function apartmentsSummary(db: Executor, scope: TenantScope): Promise<ApartmentsBlock> {
  return one(db, apartmentsBlock, { scope: scopeShapeOf(scope) }, idsValues('scopeIds', scope));
}

const usersBlock = new ShapedStatement(({ scope }: { scope: IdsShape }) => {
  if (scope === 'all') {
    const kept = (type: string) => sql`coalesce(sum(n) filter (where bucket = ${type}), 0)::int`;
    return sql`select json_build_object('total', coalesce(sum(n), 0)::int, 'by_type', json_build_object(
        'master', ${kept('master')}, 'sindico', ${kept('sindico')}, 'zelador', ${kept('zelador')}, 'engenheiro', ${kept('engenheiro')}, 'morador', ${kept('morador')})) as block
        from (${counts('users')}) as kept`;
  }
  const byType = sql`json_build_object(
    'master', count(*) filter (where ${users.type} = 'master'), 'sindico', count(*) filter (where ${users.type} = 'sindico'),
    'zelador', count(*) filter (where ${users.type} = 'zelador'), 'engenheiro', count(*) filter (where ${users.type} = 'engenheiro'),
    'morador', count(*) filter (where ${users.type} = 'morador'))`;
  const member = sql`exists (select 1 from ${userCondominiums} where ${userCondominiums.userId} = ${users.id} and ${userCondominiums.active} and ${withinShape(scope, userCondominiums.condominiumId)})`;
  return sql`select json_build_object('total', count(*)::int, 'by_type', ${byType}) as block from ${users} where ${users.active} and ${member}`;
});

/** Active people by type: the whole platform for master; for the others, those active in their condominiums. */
export function usersSummary(db: Executor, scope: TenantScope): Promise<UsersBlock> {
  return one(db, usersBlock, { scope: scopeShapeOf(scope) }, idsValues('scopeIds', scope));
}

/** Whose maintenances a block shows: every one of the scope, or for a morador those residents feel, where the plan allows. */
export type MaintenancesReader = { kind: 'staff' } | { kind: 'resident'; condominiumIds: readonly string[] };

const maintenancesBlock = new ShapedStatement(({ scope, reader }: { scope: IdsShape; reader: 'staff' | number }) => {
  const m = condominiumMaintenances;
  const among = sql`${m.active} and ${withinShape(scope, m.condominiumId)}`;
  const status = sql`case when ${statusIs('overdue', today)} then 'overdue' when ${statusIs('due_soon', today)} then 'due_soon'
    when ${m.lastDoneLate} then 'done_late' else 'up_to_date' end`;
  const listed = (condition: SQL) =>
    jsonList(sql`select ${m.id} as uuid, ${m.system} as system, ${m.activity} as activity, ${condominiumJson} as condominium,
      ${m.nextDueOn} as next_due_on, ${status} as status
      from ${m} join ${condominiums} on ${condominiums.id} = ${m.condominiumId}
      where ${among} and ${condition} order by ${m.nextDueOn}, ${m.id} limit ${LIMIT}`);
  const in30Days = sql`${m.nextDueOn} between ${today}::date and ${sql.placeholder('in30Days')}::date`;
  if (reader !== 'staff') {
    const residents = sql`${m.affectsResidents} and ${withinShape(reader, m.condominiumId, 'residentIds')} and ${in30Days}`;
    return sql`select json_build_object('by_status', json_build_object('overdue', 0, 'due_soon', 0, 'done_late', 0, 'up_to_date', 0),
        'overdue', '[]'::json, 'next_30_days', '[]'::json, 'by_month', '[]'::json, 'affecting_residents', ${listed(residents)}) as block`;
  }
  const thisMonth = sql`date_trunc('month', ${today}::date)`;
  const months = sql`generate_series(${thisMonth} - interval '6 months', ${thisMonth} + interval '6 months', interval '1 month')`;
  const inMonths = (day: SQL) => sql`${day} >= (${thisMonth} - interval '6 months')::date and ${day} < (${thisMonth} + interval '7 months')::date`;
  const perMonth = (day: SQL, count: SQL, from: SQL) => sql`select date_trunc('month', ${day}) as month, ${count} as n from ${from} and ${inMonths(day)} group by 1`;
  let byStatus: SQL;
  let performed: SQL;
  let due: SQL;
  if (scope === 'all') {
    // The platform's programme from its kept counts per due date and status rule (bucket: days of warning, last execution late).
    const warning = sql`split_part(bucket, ':', 1)::int`;
    const late = sql`split_part(bucket, ':', 2)::boolean`;
    const kept = (condition: SQL) => sql`coalesce(sum(n) filter (where ${condition}), 0)::int`;
    byStatus = sql`(select json_build_object(
        'overdue', ${kept(sql`day < ${today}::date`)}, 'due_soon', ${kept(sql`day >= ${today}::date and day - ${warning} <= ${today}::date`)},
        'done_late', ${kept(sql`day - ${warning} > ${today}::date and ${late}`)}, 'up_to_date', ${kept(sql`day - ${warning} > ${today}::date and not ${late}`)})
        from (${counts('maintenances')}) as kept)`;
    performed = perMonth(sql`day`, sql`sum(n)::int`, sql`(${counts('maintenance_records')}) as kept where true`);
    due = perMonth(sql`day`, sql`sum(n)::int`, sql`(${counts('maintenances')}) as kept where true`);
  } else {
    byStatus = sql`(select json_build_object(
        'overdue', count(*) filter (where ${statusIs('overdue', today)}), 'due_soon', count(*) filter (where ${statusIs('due_soon', today)}),
        'done_late', count(*) filter (where ${statusIs('done_late', today)}), 'up_to_date', count(*) filter (where ${statusIs('up_to_date', today)}))
        from ${m} where ${among})`;
    // One range of each condominium's index per table, grouped by month (not one count per month).
    performed = perMonth(sql`${maintenanceRecords.performedOn}`, sql`count(*)::int`, sql`${maintenanceRecords} where ${withinShape(scope, maintenanceRecords.condominiumId)}`);
    due = perMonth(sql`${m.nextDueOn}`, sql`count(*)::int`, sql`${m} where ${among}`);
  }
  return sql`select json_build_object(
      'by_status', ${byStatus},
      'overdue', ${listed(statusIs('overdue', today))},
      'next_30_days', ${listed(in30Days)},
      'by_month', (select json_agg(json_build_object('month', to_char(months.month, 'YYYY-MM'), 'performed', coalesce(performed.n, 0), 'due', coalesce(due.n, 0)) order by months.month)
        from ${months} as months (month) left join (${performed}) as performed on performed.month = months.month left join (${due}) as due on due.month = months.month),
      'affecting_residents', '[]'::json
    ) as block`;
});

export function maintenancesSummary(db: Executor, scope: TenantScope, reader: MaintenancesReader, day: CalendarDay): Promise<MaintenancesBlock> {
  return one(
    db,
    maintenancesBlock,
    { scope: scopeShapeOf(scope), reader: reader.kind === 'staff' ? 'staff' : reader.condominiumIds.length },
    { today: day, in30Days: addCalendarDays(day, 30), ...idsValues('scopeIds', scope), ...idsValues('residentIds', reader.kind === 'staff' ? [] : reader.condominiumIds) },
  );
}
