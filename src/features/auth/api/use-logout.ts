import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { forgetDrafts } from '#src/lib/form-drafts.ts';
import { useSession } from '#src/stores/session.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { authRequests } from './auth-requests.ts';

interface LogoutOptions {
  /** False when the caller has already moved away (the inactivity lock screen). */
  redirect?: boolean;
  /**
   * True for the inactivity lock: the same person is asked to sign back in, and their unsent form drafts wait for
   * them. A person who signs out leaves none behind (issue 23 §2).
   */
  keepDrafts?: boolean;
}

/**
 * POST /logout (SPEC §4 "Logout"): either way the user, the token, the cached data and the form drafts go; on
 * success the app goes to `/`, on failure the server's message is shown.
 */
export function useLogout() {
  const router = useRouter();

  // The cached data goes with the session: the query client clears itself whenever a session ends (lib/query-client.ts).
  const endSession = ({ keepDrafts = false }: LogoutOptions) => {
    useSession.getState().clearSession();
    if (!keepDrafts) forgetDrafts();
  };

  return useMutation({
    mutationFn: (_options: LogoutOptions) => authRequests.logout(),
    onSuccess: async (_result, options) => {
      endSession(options);
      await router.invalidate();
      if (options.redirect ?? true) await router.navigate({ to: '/' });
    },
    onError: (error, options) => {
      endSession(options);
      notify.failure(error);
    },
  });
}
