import { useLocation } from '@tanstack/react-router';
import type { ListingSearch } from '#src/lib/listing-search.ts';

/**
 * The page and filter of the listing this record was opened from (carried in the history entry), so that going
 * back after a save shows the same page and filter (SPEC §4); none when the record was opened some other way.
 */
export function useListingReturn(): ListingSearch {
  return useLocation({ select: (location) => location.state.listingSearch }) ?? {};
}
