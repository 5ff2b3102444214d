import type { ReformSituation } from '#contract/reform-statuses.ts';
import { listingParams, type ListingRequest } from '#src/lib/listing-request.ts';
import type { ReformsSearch } from './reforms-search.ts';

// Apart from the search (reforms-search.ts): the route definitions, which validate it, load with the first page
// (/login's 120 KB budget); the request is built where the listing loads (the route's loader, the screen).

/** The reforms listing's request: the common one and the step when there is one; not the open reform. */
export function reformsListingParams(search: ReformsSearch): ListingRequest & { situation?: ReformSituation } {
  return { ...listingParams(search), ...(search.situation && { situation: search.situation }) };
}
