import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { SessionUser } from '#contract/auth.ts';
import { assertAllowed } from '#src/lib/permissions.ts';
import { useSession } from '#src/stores/session.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { acceptVerifiedUser, rejectTokenOnHttpError } from './session-verification.ts';

/**
 * The guard of every protected route (SPEC §2): no token → `/`; the token is verified once per visit (SPEC §4);
 * a type the route table does not allow → `/404`. Returns the user for the route context.
 */
export async function authorize(queryClient: QueryClient, pathname: string): Promise<SessionUser> {
  const { token, activeUser } = useSession.getState();
  if (!token || !activeUser) throw redirect({ to: '/', replace: true });

  let user = activeUser;
  try {
    user = await queryClient.ensureQueryData(sessionQueries.current(token));
    acceptVerifiedUser(user);
  } catch (error) {
    if (rejectTokenOnHttpError(error)) throw redirect({ to: '/', replace: true });
    // Unreachable server: carry on with the saved user; the next call will tell.
  }
  assertAllowed(user, pathname);
  return user;
}
