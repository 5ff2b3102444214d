import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { errorMessage } from '#src/lib/api-error.ts';
import { useSession } from '#src/stores/session.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { authRequests } from './auth-requests.ts';

interface LogoutOptions {
  /** False when the caller has already moved away (the inactivity lock screen). */
  redirect?: boolean;
}

/**
 * POST /logout (SPEC §4 "Logout"): either way the user, the token and the cached data go; on success the app
 * goes to `/`, on failure the server's message is shown.
 */
export function useLogout() {
  const router = useRouter();

  // The cached data goes with the session: the query client clears itself whenever a session ends (lib/query-client.ts).
  const endSession = () => useSession.getState().clearSession();

  return useMutation({
    mutationFn: (_options: LogoutOptions) => authRequests.logout(),
    onSuccess: async (_result, { redirect = true }) => {
      endSession();
      await router.invalidate();
      if (redirect) await router.navigate({ to: '/' });
    },
    onError: (error) => {
      endSession();
      notify.error(errorMessage(error));
    },
  });
}
