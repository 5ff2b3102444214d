import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listingParams, type ListingRequest } from '#src/lib/listing-request.ts';
import type { ListingSearch } from '#src/lib/listing-search.ts';

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

export interface ListingNavigation<S = ListingSearch> {
  /** `replace` for changes that should not each become a history entry (typing a filter). */
  (search: S, options?: { replace?: boolean }): void;
}

/** What every listing's search has: a page and a free-text filter. */
type PagedSearch = { page?: number; filter?: string };
/** What every listing's request has; `per_page` (up to the contract's MAX_PAGE_SIZE) only when it is not the default. */
type PagedRequest = { page: number; per_page?: number; filter?: string };

interface UseListingOptions<T, K extends QueryKey, S extends PagedSearch, R extends PagedRequest> {
  /** The route's search params (page and filter live in the URL). */
  search: S;
  onSearchChange: ListingNavigation<S>;
  /** The list leaf of the module's query factory, for a page and filter. */
  queryOptions: (request: R) => UseQueryOptions<Paged<T>, Error, Paged<T>, K>;
  /** The request of a search, when the listing's is not `listingParams`' (its own filters, the maintenance listings' `selected_filter`). */
  toRequest?: (search: S) => R;
}

export interface Listing<T, S extends PagedSearch = ListingSearch, R extends PagedRequest = ListingRequest> {
  request: R;
  /** The filter as typed (the request's is trimmed). */
  filter: string;
  query: UseQueryResult<Paged<T>, Error>;
  setPage: (page: number) => void;
  /** Filters from page 1 again, keeping the other filters. */
  setFilter: (filter: string) => void;
  /** Changes other filters (status, condominium, type), from page 1 again. */
  setSearch: (changes: Partial<S>) => void;
  /**
   * A page of `perPage` rows with the listing's current filters, fetched now through the listing's own query (the
   * CSV export reads every page through it). Offline, it waits for the connection, as every query does.
   */
  fetchPage: (page: number, perPage: number) => Promise<Paged<T>>;
}

/**
 * Page, filter and data of a paged listing (ARCHITECTURE §10 `useListing`). The previous page stays on screen
 * while the next loads; a new filter starts again from page 1; a page that no longer exists (after a filter or an
 * inactivation) moves to the last one.
 */
export function useListing<T, K extends QueryKey, S extends PagedSearch = ListingSearch, R extends PagedRequest = ListingRequest>({
  search,
  onSearchChange,
  queryOptions,
  toRequest = listingParams as unknown as (search: S) => R,
}: UseListingOptions<T, K, S, R>): Listing<T, S, R> {
  const queryClient = useQueryClient();
  const request = toRequest(search);
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
    setSearch: (changes: Partial<S>) => onSearchChange({ ...search, ...changes, page: undefined }),
    // Always fetched again (staleTime 0): what is exported is what the server has now, not an answer cached a moment ago.
    fetchPage: (page, perPage) => queryClient.fetchQuery({ ...queryOptions({ ...request, page, per_page: perPage }), staleTime: 0 }),
  };
}
