import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Query } from 'drizzle-orm';
import { DATABASE_CASING, type Database, type Executor, type Transaction } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '../errors.ts';
import { statementName } from '../prepared-statement.ts';
import type { TenantScope } from './tenancy.ts';

/**
 * The scope's settings for the row-level policies. Transaction-local (`set_config(…, true)`), so a pooled connection
 * returns to the pool without them, whatever happened.
 */
export const SCOPE_SETTINGS = "select set_config('zelo.is_master', $1, true), set_config('zelo.condominium_ids', $2, true)";

export const scopeSettingsOf = (scope: TenantScope): [string, string] =>
  scope.all ? ['on', ''] : ['off', scope.condominiumIds.join(',')];

/** What pg's Query and its connection do on the wire: pg's own, not in @types/pg. */
interface WireConnection {
  parse(message: { name: string; text: string }): void;
  bind(message: { statement: string; values: string[] }): void;
  execute(message: object): void;
}
type WireQuery = pg.Query & {
  requiresPreparation(): boolean;
  prepare(connection: WireConnection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
};
const WireQuery = pg.Query as unknown as new (config: pg.QueryConfig, values?: unknown[]) => WireQuery;

/**
 * What a unit of work sends ahead of a statement, as named statements parsed once per connection: a writing one BEGIN
 * and its scope, ahead of its first statement; a reading one its scope and read-only mode, ahead of each statement,
 * which then runs in the implicit transaction of its own batch (no BEGIN, no COMMIT).
 *
 * A reading unit's named statement is also planned generically. The app names a statement only when its plan does not
 * depend on its values; PostgreSQL's own choice compares estimates that differ by a hair on such a statement (the
 * morador's reforms page: 1,064 against 1,052 + the planning it saves), so on some data it planned every call afresh,
 * 0.5–3 ms for a statement that runs in 0.1 ms (docs/decisions/027). An unnamed statement (a text filter's LIKE) is
 * planned for its values as before.
 */
const READING_SCOPE = `${SCOPE_SETTINGS}, set_config('transaction_read_only', 'on', true)`;
const PREFIXES = {
  zelo_begin: 'begin',
  zelo_scope: SCOPE_SETTINGS,
  zelo_reading_scope: READING_SCOPE,
  zelo_reading_scope_generic: `${READING_SCOPE}, set_config('plan_cache_mode', 'force_generic_plan', true)`,
};
type Prefix = { statement: keyof typeof PREFIXES; values: string[] }[];

interface Unit {
  settings: [string, string];
  reading: boolean;
  /** Whether a writing unit has sent its BEGIN, and so has a transaction to end. */
  begun: boolean;
}

/** A pooled connection, with the prefixes it has parsed and the unit of work it serves. */
class ScopedConnection {
  readonly parsedPrefixes = new Set<keyof typeof PREFIXES>();
  unit: Unit | null = null;

  constructor(readonly client: pg.PoolClient) {}

  /** Whom drizzle and runOnConnection send their queries to: each goes with the prefix its unit of work owes. */
  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const prefix = this.prefixOwed(Boolean(config.name));
    if (!prefix) return this.client.query(config, values);
    return new Promise((resolve, reject) => {
      const query = new ScopedQuery(config, values, this, prefix);
      (query as unknown as { callback: (error: Error | null, result: pg.QueryResult) => void }).callback = (error, result) =>
        error ? reject(error) : resolve(result);
      this.client.query(query);
    });
  }

  private prefixOwed(named: boolean): Prefix | null {
    const unit = this.unit;
    if (!unit) return null;
    if (unit.reading) return [{ statement: named ? 'zelo_reading_scope_generic' : 'zelo_reading_scope', values: unit.settings }];
    if (unit.begun) return null;
    unit.begun = true;
    return [
      { statement: 'zelo_begin', values: [] },
      { statement: 'zelo_scope', values: unit.settings },
    ];
  }
}

/**
 * A statement preceded, in the same write and before the same Sync, by its unit of work's prefix (BEGIN and the scope,
 * or the reading scope): the scope costs no round trip of its own (docs/decisions/027). The prefix's results are
 * passed over, so the caller gets the statement's alone. An error anywhere ends the batch at the Sync: a writing
 * unit's transaction is left failed, which inScope rolls back; a reading one's implicit transaction is over.
 */
class ScopedQuery extends WireQuery {
  #prefixResultsLeft: number;

  constructor(
    config: pg.QueryConfig,
    values: unknown[] | undefined,
    private readonly connection: ScopedConnection,
    private readonly prefix: Prefix,
  ) {
    super(config, values);
    this.#prefixResultsLeft = prefix.length;
  }

  override requiresPreparation() {
    return true;
  }

  override prepare(wire: WireConnection) {
    for (const { statement, values } of this.prefix) {
      if (!this.connection.parsedPrefixes.has(statement)) {
        wire.parse({ name: statement, text: PREFIXES[statement] });
        this.connection.parsedPrefixes.add(statement);
      }
      wire.bind({ statement, values });
      wire.execute({});
    }
    super.prepare(wire);
  }

  override handleDataRow(message: unknown) {
    if (this.#prefixResultsLeft === 0) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, wire: WireConnection) {
    if (this.#prefixResultsLeft > 0) this.#prefixResultsLeft--;
    else super.handleCommandComplete(message, wire);
  }
}

/** Renders as the app's database does (its casing); the app runs no relational queries, so no schema is given. */
export const dialect = new PgDialect({ casing: DATABASE_CASING });

/**
 * Each pooled connection's transaction handle, made once per connection: the pool lends a connection to one unit of
 * work at a time, so the handle can be too. What is built once per executor (a listing's page statement) is then kept
 * per connection, as PostgreSQL keeps its named statements.
 */
const transactions = new WeakMap<pg.PoolClient, Transaction>();
/** The connection under each of those handles, for the statements drizzle cannot prepare (ShapedStatement). */
const connections = new WeakMap<Executor, ScopedConnection>();

function transactionOver(client: pg.PoolClient): Transaction {
  let transaction = transactions.get(client);
  if (!transaction) {
    // drizzle's own transaction classes, over the connection that sends BEGIN and the scope with the first statement.
    const connection = new ScopedConnection(client);
    transaction = new NodePgTransaction(dialect, new NodePgSession(connection as unknown as pg.PoolClient, dialect, undefined), undefined) as unknown as Transaction;
    transactions.set(client, transaction);
    connections.set(transaction, connection);
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
  const connection = connections.get(db);
  return connection
    ?.query({ name: prepared ? statementName(query.sql) : undefined, text: query.sql }, query.params)
    .then((result) => result.rows as Row[]);
}

/** COMMITs whose answer never came (the connection lost, the server stopping): their work may have been committed. */
const commitsInDoubt = new WeakSet<object>();

/** Whether `error` is a COMMIT that failed without saying why, so that what it would have saved may be saved. */
export const mayHaveCommitted = (error: unknown): boolean => typeof error === 'object' && error !== null && commitsInDoubt.has(error);

/**
 * Runs `work` on a pooled connection with the scope set for the row-level policies.
 *
 * Writing (the default): in one transaction, committed when `work` resolves, rolled back when it throws; services
 * called inside share it (nested `transaction()` calls become savepoints). BEGIN and the scope go with the first
 * statement, so work that sends none has nothing to end.
 *
 * Reading (`{ reading: true }`, a GET's): each statement runs in a read-only transaction of its own, its scope ahead
 * of it in the same batch, with no BEGIN or COMMIT to wait for. Its statements do not share one snapshot; a write,
 * a lock or a savepoint among them fails.
 */
export async function inScope<T>(db: Database, scope: TenantScope, work: (tx: Transaction) => Promise<T>, options: { reading?: boolean } = {}): Promise<T> {
  const client = await db.$client.connect();
  const transaction = transactionOver(client);
  const connection = connections.get(transaction)!;
  const unit: Unit = { settings: scopeSettingsOf(scope), reading: options.reading ?? false, begun: false };
  connection.unit = unit;
  let discard: Error | undefined;
  let committing = false;
  try {
    const result = await work(transaction);
    committing = true;
    if (unit.begun) await client.query('commit');
    return result;
  } catch (error) {
    if (committing && isDatabaseUnavailable(error)) commitsInDoubt.add(error as object);
    // A connection whose rollback fails is in an unknown state: it is discarded rather than pooled.
    if (unit.begun) await client.query('rollback').catch((rollbackError: Error) => (discard = rollbackError));
    throw error;
  } finally {
    connection.unit = null;
    client.release(discard);
  }
}
