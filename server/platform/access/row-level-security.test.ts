import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assertRestrictedRole } from '#server/db/app-role.ts';
import { connectDatabase, type DatabaseConnection, type Transaction } from '#server/db/client.ts';
import { auditLog, condominiums, prospects, userCondominiums } from '#server/db/schema.ts';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { MASTER_SCOPE, type TenantScope } from './tenancy.ts';
import { dialect, inScope, mayHaveCommitted, runOnConnection } from './unit-of-work.ts';

let t: TestApp;
let small: DatabaseConnection;
let own: string;
let foreign: string;

beforeAll(async () => {
  t = await startTestApp({}, { poolSize: 4 });
  own = (await createCondominium(t.db)).id;
  foreign = (await createCondominium(t.db)).id;
  for (const condominiumId of [own, foreign]) {
    await createUser(t.db, { type: 'morador', condominiumId });
    await t.db.insert(auditLog).values({ condominiumId, action: 'create', entity: 'condominium', entityId: condominiumId });
  }
  await t.db.insert(prospects).values({ name: 'Pessoa', email: 'p@teste.zelo', phone: '11987654321', condominiumName: 'Novo', cnpj: '11444777000161', units: 10 });
  small = connectDatabase(new URL(t.appDb.$client.options.connectionString!).toString(), { max: 1 });
});
afterAll(async () => {
  await small.close();
  await t.close();
});

const scopeOf = (...condominiumIds: string[]): TenantScope => ({ all: false, condominiumIds });

/** Every tenant row the app role can see, read with no WHERE at all. */
async function visibleRows(scope: TenantScope | null, reading = false) {
  const read = async (db: typeof t.appDb | Parameters<Parameters<typeof inScope>[2]>[0]) => ({
    condominiums: (await db.select({ id: condominiums.id }).from(condominiums)).map((row) => row.id),
    memberships: (await db.select({ id: userCondominiums.condominiumId }).from(userCondominiums)).map((row) => row.id),
    audit: (await db.select({ id: auditLog.condominiumId }).from(auditLog)).map((row) => row.id),
    prospects: (await db.select({ id: prospects.id }).from(prospects)).length,
  });
  return scope ? inScope(t.appDb, scope, read, { reading }) : read(t.appDb);
}

describe('row-level security through the app role', () => {
  it.each([false, true])('shows a deliberately unscoped query only the scope’s rows, and none without a scope (reading: %s)', async (reading) => {
    expect(await visibleRows(scopeOf(own), reading)).toEqual({ condominiums: [own], memberships: [own], audit: [own], prospects: 0 });
    expect(await visibleRows(scopeOf(), reading)).toEqual({ condominiums: [], memberships: [], audit: [], prospects: 0 });
    expect(await visibleRows(null)).toEqual({ condominiums: [], memberships: [], audit: [], prospects: 0 });
    const all = await visibleRows(MASTER_SCOPE, reading);
    expect(all.condominiums).toEqual(expect.arrayContaining([own, foreign]));
    expect(all.prospects).toBe(1);
  });

  it('lets a reading unit (a GET’s) write nothing, not even in its own condominium', async () => {
    const before = await t.db.select({ id: auditLog.id }).from(auditLog);
    const write = inScope(t.appDb, scopeOf(own), (tx) => tx.insert(auditLog).values({ condominiumId: own, action: 'forged', entity: 'condominium' }), {
      reading: true,
    });
    await expect(write).rejects.toMatchObject({ cause: { code: '25006' } });
    expect(await t.db.select({ id: auditLog.id }).from(auditLog)).toEqual(before);
  });

  it('refuses to write a row into another tenant, and an unscoped UPDATE touches only the scope’s rows', async () => {
    const writeForeign = inScope(t.appDb, scopeOf(own), (tx) =>
      tx.insert(auditLog).values({ condominiumId: foreign, action: 'forged', entity: 'condominium' }),
    );
    await expect(writeForeign).rejects.toMatchObject({ cause: { code: '42501' } });

    const renamed = await inScope(t.appDb, scopeOf(own), (tx) =>
      tx.update(condominiums).set({ units: 7 }).returning({ id: condominiums.id }),
    );
    expect(renamed.map((row) => row.id)).toEqual([own]);
    const [foreignRow] = await t.db.execute<{ units: number | null }>(sql`select units from condominiums where id = ${foreign}`).then((r) => r.rows);
    expect(foreignRow?.units).toBeNull();
  });

  it('runs as a role that is neither superuser, table owner nor BYPASSRLS, and refuses the owner', async () => {
    await expect(assertRestrictedRole(t.appDb.$client)).resolves.toBeUndefined();
    await expect(assertRestrictedRole(t.db.$client)).rejects.toThrow('não pode usar o papel');
  });

  it('forces row-level security on every table that belongs to a condominium', async () => {
    const { rows } = await t.db.execute<{ table: string; enabled: boolean; forced: boolean }>(sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and (c.relname = 'condominiums'
          or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'condominium_id' and not a.attisdropped)
          -- A condominium's own rows beside it, through a key to it.
          or exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'condominiums'::regclass))
        -- Tables owned by a person rather than a condominium, see docs/decisions/009.
        and c.relname not in ('notifications')`);
    expect(rows.map((row) => row.table).sort()).toEqual([
      'apartments',
      'audit_log',
      'condominium_maintenances',
      'condominiums',
      'document_expiry_notices',
      'document_versions',
      'documents',
      'maintenance_evidence',
      'maintenance_records',
      'prospects',
      'reform_attachments',
      'reform_events',
      'reforms',
      'user_apartments',
      'user_condominiums',
    ]);
    for (const row of rows) expect(row, row.table).toMatchObject({ enabled: true, forced: true });
  });
});

describe('composite foreign keys', () => {
  it('refuse a row about one condominium that points at a person of another', async () => {
    const outsider = await createUser(t.db, { type: 'morador', condominiumId: foreign });
    const crossTenant = t.db.execute(
      sql`insert into notifications (user_id, condominium_id, title, description) values (${outsider.id}, ${own}, 'Aviso', 'De outro condomínio')`,
    );
    await expect(crossTenant).rejects.toMatchObject({ cause: { code: '23503', constraint: 'notifications_membership_fk' } });
  });
});

describe('pooled connections', () => {
  it('never keep a unit’s scope: 200 concurrent units of mixed tenants over 4 connections each see only theirs', async () => {
    const scopes = [scopeOf(own), scopeOf(foreign), MASTER_SCOPE, scopeOf()];
    const seen = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const scope = scopes[index % scopes.length]!;
        const read = async (tx: Parameters<Parameters<typeof inScope>[2]>[0]) => ({
          scope,
          ids: (await tx.select({ id: condominiums.id }).from(condominiums)).map((row) => row.id),
        });
        return inScope(t.appDb, scope, read, { reading: index % 3 === 0 });
      }),
    );
    for (const { scope, ids } of seen) {
      if (scope.all) expect(ids).toEqual(expect.arrayContaining([own, foreign]));
      else expect(ids).toEqual(scope.condominiumIds);
    }
  });

  it.each([false, true])('return to the pool without the settings of a unit that failed (reading: %s)', async (reading) => {
    const failing = inScope(
      small.db,
      MASTER_SCOPE,
      async (tx) => {
        await tx.select({ id: condominiums.id }).from(condominiums);
        throw new Error('boom');
      },
      { reading },
    );
    await expect(failing).rejects.toThrow('boom');
    const failingStatement = inScope(small.db, MASTER_SCOPE, (tx) => tx.execute(sql`select 1 / 0`), { reading });
    await expect(failingStatement).rejects.toMatchObject({ cause: { code: '22012' } });
    const { rows } = await small.pool.query<{ master: string | null; ids: string | null; readOnly: string }>(
      `select current_setting('zelo.is_master', true) as master, current_setting('zelo.condominium_ids', true) as ids,
              current_setting('transaction_read_only') as "readOnly"`,
    );
    expect(rows[0]?.master ?? '').toBe('');
    expect(rows[0]?.ids ?? '').toBe('');
    expect(rows[0]?.readOnly).toBe('off');
  });

  it('plan a reading unit’s named statements generically, its unnamed ones and a writing unit’s as PostgreSQL chooses, and keep neither', async () => {
    const mode = sql`select current_setting('plan_cache_mode') as mode`;
    const modeOf = async (tx: Transaction, named: boolean) => (await runOnConnection<{ mode: string }>(tx, dialect.sqlToQuery(mode), named)!)[0]!.mode;
    const reading = await inScope(small.db, scopeOf(own), async (tx) => [await modeOf(tx, true), await modeOf(tx, false), await modeOf(tx, true)], { reading: true });
    expect(reading).toEqual(['force_generic_plan', 'auto', 'force_generic_plan']);
    expect(await inScope(small.db, scopeOf(own), (tx) => modeOf(tx, true))).toBe('auto');
    const { rows } = await small.pool.query<{ mode: string }>(`select current_setting('plan_cache_mode') as mode`);
    expect(rows[0]!.mode).toBe('auto');
  });

  it('mark a unit whose COMMIT went unanswered as one that may have committed, and not one refused before it', async () => {
    const cutBeforeCommit = inScope(t.appDb, scopeOf(own), async (tx) => {
      const [backend] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
      await t.db.execute(sql`select pg_terminate_backend(${backend!.pid})`);
    });
    const lost = await cutBeforeCommit.catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(Error);
    expect(mayHaveCommitted(lost)).toBe(true);

    const refused = await inScope(t.appDb, scopeOf(own), (tx) => tx.execute(sql`select 1 / 0`)).catch((error: unknown) => error);
    expect(mayHaveCommitted(refused)).toBe(false);
  });

  it('answer 200 concurrent requests of mixed tenants over 4 connections with their own records only', async () => {
    const people = await Promise.all(
      [own, foreign].map(async (condominiumId) => {
        const user = await createUser(t.db, { type: 'sindico', condominiumId });
        return { condominiumId, token: await tokenFor(t.db, t.config, user.id) };
      }),
    );
    const master = await tokenFor(t.db, t.config, (await createUser(t.db, { type: 'master' })).id);
    const responses = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const person = people[index % 2]!;
        const other = people[(index + 1) % 2]!;
        const asMaster = index % 5 === 0;
        const target = index % 3 === 0 ? other.condominiumId : person.condominiumId;
        const url = asMaster ? `/api/v1/condominium/show/${target}` : `/api/v1/condominium/${target}`;
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(asMaster ? master : person.token) });
        return { expected: asMaster || target === person.condominiumId ? 200 : 404, status: response.statusCode };
      }),
    );
    expect(responses.filter((response) => response.status !== response.expected)).toEqual([]);
  });
});

describe('the cost of a signed-in request', () => {
  it('is one round trip for validate-token and one per statement of a GET, whose scope goes ahead of it', async () => {
    const user = await createUser(t.db, { type: 'sindico', condominiumId: own });
    const token = await tokenFor(t.db, t.config, user.id);
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const validated = await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) });
      expect(validated.statusCode).toBe(200);
      expect(queries).toHaveBeenCalledTimes(1);

      queries.mockClear();
      const shown = await t.app.inject({ method: 'GET', url: `/api/v1/condominium/${own}`, headers: bearer(token) });
      expect(shown.statusCode).toBe(200);
      // The session lookup; the condominium, with the scope ahead of it in the same write. No BEGIN, no COMMIT.
      expect(queries).toHaveBeenCalledTimes(2);

      // A writing unit: its first statement with BEGIN and the scope ahead of it, then COMMIT.
      queries.mockClear();
      await inScope(t.appDb, scopeOf(own), (tx) => tx.select({ id: condominiums.id }).from(condominiums));
      expect(queries).toHaveBeenCalledTimes(2);
      expect(queries.mock.calls.at(-1)?.[0]).toBe('commit');

      // Work that sends no statement opens no transaction, so it has none to commit.
      queries.mockClear();
      expect(await inScope(t.appDb, scopeOf(own), async () => 'nothing sent')).toBe('nothing sent');
      expect(queries).not.toHaveBeenCalled();

      // A dashboard block, a `sql` block drizzle cannot prepare, goes as a named statement (ShapedStatement).
      queries.mockClear();
      const block = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/reforms', headers: bearer(token) });
      expect(block.statusCode).toBe(200);
      const sent = queries.mock.calls.map(([query]) => query as string | { name?: string; text: string });
      expect(sent.filter((query) => typeof query === 'object' && query.name?.startsWith('zelo_') && /json_build_object/.test(query.text))).toHaveLength(1);
    } finally {
      queries.mockRestore();
    }
  });
});
