import { queryOptions, useQuery } from '@tanstack/react-query';
import { apartmentsEndpoints } from '#contract/apartments.ts';
import { callEndpoint } from '#src/lib/http.ts';

/** Shared by the apartments screens (which make it stale) and the user form (whose morador picks an apartment). */
export const apartmentOptionsKey = () => ['apartments', 'of-condominium'] as const;

/** GET /apartments/get-by-condominium/{id}: the active apartments of a condominium, for selects. */
export const apartmentOptionsQuery = (condominiumId: string) =>
  queryOptions({
    queryKey: [...apartmentOptionsKey(), condominiumId] as const,
    queryFn: () => callEndpoint(apartmentsEndpoints.byCondominium, { params: { id: condominiumId } }).then((result) => result.data),
  });

export function useCondominiumApartments(condominiumId: string | undefined) {
  return useQuery({ ...apartmentOptionsQuery(condominiumId ?? ''), enabled: Boolean(condominiumId) });
}
