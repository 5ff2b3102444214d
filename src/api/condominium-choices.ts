import { useQuery } from '@tanstack/react-query';
import { condominiumsEndpoints } from '#contract/condominiums.ts';
import { MAX_PAGE_SIZE } from '#contract/common.ts';
import { callEndpoint } from '#src/lib/http.ts';
import { useSessionUser } from '#src/stores/session.ts';
import type { SelectOption } from '#src/ui/select-field.tsx';
import { listsOf } from './module-api.ts';

/**
 * The condominiums a person may pick in a select (of apartments, of a user's condominiums): the master's are the
 * platform's, first 100 by name (GET /condominium/listing); everyone else's are their own, from the session.
 */
export function useCondominiumChoices(): { options: SelectOption[]; loading: boolean } {
  const user = useSessionUser();
  const isMaster = user.type === 'master';
  const platform = useQuery({
    // Under the condominiums' list key: saving a condominium makes the choices stale too.
    queryKey: [...listsOf('condominiums'), 'choices'] as const,
    queryFn: () => callEndpoint(condominiumsEndpoints.listing, { query: { page: 1, per_page: MAX_PAGE_SIZE } }).then((result) => result.data.data),
    enabled: isMaster,
  });
  if (!isMaster) return { options: user.condominium.map((condominium) => ({ value: condominium.uuid, label: condominium.comercial_name })), loading: false };
  return { options: (platform.data ?? []).map((condominium) => ({ value: condominium.uuid, label: condominium.comercial_name })), loading: platform.isPending };
}
