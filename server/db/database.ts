import pg from 'pg';
import type { Config } from '#server/config.ts';
import { appRoleUrl, assertRestrictedRole, enableAppRoleLogin } from './app-role.ts';
import { connectDatabase, type DatabaseConnection } from './client.ts';
import { readOrCreateSecret, startEmbeddedPostgres } from './embedded.ts';
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
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR. The owner's connection migrates and
 * refreshes the reference data and is closed; what is returned is the pool of the app role (zelo_app), which the
 * row-level policies hold (docs/decisions/009). `close()` ends the pool and, when embedded, stops the server.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseAppUrl' | 'dataDir'>,
  log: Logger,
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    if (!config.databaseAppUrl) {
      throw new Error('Com DATABASE_URL, defina também DATABASE_APP_URL: a conexão da API com um papel membro de zelo_app.');
    }
    await prepare(config.databaseUrl);
    return { ...(await connectAppRole(config.databaseAppUrl)), embedded: false };
  }

  const server = await startEmbeddedPostgres(config.dataDir, log);
  try {
    const ownerUrl = await ensureDatabase(server.url, EMBEDDED_DATABASE_NAME);
    await prepare(ownerUrl);
    const password = await readOrCreateSecret(config.dataDir, 'zelo-app-password');
    await enableAppRoleLogin(ownerUrl, password);
    const connection = await connectAppRole(appRoleUrl(ownerUrl, password));
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

/**
 * The key of the advisory lock that migrations run under: any constant that no other lock on the database uses
 * (it reads "zelo" in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x7a656c6f;

/**
 * Migrations and reference data, as the owner of the tables. Several API processes started together against one
 * DATABASE_URL would each create drizzle's journal and apply the same migration at once; a session advisory lock
 * makes them take turns, and the later ones find the work done. The pool has one connection, so the lock, the
 * migrations and the seed all run in the one session that holds it.
 */
async function prepare(ownerUrl: string) {
  const owner = connectDatabase(ownerUrl, { max: 1 });
  try {
    await owner.pool.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await applyMigrations(owner.db);
      await seedReferenceData(owner.db);
    } finally {
      await owner.pool.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await owner.close();
  }
}

async function connectAppRole(url: string) {
  const connection = connectDatabase(url);
  try {
    await assertRestrictedRole(connection.pool);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
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
