import { useMutation } from '@tanstack/react-query';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';
import { prospectRequests } from './prospect-requests.ts';

/** POST /register (SPEC §8): success → 'Acesso Solicitado!'; an existing CNPJ or e-mail → the 'Ops!' dialog. */
export function useRegisterProspect() {
  const dialogs = useDialogs();
  return useMutation({
    mutationFn: prospectRequests.register,
    // Not awaited: the dialog closes on its own while the screen moves on to the login.
    onSuccess: () => {
      void dialogs.success({
        title: 'Acesso Solicitado!',
        text: 'Em breve nossa equipe entrará em contato para realizar a liberação do acesso!',
      });
    },
    onError: reportSaveError,
  });
}
