import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '#server/db/client.ts';
import { dialect, runOnConnection } from './unit-of-work.ts';

/** What a shaped statement's text may depend on: a few named choices, never a value. */
type Shape = Record<string, string | number | boolean>;

/**
 * A statement written as a `sql` block (drizzle has no `prepare` for those) whose text depends only on its shape — the
 * kind of scope, who reads — and whose values are placeholders. It is built once per shape and sent as a named
 * statement of the unit of work's connection (runOnConnection), parsed once per connection and planned generically
 * after five runs. Building a dashboard block's SQL on every call cost more JS than the rest of its request, and
 * planning it more than running it (docs/decisions/027).
 *
 * The builder is given the shape alone, so no caller's value can shape the text that another caller's values fill.
 */
export class ShapedStatement<S extends Shape> {
  private readonly built = new Map<string, Query>();

  constructor(private readonly build: (shape: S) => SQL) {}

  /** The statement's text for `shape`, its placeholders unfilled. */
  query(shape: S): Query {
    const key = JSON.stringify(shape);
    let query = this.built.get(key);
    if (!query) {
      query = dialect.sqlToQuery(this.build(shape));
      this.built.set(key, query);
    }
    return query;
  }

  /** Runs it in the unit of work `db` (inScope), its placeholders filled from `values`. */
  async run<Row extends pg.QueryResultRow>(db: Executor, shape: S, values: Record<string, unknown> = {}): Promise<Row[]> {
    const query = this.query(shape);
    const rows = runOnConnection<Row>(db, { sql: query.sql, params: fillPlaceholders(query.params, values) }, true);
    if (!rows) throw new Error('A shaped statement runs in a unit of work (inScope).');
    return rows;
  }
}
