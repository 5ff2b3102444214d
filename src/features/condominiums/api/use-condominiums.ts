import type { ListingSearch } from '#src/lib/listing-search.ts';
import { useListing, type ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { condominiumQueries } from './condominium-queries.ts';

/** GET /condominium/listing, at the page and filter of the URL. */
export function useCondominiums(search: ListingSearch, onSearchChange: ListingNavigation) {
  return useListing({ search, onSearchChange, queryOptions: condominiumQueries.list });
}
