import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#src/lib/api-error.ts';
import { notify } from '#src/ui/toast-store.ts';
import { condominiumQueries } from './condominium-queries.ts';
import { condominiumRequests } from './condominium-requests.ts';

/** PUT /condominium/active|inactive/{uuid}; the listing is fetched again at its page and filter (SPEC §4). */
export function useSetCondominiumActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: condominiumRequests.setActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: condominiumQueries.all() }),
    onError: (error) => notify.error(errorMessage(error)),
  });
}
