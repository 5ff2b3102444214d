import { queryOptions } from '@tanstack/react-query';
import { condominiumsEndpoints } from '#contract/condominiums.ts';
import { createModuleApi } from '#src/api/module-api.ts';
import { callEndpoint } from '#src/lib/http.ts';

const { listing, show, store, update, activate, inactivate, own } = condominiumsEndpoints;

const MODULE = 'condominiums';
const ownKey = (id: string) => [MODULE, 'own', id] as const;

/**
 * GET /condominium/listing, /show/{id}; POST /store; PUT /update/{uuid}, /active/{uuid}, /inactive/{uuid}. A saved
 * condominium is kept where the master's form and the síndico's profile read it.
 */
export const condominiumApi = createModuleApi(MODULE, { listing, show, store, update, activate, inactivate }, { alsoKeptAt: ownKey });

export const condominiumQueries = {
  ...condominiumApi.queries,
  /** GET /condominium/{id}: the profile of a condominium the user belongs to. */
  own: (id: string) =>
    queryOptions({
      queryKey: ownKey(id),
      queryFn: () => callEndpoint(own, { params: { id } }).then((r) => r.data),
    }),
};
