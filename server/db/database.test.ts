import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import { openDatabase } from './database.ts';
import { migrationsFolder } from './migrate.ts';

let database: TestDatabase;
const log = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database.close());

describe('an external database (DATABASE_URL)', () => {
  it('is migrated as the owner and served through the app role of DATABASE_APP_URL', async () => {
    const opened = await openDatabase({ databaseUrl: database.url, databaseAppUrl: database.appUrl, dataDir: '/nonexistent' }, log);
    try {
      const { rows } = await opened.pool.query<{ role: string; plans: string }>('select current_user as role, (select count(*) from plans) as plans');
      expect(rows[0]).toEqual({ role: 'zelo_app', plans: '4' });
    } finally {
      await opened.close();
    }
  });

  it('refuses to start without DATABASE_APP_URL, or with a role that row-level security does not hold', async () => {
    await expect(openDatabase({ databaseUrl: database.url, databaseAppUrl: undefined, dataDir: '/nonexistent' }, log)).rejects.toThrow(
      'defina também DATABASE_APP_URL',
    );
    await expect(openDatabase({ databaseUrl: database.url, databaseAppUrl: database.url, dataDir: '/nonexistent' }, log)).rejects.toThrow(
      'não pode usar o papel',
    );
  });
});

describe('several processes starting together on one fresh database', () => {
  const PROCESSES = 4;

  it('migrate it once, under the advisory lock, and seed the reference data once', async () => {
    const fresh = await createTestDatabase({ empty: true });
    try {
      const config = { databaseUrl: fresh.url, databaseAppUrl: fresh.appUrl, dataDir: '/nonexistent' };
      const opened = await Promise.all(Array.from({ length: PROCESSES }, () => openDatabase(config, log)));
      await Promise.all(opened.map((connection) => connection.close()));

      const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const { rows } = await fresh.pool.query<{ migrations: number; distinct_migrations: number; plans: number; states: number }>(
        `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                (select count(distinct hash)::int from drizzle.__drizzle_migrations) as distinct_migrations,
                (select count(*)::int from plans) as plans,
                (select count(*)::int from states) as states`,
      );
      expect(rows[0]).toEqual({ migrations: journal.entries.length, distinct_migrations: journal.entries.length, plans: 4, states: 27 });
    } finally {
      await fresh.close();
    }
  });
});
