import { createHash } from 'node:crypto';
import type { Executor } from '#server/db/client.ts';

/** Names already hashed: a listing or a dashboard block names its text on every call, and its shapes are few. */
const names = new Map<string, string>();
/** Past this many texts the names are hashed afresh, so that no stream of distinct texts can grow the map unbounded. */
const NAMES_KEPT = 2_000;

/** A named statement's name: the text's hash, so that one name never stands for two texts on a connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `zelo_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

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
