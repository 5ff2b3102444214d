import { queryOptions } from '@tanstack/react-query';
import { callEndpointLazily } from '#src/lib/http-lazy.ts';

/** Re-checks the token at most this often while the app is open (and again when the window regains focus). */
const SESSION_STALE_MS = 5 * 60_000;

// The route guard runs this on the way into the app: the contract (and zod) load on first use.
const validateToken = () =>
  callEndpointLazily(async () => (await import('#contract/auth.ts')).authEndpoints.validateToken).then((r) => r.data);

/**
 * The signed-in user as the server sees them. Shared: the guard and the sign-in keep it, and screens that change
 * what the session shows (the síndico renaming their condominium) invalidate it.
 */
export const sessionQueries = {
  all: () => ['auth'] as const,
  /** GET /validate-token: the current user behind a token (SPEC §4 "Token verify"). */
  current: (token: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'session', token] as const,
      queryFn: validateToken,
      staleTime: SESSION_STALE_MS,
      retry: false,
    }),
};
