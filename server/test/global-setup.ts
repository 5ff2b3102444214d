import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { enableAppRoleLogin } from '#server/db/app-role.ts';
import { connectDatabase } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { createDatabase, databaseUrl, dropDatabase, startDatabaseServer, TEST_APP_ROLE_PASSWORD } from './database-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the server's maintenance database; suites create their databases through it. */
    databaseServerUrl: string;
    /** A migrated database with the reference data, copied by every suite (`CREATE DATABASE … TEMPLATE`). */
    templateDatabase: string;
    /** Prefix of every database this run creates, so teardown can drop exactly those. */
    databasePrefix: string;
  }
}

const silent = { info: () => {}, warn: (message: string) => process.stderr.write(`${message}\n`) };

/**
 * Server suites run against a real PostgreSQL: TEST_DATABASE_URL when set (CI points it at the machine's
 * server), otherwise an embedded one in a temporary folder. One template database is migrated and seeded once, and
 * the app role the API runs as (zelo_app) may sign in.
 */
export default async function setup(project: TestProject) {
  const server = await startDatabaseServer(process.env.TEST_DATABASE_URL, silent);
  const prefix = `zelo_t${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  await createDatabase(server.url, template);
  const connection = connectDatabase(databaseUrl(server.url, template), { max: 1 });
  try {
    await applyMigrations(connection.db);
    await seedReferenceData(connection.db);
  } finally {
    await connection.close();
  }
  await enableAppRoleLogin(databaseUrl(server.url, template), TEST_APP_ROLE_PASSWORD);

  project.provide('databaseServerUrl', server.url);
  project.provide('templateDatabase', template);
  project.provide('databasePrefix', prefix);

  return async () => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    await admin.end();
    for (const { datname } of rows) await dropDatabase(server.url, datname);
    await server.stop();
  };
}
