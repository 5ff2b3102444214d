import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prospect } from '#contract/prospects.ts';
import { errorMessage } from '#src/lib/api-error.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';
import { notify } from '#src/ui/toast-store.ts';
import { prospectAdminRequests } from './prospect-admin-requests.ts';
import { prospectQueries } from './prospect-queries.ts';

/** Keeps the changed request in the cache and fetches the listing again at its page and filter (SPEC §4). */
function useStoreChanged() {
  const queryClient = useQueryClient();
  return (changed: Prospect) => {
    queryClient.setQueryData(prospectQueries.detail(changed.uuid).queryKey, changed);
    return queryClient.invalidateQueries({ queryKey: prospectQueries.lists() });
  };
}

/** PUT /prospects/update/{uuid} */
export function useUpdateProspect() {
  const storeChanged = useStoreChanged();
  return useMutation({ mutationFn: prospectAdminRequests.update, onSuccess: storeChanged, onError: reportSaveError });
}

/** PUT /prospects/active|inactive/{uuid} */
export function useSetProspectActive() {
  const storeChanged = useStoreChanged();
  return useMutation({
    mutationFn: prospectAdminRequests.setActive,
    onSuccess: storeChanged,
    onError: (error) => notify.error(errorMessage(error)),
  });
}

/** PUT /prospects/send-access/{uuid}; a CNPJ or e-mail already registered opens the 'Ops!' dialog (SPEC §8). */
export function useSendProspectAccess() {
  const storeChanged = useStoreChanged();
  return useMutation({ mutationFn: prospectAdminRequests.sendAccess, onSuccess: storeChanged, onError: reportSaveError });
}
