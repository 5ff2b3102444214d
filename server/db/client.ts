import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** An open transaction (a unit of work, see platform/access/unit-of-work.ts). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

/** The columns' names in the database are their TypeScript names in snake_case. */
export const DATABASE_CASING = 'snake_case';

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    // A query that runs longer than a request may wait is a bug, not a load to wait out.
    statement_timeout: 15_000,
  });
  // An idle client losing its connection (e.g. the database restarting) must not crash the process.
  pool.on('error', () => {});
  // Nor may a client checked out for a transaction, between two of its queries (the pool listens only to idle ones):
  // its queries are rejected, the request fails with them, and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, casing: DATABASE_CASING });
  return { db, pool, close: () => pool.end() };
}
