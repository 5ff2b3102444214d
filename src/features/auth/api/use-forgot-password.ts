import { useMutation } from '@tanstack/react-query';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { authRequests } from './auth-requests.ts';

/** POST /password/email (SPEC §4 "Forgot password"). */
export function useForgotPassword() {
  const dialogs = useDialogs();
  return useMutation({
    mutationFn: authRequests.forgotPassword,
    // Not awaited: the dialog closes on its own while the screen moves on.
    onSuccess: () => {
      void dialogs.success({
        title: 'Recuperação Solicitada!',
        text: 'Você receberá um e-mail com as informações para recuperar sua senha.',
      });
    },
    onError: (error) => notify.failure(error),
  });
}
