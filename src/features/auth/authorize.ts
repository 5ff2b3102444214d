import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { assertAllowed } from '#src/lib/permissions.ts';
import { useSession } from '#src/stores/session.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { acceptVerifiedUser, rejectTokenOnHttpError } from './session-verification.ts';

/** Where a person lands after signing in when no deep link asked for another page. */
export const HOME_PATH = '/dashboard';

/** To the sign-in, remembering the page that was asked for (issue 10: deep links survive sign-in). */
function toSignIn(location: Pick<ParsedLocation, 'href'>) {
  return redirect({ to: '/', search: location.href === HOME_PATH ? {} : { redirect: location.href }, replace: true });
}

/**
 * The guard of every protected route (SPEC §2): no token → `/` (with the page asked for); the token is verified
 * once per visit (SPEC §4), which refreshes the session store — the one place the signed-in user is read from;
 * a type the route table does not allow → `/404`.
 */
export async function authorize(queryClient: QueryClient, location: Pick<ParsedLocation, 'pathname' | 'href'>): Promise<void> {
  const { token } = useSession.getState();
  if (!token || !useSession.getState().activeUser) throw toSignIn(location);

  try {
    acceptVerifiedUser(await queryClient.ensureQueryData(sessionQueries.current(token)));
  } catch (error) {
    if (rejectTokenOnHttpError(error)) throw toSignIn(location);
    // Unreachable server: carry on with the saved user; the next call will tell.
  }
  const user = useSession.getState().activeUser;
  if (!user) throw toSignIn(location);
  assertAllowed(user, location.pathname);
}
