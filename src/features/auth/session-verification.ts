import type { SessionUser } from '#contract/auth.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { INVALID_TOKEN_MESSAGE, useSession } from '#src/stores/session.ts';
import { notify } from '#src/ui/toasts/notify.ts';

/** Whether the server answered, and not with success: a status of 0 is no answer (offline, or cut off by an unload). */
const isRefusal = (status: number) => status !== 0 && (status < 200 || status >= 300);

/** SPEC §4 "Token verify" succeeded: the token is valid and the user is the server's current one. */
export function acceptVerifiedUser(user: SessionUser): void {
  const session = useSession.getState();
  if (!session.tokenIsValid || session.activeUser !== user) session.tokenVerified(user);
}

/**
 * SPEC §8: token validation answered with a non-200 status → 'Token inválido' and the session is cleared. Only an
 * answer does that: being offline, or an answer cut off by the page unloading (a reload or a link followed while the
 * app starts), is no answer, and a 200 the SPA cannot read is not a refusal — those keep the saved session, and the
 * next call will tell. So does the refusal of a token the session no longer holds (signed in again meanwhile).
 * Returns whether the session ended.
 */
export function endSessionIfTokenRefused(error: unknown, token: string): boolean {
  if (!isApiError(error) || !isRefusal(error.status)) return false;
  // A 401 has already emptied the session (src/lib/http.ts); another token in it means a newer sign-in.
  const current = useSession.getState().token;
  if (current !== null && current !== token) return false;
  useSession.getState().tokenRejected();
  notify.error(INVALID_TOKEN_MESSAGE);
  return true;
}
