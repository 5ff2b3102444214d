import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

const MAX_RETRIES = 2;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The queries a successful mutation makes stale (usually listings: `[condominiumQueries.lists()]`). One rule
       * of the MutationCache invalidates them, so a module never imports another to refresh its lists.
       */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** Retries only what may succeed on a second try: network failures and server errors, never a 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

interface QueryClientOptions {
  /** Tests turn retries off. */
  retry?: false;
}

export function createQueryClient({ retry }: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Returned, so the mutation stays pending until the stale lists are fetched again (the active page and filter).
      onSuccess: (_data, _variables, _context, mutation) => {
        const stale = mutation.meta?.invalidates ?? [];
        return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: { retry: retry ?? shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
