import { queryOptions } from '@tanstack/react-query';
import { condominiumsEndpoints } from '#contract/condominiums.ts';
import { createModuleApi } from '#src/api/module-api.ts';
import { callEndpoint } from '#src/lib/http.ts';

const { listing, show, store, update, activate, inactivate, own } = condominiumsEndpoints;

/** GET /condominium/listing, /show/{id}; POST /store; PUT /update/{uuid}, /active/{uuid}, /inactive/{uuid}. */
export const condominiumApi = createModuleApi('condominiums', { listing, show, store, update, activate, inactivate });

export const condominiumQueries = {
  ...condominiumApi.queries,
  /** GET /condominium/{id}: the profile of a condominium the user belongs to. */
  own: (id: string) =>
    queryOptions({
      queryKey: [...condominiumApi.queries.all(), 'own', id] as const,
      queryFn: () => callEndpoint(own, { params: { id } }).then((r) => r.data),
    }),
};
