import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#src/lib/api-error.ts';
import { useSession } from '#src/stores/session.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { authRequests } from './auth-requests.ts';

/** POST /auth (SPEC §4 "Sign-in"): stores the user and token, or shows the server's message in a toast. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authRequests.login,
    onMutate: () => useSession.getState().signInStarted(),
    onSuccess: (user) => {
      useSession.getState().signedIn(user);
      const { token, ...sessionUser } = user;
      // The answer already proves the token: no need to validate it again on the way in.
      queryClient.setQueryData(sessionQueries.current(token).queryKey, sessionUser);
    },
    onError: (error) => {
      const message = errorMessage(error);
      useSession.getState().signInFailed(message);
      notify.error(message);
    },
  });
}
