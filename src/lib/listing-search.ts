/**
 * The search params of a paged listing (`?page=2&filter=solar&status=inactive`), kept in the URL so that back and
 * forward, a reload or a shared link show the same page. Written by hand rather than with zod: route definitions
 * load with the first page (issue 3: /login within 120 KB), so the values they accept come from zod-free contract files.
 * A feature's listing with filters of its own extends these in its own search file (users-search.ts…).
 */

export interface ListingSearch {
  /** From 1; left out of the URL on the first page. */
  page?: number;
  filter?: string;
  /** Only active or only inactive records; both when left out. */
  status?: ListingStatus;
  /** One condominium's records (apartments, users…). */
  condominium?: string;
}

export const LISTING_STATUSES = ['active', 'inactive'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const FIRST_PAGE = 1;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A calendar day in the URL, `YYYY-MM-DD`. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_FILTER_LENGTH = 200;

const isStatus = (value: unknown): value is ListingStatus => LISTING_STATUSES.includes(value as ListingStatus);

/**
 * Every key is returned, undefined when absent or invalid: the router merges a route's search over the raw one,
 * so leaving a bad value out would let it through.
 */
export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  const page = Number(search.page);
  const filter = typeof search.filter === 'string' || typeof search.filter === 'number' ? String(search.filter).slice(0, MAX_FILTER_LENGTH) : '';
  return {
    page: Number.isInteger(page) && page > FIRST_PAGE ? page : undefined,
    filter: filter.trim() ? filter : undefined,
    status: isStatus(search.status) ? search.status : undefined,
  };
}

/** A listing that can show one condominium's records (apartments): the search also keeps the condominium. */
export function validateCondominiumListingSearch(search: Record<string, unknown>): ListingSearch {
  return { ...validateListingSearch(search), condominium: matching(UUID, search.condominium) };
}

/** A string that matches `pattern`, or undefined: what a search keeps of a raw value. */
export const matching = (pattern: RegExp, value: unknown) => (typeof value === 'string' && pattern.test(value) ? value : undefined);

/** An id by number (a document type, a periodicity), or undefined: a whole number above zero. */
export const positiveId = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
