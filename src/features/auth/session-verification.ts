import type { SessionUser } from '#contract/auth.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { INVALID_TOKEN_MESSAGE, useSession } from '#src/stores/session.ts';
import { notify } from '#src/ui/toasts/notify.ts';

/** SPEC §4 "Token verify" succeeded: the token is valid and the user is the server's current one. */
export function acceptVerifiedUser(user: SessionUser): void {
  const session = useSession.getState();
  if (!session.tokenIsValid || session.activeUser !== user) session.tokenVerified(user);
}

/**
 * SPEC §4 and §8: the server refused the token (any non-200 status) → 'Token inválido' and the session is cleared.
 * Returns false for failures that never reached the server: being offline does not sign anyone out.
 */
export function rejectTokenOnHttpError(error: unknown): boolean {
  if (!isApiError(error) || !error.isHttp) return false;
  useSession.getState().tokenRejected();
  notify.error(INVALID_TOKEN_MESSAGE);
  return true;
}
