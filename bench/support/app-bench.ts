import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { appRoleUrl, enableAppRoleLogin } from '#server/db/app-role.ts';
import { connectDatabase } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { TEST_APP_ROLE_PASSWORD } from '#server/test/database-server.ts';
import { DASHBOARD_SHARES, seedDashboardData, seededCounts, type SeedShares } from './dashboard-data.ts';
import { openBenchDatabase } from './database.ts';
import type { DataSize } from './large-data.ts';
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
  const prepareSchema = async () => {
    await applyMigrations(owner.db);
    await enableAppRoleLogin(database.url, TEST_APP_ROLE_PASSWORD);
    await seedReferenceData(owner.db);
  };
  return {
    dataDir,
    database,
    owner,
    appRole,
    appRoleDatabaseUrl,
    servers,
    /** The migrations, the app role's login and the reference data (plans, places, catalogues). */
    prepareSchema,
    /** The schema, then the modules' tables at `size` (dashboard-data.ts): the rows of each table and the seconds it took. */
    async seedModules(size: DataSize, shares: SeedShares = DASHBOARD_SHARES) {
      const started = performance.now();
      await prepareSchema();
      await seedDashboardData(database.url, size, shares);
      const seedSeconds = Math.round((performance.now() - started) / 1000);
      const rows = await seededCounts(owner.pool);
      console.log(`Semeado em ${seedSeconds} s: ${JSON.stringify(rows)}`);
      return { rows, seedSeconds };
    },
    /** The real API over the app role, in this process, listening on 127.0.0.1. */
    async startApp(log: Logger) {
      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, BUILD_DIR: join(dataDir, 'build'), APP_URL: 'http://zelo.bench', LOG_LEVEL: 'warn' });
      const outbox = new Outbox(appRole.db, {}, log);
      const app = await buildApp({ version: 'bench', config, db: appRole.db, outbox, lookups: new BrazilLookups(config.lookups), storage: createFileStorage(config), loggerInstance: log });
      return { config, outbox, app, url: await servers.listen(app) };
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
