import type { ListingSearch } from '#src/lib/listing-search.ts';
import { useListing, type ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { prospectQueries } from './prospect-queries.ts';

/** GET /prospects/listing, at the page and filter of the URL. */
export function useProspects(search: ListingSearch, onSearchChange: ListingNavigation) {
  return useListing({ search, onSearchChange, queryOptions: prospectQueries.list });
}
