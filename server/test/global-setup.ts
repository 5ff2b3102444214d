import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed.ts';

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
 * server), otherwise an embedded one in a temporary folder. One template database is migrated and seeded once.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  let tempDir: string | undefined;
  if (!serverUrl) {
    tempDir = await mkdtemp(join(tmpdir(), 'zelo-test-pg-'));
    // mkdtemp makes a private folder; run as root, PostgreSQL runs as `postgres` and must reach its cluster inside.
    await chmod(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres(tempDir, silent);
    serverUrl = embedded.url;
    stopServer = embedded.stop;
  }

  const prefix = `zelo_t${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(template)}`);

  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${template}`;
  const connection = connectDatabase(templateUrl.toString(), { max: 1 });
  try {
    await applyMigrations(connection.db);
    await seedReferenceData(connection.db);
  } finally {
    await connection.close();
  }

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', template);
  project.provide('databasePrefix', prefix);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`);
    }
    await admin.end();
    await stopServer();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
