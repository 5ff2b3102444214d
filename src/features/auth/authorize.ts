import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { assertAllowed } from '#src/lib/permissions.ts';
import { returningTo } from '#src/lib/redirect-path.ts';
import { useSession } from '#src/stores/session.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { acceptVerifiedUser, endSessionIfTokenRefused } from './session-verification.ts';

/**
 * SPEC §4 "Token verify", once per visit (the query's stale time), its answer applied to the session store. Only the
 * server refusing the token ends the session: an unreachable server, or an answer cut off because the person
 * reloaded or left while it came, keeps the saved user (the next call will tell).
 */
function verifySession(queryClient: QueryClient, token: string): void {
  queryClient.ensureQueryData(sessionQueries.current(token)).then(acceptVerifiedUser, (error: unknown) => {
    endSessionIfTokenRefused(error, token);
  });
}

/**
 * The guard of every protected route (SPEC §2): no token → `/` (with the page asked for); a type the route table
 * does not allow → `/404`. The saved user decides, and the token is verified alongside: waiting for the answer
 * put a round trip before every first paint. When the answer comes, a refused token ends the session (the shell
 * then goes to `/`, keeping the page) and a changed type runs this guard again (decision 013).
 */
export function authorize(queryClient: QueryClient, location: Pick<ParsedLocation, 'pathname' | 'href'>): void {
  const { token, activeUser } = useSession.getState();
  if (!token || !activeUser) throw redirect({ to: '/', search: returningTo(location.href), replace: true });
  verifySession(queryClient, token);
  assertAllowed(activeUser, location.pathname);
}
