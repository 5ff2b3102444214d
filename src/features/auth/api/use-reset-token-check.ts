import { useQuery } from '@tanstack/react-query';
import { isApiError } from '#src/lib/api-error.ts';
import { authRequests } from './auth-requests.ts';

/** The server's code for a reset link that is unknown, used or expired (one answer for all three). */
const INVALID_RESET_TOKEN = 'INVALID_RESET_TOKEN';

export type ResetLinkState = 'checking' | 'usable' | 'unusable';

/**
 * POST /password/check when the page opens, so a used or expired link is reported before the person types a new
 * password. The link is not spent. When the check itself fails (network), the form stays: sending it tells.
 */
export function useResetTokenCheck(token: string): ResetLinkState {
  const { isPending, error } = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => authRequests.checkResetToken(token),
    retry: false,
    staleTime: Infinity,
  });
  if (isPending) return 'checking';
  return isApiError(error) && error.code === INVALID_RESET_TOKEN ? 'unusable' : 'usable';
}
