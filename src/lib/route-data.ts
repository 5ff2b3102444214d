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
 * A listing route's loader. Entering a listing, or a new page or filter of one already on screen, starts the
 * request and renders at once: the table shows its loading rows until the page arrives, and keeps the rows it
 * shows (and the search box its focus and what is being typed) while the next ones load. Waiting here put an API
 * round trip before the page's title, its largest paint (Lighthouse's LCP, issue 10). A preload (hovering the
 * menu link) waits, so the page is in the cache when the click comes.
 */
export async function loadListingData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  if (cause === 'preload') await ensureRouteData(queryClient, options);
  else void queryClient.prefetchQuery(options);
}
