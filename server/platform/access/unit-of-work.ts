import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Query, SQL } from 'drizzle-orm';
import { DATABASE_CASING, type Database, type Executor, type Transaction } from '#server/db/client.ts';
import { statementName } from '../prepared-statement.ts';
import type { TenantScope } from './tenancy.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * BEGIN and the scope's settings in one simple-protocol message: one round trip per unit of work, none per query.
 * The settings are transaction-local (`set_config(…, true)`), so a pooled connection returns to the pool without
 * them, whatever happened. The ids are inlined because a multi-statement message takes no parameters: each one is
 * checked to be a UUID first.
 */
export function beginStatement(scope: TenantScope): string {
  const ids = scope.all ? [] : scope.condominiumIds;
  const invalid = ids.find((id) => !UUID.test(id));
  if (invalid !== undefined) throw new Error(`not a condominium id: ${invalid}`);
  return (
    `begin; select set_config('zelo.is_master', '${scope.all ? 'on' : 'off'}', true),` +
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
/** The connection under each of those handles, for the statements drizzle cannot prepare (`runPrepared`). */
const clients = new WeakMap<Executor, pg.PoolClient>();

function transactionOver(client: pg.PoolClient): Transaction {
  let transaction = transactions.get(client);
  if (!transaction) {
    // drizzle's own transaction classes, over a client whose BEGIN was already sent with the scope (beginStatement).
    transaction = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined) as unknown as Transaction;
    transactions.set(client, transaction);
    clients.set(transaction, client);
  }
  return transaction;
}

/**
 * Sends a query drizzle has built on the unit of work's own connection: named when `prepared` (pg's named query),
 * parsed once per connection and, after five runs, planned once, as PreparedStatement does. Drizzle's own `prepare`
 * would build the query a second time on every call, which cost a listing more JS than its statement
 * (docs/decisions/027). Undefined outside a unit of work (the pool, a savepoint): the caller runs it through drizzle.
 */
export function runOnConnection<Row extends pg.QueryResultRow>(db: Executor, query: Query, prepared: boolean): Promise<Row[]> | undefined {
  const client = clients.get(db);
  return client?.query<Row>({ name: prepared ? statementName(query.sql) : undefined, text: query.sql, values: query.params }).then((result) => result.rows);
}

/**
 * Runs a statement written as a `sql` block, which drizzle has no `prepare` for, as a named statement of the unit of
 * work's connection (runOnConnection). Planning a dashboard block cost 0.2–1.6 ms, more than running it
 * (docs/decisions/027). Its text is the same whoever calls, their values being parameters, so a connection keeps one
 * per shape. Elsewhere (the pool, a savepoint) it runs as an ordinary statement.
 */
export async function runPrepared<Row extends pg.QueryResultRow>(db: Executor, statement: SQL): Promise<Row[]> {
  return (await runOnConnection<Row>(db, dialect.sqlToQuery(statement), true)) ?? ((await db.execute(statement)).rows as Row[]);
}

/**
 * Runs `work` in one transaction on a pooled connection, with the scope set for the row-level policies: committed
 * when it resolves, rolled back when it throws. Services called inside share the transaction (nested
 * `transaction()` calls become savepoints).
 */
export async function inScope<T>(db: Database, scope: TenantScope, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const begin = beginStatement(scope);
  const client = await db.$client.connect();
  let discard: Error | undefined;
  try {
    await client.query(begin);
    const result = await work(transactionOver(client));
    await client.query('commit');
    return result;
  } catch (error) {
    // A connection whose rollback fails is in an unknown state: it is discarded rather than pooled.
    await client.query('rollback').catch((rollbackError: Error) => (discard = rollbackError));
    throw error;
  } finally {
    client.release(discard);
  }
}
