import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import { applyMigrations, migrationsFolder } from './migrate.ts';

let database: TestDatabase;
let olderFolder: string;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  // The migrations as a database that stopped at 0001_platform had them.
  olderFolder = await mkdtemp(join(tmpdir(), 'zelo-migrations-'));
  await cp(migrationsFolder, olderFolder, { recursive: true });
  const journalFile = join(olderFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0002');
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(async () => {
  await database.close();
  await rm(olderFolder, { recursive: true, force: true });
});

describe('migrations', () => {
  it('upgrade a database that already has condominiums, keeping them', async () => {
    await migrate(database.db, { migrationsFolder: olderFolder });
    await database.db.execute(sql`insert into plans (name, rank, modules) values ('Free', 0, '{dashboard}')`);
    await database.db.execute(
      sql`insert into condominiums (cnpj, comercial_name, plan_id, allowed_modules) select '11444777000161', 'Residencial Antigo', id, '{dashboard}' from plans`,
    );

    await applyMigrations(database.db);

    const { rows } = await database.db.execute<{ corporate_name: string; comercial_name: string; search_text: string }>(
      sql`select corporate_name, comercial_name, search_text from condominiums`,
    );
    expect(rows).toEqual([
      { corporate_name: 'Residencial Antigo', comercial_name: 'Residencial Antigo', search_text: 'residencial antigo residencial antigo 11444777000161' },
    ]);
    const applied = await database.db.execute<{ count: string }>(sql`select count(*) from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(Number(applied.rows[0]?.count)).toBe(journal.entries.length);
  });
});
