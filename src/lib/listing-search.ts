/**
 * The search params of a paged listing (`?page=2&filter=solar`), kept in the URL so that back and forward, a
 * reload or a shared link show the same page. Written by hand rather than with zod: route definitions load with
 * the first page (issue 3: /login within 120 KB).
 */
export interface ListingSearch {
  /** From 1; left out of the URL on the first page. */
  page?: number;
  filter?: string;
}

export const FIRST_PAGE = 1;
const MAX_FILTER_LENGTH = 200;

export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  const page = Number(search.page);
  const filter = typeof search.filter === 'string' || typeof search.filter === 'number' ? String(search.filter).slice(0, MAX_FILTER_LENGTH) : '';
  return {
    ...(Number.isInteger(page) && page > FIRST_PAGE && { page }),
    ...(filter.trim() && { filter }),
  };
}

/** The listing request of a search: page from 1, and the filter only when there is one. */
export function listingParams(search: ListingSearch): { page: number; filter?: string } {
  const filter = search.filter?.trim();
  return { page: search.page ?? FIRST_PAGE, ...(filter && { filter }) };
}
