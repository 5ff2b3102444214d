import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A route loader's data (ARCHITECTURE §6): in the query cache before the screen renders, and on hover too, since
 * the router preloads on intent — so a detail opened from a listing shows at once. A failure is not the router's
 * to show: the screen's query holds it and offers what a person can do about it (try again, go back).
 */
export async function ensureRouteData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  try {
    await queryClient.ensureQueryData(options);
  } catch {
    // Left to the screen (see above).
  }
}

/**
 * A listing route's loader. Entering the listing waits for its page, like any route data. A new page or filter on
 * a listing already on screen only starts the request: the screen keeps the rows it shows (and the search box its
 * focus and what is being typed) while the next ones load, instead of the route falling back to its pending
 * screen on a slow answer.
 */
export async function loadListingData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  if (cause === 'stay') void queryClient.prefetchQuery(options);
  else await ensureRouteData(queryClient, options);
}
