import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Condominium } from '#contract/condominiums.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';
import { condominiumApi, condominiumQueries } from './condominium-queries.ts';
import { condominiumRequests } from './condominium-requests.ts';

/** POST /condominium/store; a CNPJ already registered opens the 'Ops!' dialog (SPEC §8). */
export const useCreateCondominium = condominiumApi.useCreate;

/** PUT /condominium/update/{uuid} */
export const useUpdateCondominium = condominiumApi.useUpdate;

/** Keeps the saved condominium in the cache, as the master's form and the síndico's profile read it. */
function useKeepSaved() {
  const queryClient = useQueryClient();
  return (saved: Condominium) => {
    queryClient.setQueryData(condominiumQueries.detail(saved.uuid).queryKey, saved);
    queryClient.setQueryData(condominiumQueries.own(saved.uuid).queryKey, saved);
  };
}

/**
 * PUT /condominium/profile/{uuid}: the síndico's own condominium. The session is verified again, so the header
 * shows the new name without signing in again.
 */
export function useUpdateCondominiumProfile() {
  return useMutation({
    mutationFn: condominiumRequests.updateProfile,
    meta: { invalidates: [condominiumQueries.lists(), sessionQueries.all()] },
    onSuccess: useKeepSaved(),
    onError: reportSaveError,
  });
}

/** POST /condominium/logo */
export function useUploadCondominiumLogo() {
  return useMutation({
    mutationFn: condominiumRequests.uploadLogo,
    meta: { invalidates: [condominiumQueries.lists()] },
    onSuccess: useKeepSaved(),
    onError: reportSaveError,
  });
}
