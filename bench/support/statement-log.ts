import pg from 'pg';

export interface LoggedStatement {
  text: string;
  values: unknown[];
  /** The prepared statement's name, when the caller named it. */
  name?: string;
}

const recorders = new Set<LoggedStatement[]>();
let installed = false;

/**
 * Records every statement any `pg` client of this process sends while `work` runs: the round trips of one request,
 * as node-postgres sends them (a named query, a parameterised one, or a simple-protocol string). Patching the client's
 * `query` is the one place every pool, drizzle included, goes through.
 */
export async function recordStatements(work: () => Promise<unknown>): Promise<LoggedStatement[]> {
  if (!installed) {
    installed = true;
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (recorders.size) {
        const [first, second] = args as [string | { text: string; values?: unknown[]; name?: string }, unknown];
        const statement: LoggedStatement =
          typeof first === 'string'
            ? { text: first, values: Array.isArray(second) ? second : [] }
            : { text: first.text, values: first.values ?? (Array.isArray(second) ? second : []), ...(first.name ? { name: first.name } : {}) };
        for (const recorder of recorders) recorder.push(statement);
      }
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  const recorded: LoggedStatement[] = [];
  recorders.add(recorded);
  try {
    await work();
  } finally {
    recorders.delete(recorded);
  }
  return recorded;
}
