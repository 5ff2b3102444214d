import { FIRST_PAGE, type ListingSearch, type ListingStatus } from './listing-search.ts';

// Apart from the search (listing-search.ts): the route definitions, which validate the search, load with the first
// page (/login's 120 KB budget), and the request is built where a listing loads (a route's loader, the screen).

// A type, not an interface: the HTTP client takes a query as a record of values, which an interface is not.
export type ListingRequest = {
  page: number;
  filter?: string;
  status?: ListingStatus;
  condominium?: string;
};

/** The listing request of a search: page from 1, and each filter only when there is one. */
export function listingParams(search: ListingSearch): ListingRequest {
  const filter = search.filter?.trim();
  return {
    page: search.page ?? FIRST_PAGE,
    ...(filter && { filter }),
    ...(search.status && { status: search.status }),
    ...(search.condominium && { condominium: search.condominium }),
  };
}
