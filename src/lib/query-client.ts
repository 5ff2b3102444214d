import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { onSessionEnd } from '#src/stores/session.ts';
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
  onSessionEnd((endedToken) => forgetSession(queryClient, endedToken));
  return queryClient;
}

/**
 * Cached answers belong to the person who asked for them: on a shared tablet the next person must not see the last
 * one's listings. Removing a query also cancels its fetch (silently), so an answer to the ended session cannot land
 * in the cache after it, even under a key the next person asks for. One fetch is left to finish: the check of the
 * ended token that is refusing it, whose refusal the guard and the shell turn into 'Token inválido' (SPEC §8). Its
 * key names that token, so no later session reads it, and the HTTP client delivers no success to an ended session.
 */
function forgetSession(queryClient: QueryClient, endedToken: string): void {
  const refusingCheck = queryClient.getQueryCache().find({
    queryKey: sessionQueries.current(endedToken).queryKey,
    exact: true,
    fetchStatus: 'fetching',
  });
  queryClient.removeQueries({ predicate: (query) => query !== refusingCheck });
  queryClient.getMutationCache().clear();
}
