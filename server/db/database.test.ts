import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import { openDatabase } from './database.ts';

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
