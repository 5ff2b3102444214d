import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { appRoleUrl, enableAppRoleLogin } from '#server/db/app-role.ts';
import { connectDatabase } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { TEST_APP_ROLE_PASSWORD } from '#server/test/database-server.ts';
import { openBenchDatabase } from './database.ts';
import { LocalServers } from './local-servers.ts';

/** Connections per pool, the app's and the floors'. */
export const POOL_SIZE = 10;

/**
 * What a benchmark of the real app needs: a database of its own with two connections — the owner (migrations, seeding,
 * floors) and the app role (the API, row-level security on, as in production; it connects lazily, once
 * `prepareSchema` made the role) — a data folder, and the servers it starts. `close` ends them all.
 */
export async function openAppBench(name: string) {
  const dataDir = await mkdtemp(join(tmpdir(), `zelo-bench-${name}-`));
  const database = await openBenchDatabase();
  const owner = connectDatabase(database.url, { max: POOL_SIZE });
  const appRoleDatabaseUrl = appRoleUrl(database.url, TEST_APP_ROLE_PASSWORD);
  const appRole = connectDatabase(appRoleDatabaseUrl, { max: POOL_SIZE });
  const servers = new LocalServers();
  return {
    dataDir,
    database,
    owner,
    appRole,
    appRoleDatabaseUrl,
    servers,
    /** The migrations, the app role's login and the reference data (plans, places, catalogues). */
    async prepareSchema() {
      await applyMigrations(owner.db);
      await enableAppRoleLogin(database.url, TEST_APP_ROLE_PASSWORD);
      await seedReferenceData(owner.db);
    },
    async close() {
      await servers.closeAll();
      await appRole.close();
      await owner.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The machine's load average at the moments a benchmark names, printed and kept for its report. */
export class LoadAverages {
  readonly notes: { when: string; loadavg: number[] }[] = [];

  note(when: string) {
    const averages = loadavg().map((value) => Math.round(value * 100) / 100);
    this.notes.push({ when, loadavg: averages });
    console.log(`load average ${when}: ${averages.join(' ')}`);
  }

  toString() {
    return this.notes.map((entry) => `${entry.when}: ${entry.loadavg.join(' ')}`).join('; ');
  }
}
