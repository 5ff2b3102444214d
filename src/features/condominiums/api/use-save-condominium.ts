import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Condominium } from '#contract/condominiums.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';
import { condominiumQueries } from './condominium-queries.ts';
import { condominiumRequests } from './condominium-requests.ts';

/** Keeps the saved condominium in the cache and marks every listing stale. */
function useStoreSaved() {
  const queryClient = useQueryClient();
  return (saved: Condominium) => {
    queryClient.setQueryData(condominiumQueries.detail(saved.uuid).queryKey, saved);
    queryClient.setQueryData(condominiumQueries.own(saved.uuid).queryKey, saved);
    return queryClient.invalidateQueries({ queryKey: condominiumQueries.lists() });
  };
}

/** POST /condominium/store; a CNPJ already registered opens the 'Ops!' dialog (SPEC §8). */
export function useCreateCondominium() {
  const storeSaved = useStoreSaved();
  return useMutation({ mutationFn: condominiumRequests.store, onSuccess: storeSaved, onError: reportSaveError });
}

/** PUT /condominium/update/{uuid} */
export function useUpdateCondominium() {
  const storeSaved = useStoreSaved();
  return useMutation({ mutationFn: condominiumRequests.update, onSuccess: storeSaved, onError: reportSaveError });
}

/**
 * PUT /condominium/profile/{uuid}: the síndico's own condominium. The session is verified again, so the header
 * shows the new name without signing in again.
 */
export function useUpdateCondominiumProfile() {
  const queryClient = useQueryClient();
  const storeSaved = useStoreSaved();
  return useMutation({
    mutationFn: condominiumRequests.updateProfile,
    onSuccess: (saved) => Promise.all([storeSaved(saved), queryClient.invalidateQueries({ queryKey: sessionQueries.all() })]),
    onError: reportSaveError,
  });
}

/** POST /condominium/logo */
export function useUploadCondominiumLogo() {
  const storeSaved = useStoreSaved();
  return useMutation({ mutationFn: condominiumRequests.uploadLogo, onSuccess: storeSaved, onError: reportSaveError });
}
