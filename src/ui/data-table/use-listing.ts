import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listingParams, type ListingSearch } from '#src/lib/listing-search.ts';

/** A page of a listing, as the contract's pagedList gives it. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** `total` and `last_page` are estimates (a listing above the server's counting cap). */
  total_capped?: boolean;
}

export type ListingRequest = ReturnType<typeof listingParams>;

export interface ListingNavigation {
  /** `replace` for changes that should not each become a history entry (typing a filter). */
  (search: ListingSearch, options?: { replace?: boolean }): void;
}

interface UseListingOptions<T, K extends QueryKey> {
  /** The route's search params (page and filter live in the URL). */
  search: ListingSearch;
  onSearchChange: ListingNavigation;
  /** The list leaf of the module's query factory, for a page and filter. */
  queryOptions: (request: ListingRequest) => UseQueryOptions<Paged<T>, Error, Paged<T>, K>;
}

export interface Listing<T> {
  request: ListingRequest;
  /** The filter as typed (the request's is trimmed). */
  filter: string;
  query: UseQueryResult<Paged<T>, Error>;
  setPage: (page: number) => void;
  /** Filters from page 1 again, keeping the other filters. */
  setFilter: (filter: string) => void;
  /** Changes other filters (status, condominium, type), from page 1 again. */
  setSearch: (changes: Partial<ListingSearch>) => void;
}

/**
 * Page, filter and data of a paged listing (ARCHITECTURE §10 `useListing`). The previous page stays on screen
 * while the next loads; a new filter starts again from page 1; a page that no longer exists (after a filter or an
 * inactivation) moves to the last one.
 */
export function useListing<T, K extends QueryKey>({ search, onSearchChange, queryOptions }: UseListingOptions<T, K>): Listing<T> {
  const request = listingParams(search);
  const query = useQuery({ ...queryOptions(request), placeholderData: keepPreviousData });
  const lastPage = query.isPlaceholderData ? undefined : query.data?.last_page;

  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && request.page > lastPage) {
      onSearchChange({ ...search, page: lastPage > 1 ? lastPage : undefined }, { replace: true });
    }
  }, [lastPage, request.page, search, onSearchChange]);

  return {
    request,
    filter: search.filter ?? '',
    query,
    setPage: (page: number) => onSearchChange({ ...search, page: page > 1 ? page : undefined }),
    setFilter: (filter: string) => onSearchChange({ ...search, page: undefined, filter: filter.trim() ? filter : undefined }, { replace: true }),
    setSearch: (changes: Partial<ListingSearch>) => onSearchChange({ ...search, ...changes, page: undefined }),
  };
}
