import { useMutation } from '@tanstack/react-query';
import { hasFieldErrors } from '#src/lib/api-error.ts';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { authRequests } from './auth-requests.ts';

/** POST /password/reset (SPEC §4 "Reset password"). */
export function useResetPassword() {
  const dialogs = useDialogs();
  return useMutation({
    mutationFn: authRequests.resetPassword,
    // Not awaited: the dialog closes on its own while the screen moves on to the login.
    onSuccess: () => {
      void dialogs.success({ title: 'Senha redefinida com sucesso!' });
    },
    onError: (error) => {
      // Field errors show next to their fields; anything else (an expired link) in a toast.
      if (hasFieldErrors(error)) return;
      notify.failure(error);
    },
  });
}
