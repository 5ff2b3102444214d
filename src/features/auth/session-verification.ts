import type { SessionUser } from '#contract/auth.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { INVALID_TOKEN_MESSAGE, useSession } from '#src/stores/session.ts';
import { notify } from '#src/ui/toasts/notify.ts';

/** The status with which the server refuses a token (unknown, revoked, idle or expired session). */
const TOKEN_REFUSED_STATUS = 401;

/** SPEC §4 "Token verify" succeeded: the token is valid and the user is the server's current one. */
export function acceptVerifiedUser(user: SessionUser): void {
  const session = useSession.getState();
  if (!session.tokenIsValid || session.activeUser !== user) session.tokenVerified(user);
}

/**
 * SPEC §4 and §8: the server refused the token → 'Token inválido' and the session is cleared. Only a refusal does
 * that: being offline, an answer cut off by the page unloading (a reload or a link followed while the app starts),
 * a server error or an answer the SPA cannot read keep the saved session, and the next call will tell. So does the
 * refusal of a token the session no longer holds (signed in again meanwhile). Returns whether the session ended.
 */
export function endSessionIfTokenRefused(error: unknown, token: string): boolean {
  if (!isApiError(error) || error.status !== TOKEN_REFUSED_STATUS) return false;
  // A 401 has already emptied the session (src/lib/http.ts); another token in it means a newer sign-in.
  const current = useSession.getState().token;
  if (current !== null && current !== token) return false;
  useSession.getState().tokenRejected();
  notify.error(INVALID_TOKEN_MESSAGE);
  return true;
}
