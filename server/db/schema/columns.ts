/** The columns every table spells the same way. */
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A listing filter's haystack: the columns joined, lower-cased and unaccented, stored. The filter compares with
 * it through its trigram index, and rechecking a match reads a value instead of folding accents row by row.
 */
export const searchText = (columns: () => AnyPgColumn[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`immutable_unaccent(lower(${sql.join(columns(), sql` || ' ' || `)}))`);
