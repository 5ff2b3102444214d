import pg from 'pg';
import type { Config } from '#server/config.ts';
import { connectDatabase, type DatabaseConnection } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { applyMigrations } from './migrate.ts';
import { seedReferenceData } from './seed.ts';

const EMBEDDED_DATABASE_NAME = 'zelo';

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface OpenDatabase extends DatabaseConnection {
  /** Whether this process started the embedded server (and so must stop it). */
  embedded: boolean;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR; then migrates and refreshes
 * the reference data. `close()` ends the pool and, when embedded, stops the server cleanly.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: Logger): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const connection = connectDatabase(config.databaseUrl);
    await prepare(connection);
    return { ...connection, embedded: false };
  }

  const server = await startEmbeddedPostgres(config.dataDir, log);
  try {
    const url = await ensureDatabase(server.url, EMBEDDED_DATABASE_NAME);
    const connection = connectDatabase(url);
    await prepare(connection);
    return {
      ...connection,
      embedded: true,
      async close() {
        await connection.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function prepare(connection: DatabaseConnection) {
  await applyMigrations(connection.db);
  await seedReferenceData(connection.db);
}

/** Creates `name` on the server behind `serverUrl` when it does not exist; returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
