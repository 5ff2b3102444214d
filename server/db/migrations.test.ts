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
const folders: string[] = [];

/** The migrations as a database that stopped before `tag` had them. */
async function migrationsBefore(tag: string) {
  const folder = await mkdtemp(join(tmpdir(), 'zelo-migrations-'));
  folders.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  olderFolder = await migrationsBefore('0002');
});
afterAll(async () => {
  await database.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
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

  it("move stored logos onto the storage adapter's keys, where the files already are", async () => {
    const older = await createTestDatabase({ empty: true });
    try {
      await migrate(older.db, { migrationsFolder: await migrationsBefore('0006') });
      await older.db.execute(sql`insert into plans (name, rank, modules) values ('Free', 0, '{dashboard}')`);
      await older.db.execute(
        sql`insert into condominiums (cnpj, comercial_name, corporate_name, plan_id, allowed_modules, logo)
            select '11444777000161', 'Com Logo', 'Com Logo', id, '{dashboard}', 'antigo-0a1b2c3d4e5f6a7b.webp' from plans`,
      );
      await applyMigrations(older.db);
      const { rows } = await older.db.execute<{ logo: string }>(sql`select logo from condominiums`);
      expect(rows).toEqual([{ logo: 'logos/antigo-0a1b2c3d4e5f6a7b.webp' }]);
    } finally {
      await older.close();
    }
  });
});
