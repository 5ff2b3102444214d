import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '#server/db/embedded.ts';

/**
 * zelo_app's password on a test or benchmark cluster: roles are shared by every run on the cluster, so it is one
 * constant (docs/decisions/009).
 */
export const TEST_APP_ROLE_PASSWORD = 'zelo-app-test-password';

export interface DatabaseServer {
  /** A connection URL to the server's maintenance database. */
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The PostgreSQL that test suites and benchmarks create their databases on: `externalUrl` when given (the
 * machine's server), otherwise an embedded one in a temporary folder, removed again by `stop`.
 */
export async function startDatabaseServer(externalUrl: string | undefined, log: Logger): Promise<DatabaseServer> {
  if (externalUrl) return { url: externalUrl, stop: async () => {} };
  const tempDir = await mkdtemp(join(tmpdir(), 'zelo-pg-'));
  // mkdtemp makes a private folder; run as root, PostgreSQL runs as `postgres` and must reach its cluster inside.
  await chmod(tempDir, 0o755);
  const embedded = await startEmbeddedPostgres(tempDir, log);
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

/** The server's URL pointed at database `name`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run inside one). */
async function onServer(serverUrl: string, statement: (client: pg.Client) => string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement(admin));
  } finally {
    await admin.end();
  }
}

export const createDatabase = (serverUrl: string, name: string, template?: string) =>
  onServer(
    serverUrl,
    (admin) => `create database ${admin.escapeIdentifier(name)}${template ? ` template ${admin.escapeIdentifier(template)}` : ''}`,
  );

export const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, (admin) => `drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
