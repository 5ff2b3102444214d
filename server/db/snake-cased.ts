import { toSnakeCase } from 'drizzle-orm/casing';

/** `startsOn` → `starts_on`: a drizzle column's name in the contract's spelling (the type of drizzle's `toSnakeCase`). */
export type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

// Listings rename the same few dozen columns on every row of every page: each name is worked out once.
const snakeCaseNames = new Map<string, string>();
function snakeCaseOf(column: string): string {
  let name = snakeCaseNames.get(column);
  if (name === undefined) snakeCaseNames.set(column, (name = toSnakeCase(column)));
  return name;
}

/**
 * The named columns of a row under the contract's snake_case names. The answers' fields are SPEC's (snake_case) and
 * drizzle's are camelCase; a row that goes out as it is, field for field, is renamed here rather than by hand.
 */
export function snakeCased<Row extends object, Column extends keyof Row & string>(
  row: Row,
  columns: readonly Column[],
): { [Name in Column as SnakeCase<Name>]: Row[Name] } {
  const renamed = columns.map((column) => [snakeCaseOf(column), row[column]]);
  return Object.fromEntries(renamed) as { [Name in Column as SnakeCase<Name>]: Row[Name] };
}
