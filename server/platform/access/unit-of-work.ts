import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { DATABASE_CASING, type Database, type Transaction } from '#server/db/client.ts';
import type { TenantScope } from './tenancy.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a unit of work may do. A `read` (a GET's) runs in a READ ONLY transaction, so a read that writes fails loudly
 * instead of being answered before its write is durable (see `inScope`).
 */
export type WorkMode = 'read' | 'write';

/**
 * BEGIN and the scope's settings in one simple-protocol message: one round trip per unit of work, none per query.
 * The settings are transaction-local (`set_config(…, true)`), so a pooled connection returns to the pool without
 * them, whatever happened. The ids are inlined because a multi-statement message takes no parameters: each one is
 * checked to be a UUID first.
 */
export function beginStatement(scope: TenantScope, mode: WorkMode = 'write'): string {
  const ids = scope.all ? [] : scope.condominiumIds;
  const invalid = ids.find((id) => !UUID.test(id));
  if (invalid !== undefined) throw new Error(`not a condominium id: ${invalid}`);
  return (
    `${mode === 'read' ? 'begin read only' : 'begin'}; select set_config('zelo.is_master', '${scope.all ? 'on' : 'off'}', true),` +
    ` set_config('zelo.condominium_ids', '${ids.join(',')}', true)`
  );
}

/** Renders as the app's database does (its casing); the app runs no relational queries, so no schema is given. */
const dialect = new PgDialect({ casing: DATABASE_CASING });

/**
 * Each pooled connection's transaction handle, made once per connection: the pool lends a connection to one unit of
 * work at a time, so the handle can be too. What is built once per executor (a listing's page statement) is then kept
 * per connection, as PostgreSQL keeps its named statements.
 */
const transactions = new WeakMap<pg.PoolClient, Transaction>();

function transactionOver(client: pg.PoolClient): Transaction {
  let transaction = transactions.get(client);
  if (!transaction) {
    // drizzle's own transaction classes, over a client whose BEGIN was already sent with the scope (beginStatement).
    transaction = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined) as unknown as Transaction;
    transactions.set(client, transaction);
  }
  return transaction;
}

/**
 * Runs `work` in one transaction on a pooled connection, with the scope set for the row-level policies: committed
 * when it resolves, rolled back when it throws. Services called inside share the transaction (nested
 * `transaction()` calls become savepoints).
 *
 * A `read` resolves as soon as its work has: a read-only transaction has nothing to make durable, so its COMMIT goes
 * out after the answer (one round trip off every GET) and the connection returns to the pool once it is done.
 */
export async function inScope<T>(db: Database, scope: TenantScope, work: (tx: Transaction) => Promise<T>, mode: WorkMode = 'write'): Promise<T> {
  const begin = beginStatement(scope, mode);
  const client = await db.$client.connect();
  // A connection whose commit or rollback fails is in an unknown state: it is discarded rather than pooled.
  const release = (error?: Error) => client.release(error);
  let result: T;
  try {
    await client.query(begin);
    result = await work(transactionOver(client));
  } catch (error) {
    await client.query('rollback').then(() => release(), release);
    throw error;
  }
  if (mode === 'read') {
    client.query('commit').then(() => release(), release);
    return result;
  }
  try {
    await client.query('commit');
  } catch (error) {
    release(error as Error);
    throw error;
  }
  release();
  return result;
}
