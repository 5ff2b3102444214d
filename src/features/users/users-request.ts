import type { UserType } from '#contract/user-types.ts';
import { listingParams, type ListingRequest } from '#src/lib/listing-request.ts';
import type { UsersSearch } from './users-search.ts';

// Apart from the search (users-search.ts): the route definitions, which validate it, load with the first page
// (/login's 120 KB budget); the request is built where the listing loads (the route's loader, the screen).

/** The users listing's request: the common one, and the type of user when there is one. */
export function usersListingParams(search: UsersSearch): ListingRequest & { type?: UserType } {
  return { ...listingParams(search), ...(search.type && { type: search.type }) };
}
