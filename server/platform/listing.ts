import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export interface PageRequest {
  page: number;
  per_page: number;
}

/** A listing's answer: the paged list of SPEC §3 (`data, current_page, last_page, per_page`, and the total) in the envelope. */
export function pageOf<T>(rows: T[], total: number, request: PageRequest) {
  return {
    data: {
      data: rows,
      current_page: request.page,
      last_page: Math.max(1, Math.ceil(total / request.per_page)),
      per_page: request.per_page,
      total,
    },
  };
}

export const offsetOf = (request: PageRequest) => (request.page - 1) * request.per_page;

/**
 * The listing `filter`: an accent- and case-insensitive substring match over a table's `search_text` column
 * (stored already folded, with a trigram index). A masked CNPJ or phone typed in the filter
 * ("11.444.777/0001-61") also matches the bare characters stored.
 */
export function textFilter(searchText: AnyColumn, filter: string | undefined): SQL | undefined {
  const term = filter?.trim();
  if (!term) return undefined;
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const match = (value: string) => sql`${searchText} like immutable_unaccent(lower(${like(value)}))`;
  const bare = /^[\dA-Za-z]*[\d][\dA-Za-z]*$/.test(term.replace(/[.\-/()\s]/g, '')) ? term.replace(/[.\-/()\s]/g, '') : term;
  return bare === term ? match(term) : sql`(${match(term)} or ${match(bare)})`;
}
