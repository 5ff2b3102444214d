import { createHash } from 'node:crypto';
import type { Executor } from '#server/db/client.ts';

/** A named statement's name: the text's hash, so that one name never stands for two texts on a connection. */
export const statementName = (text: string) => `zelo_${createHash('sha1').update(text).digest('base64url')}`;

/** What drizzle gives for a query with placeholders (`sql.placeholder`): its text, and its named prepared form. */
export interface Preparable<Values, Row> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: Values): Promise<Row[]> };
}

/**
 * A statement whose text is the same for every call, its values given through placeholders. Each executor (the pool,
 * or a pooled connection's unit of work, see unit-of-work.ts) builds it once and keeps it as a named statement, which
 * PostgreSQL parses once per connection and plans generically after five runs. Built and planned on every call, a
 * select with a few joins cost about 0.4 ms of JS and 0.3 ms of planning (0.45 ms under row-level security) on the
 * 2-core machine, more than running it (docs/decisions/012).
 */
export class PreparedStatement<Values extends Record<string, unknown>, Row> {
  private readonly built = new WeakMap<Executor, { execute(values: Values): Promise<Row[]> }>();

  constructor(private readonly build: (db: Executor) => Preparable<Values, Row>) {}

  run(db: Executor, values: Values): Promise<Row[]> {
    let prepared = this.built.get(db);
    if (!prepared) {
      const statement = this.build(db);
      prepared = statement.prepare(statementName(statement.toSQL().sql));
      this.built.set(db, prepared);
    }
    return prepared.execute(values);
  }

  /** The statement's text and its placeholders' positions (the benchmark replays it through bare `pg`). */
  query(db: Executor) {
    return this.build(db).toSQL();
  }
}
