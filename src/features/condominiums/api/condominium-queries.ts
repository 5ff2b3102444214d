import { queryOptions } from '@tanstack/react-query';
import { condominiumsEndpoints } from '#contract/condominiums.ts';
import { callEndpoint } from '#src/lib/http.ts';
import type { ListingRequest } from '#src/ui/data-table/use-listing.ts';

export const condominiumQueries = {
  all: () => ['condominiums'] as const,
  lists: () => [...condominiumQueries.all(), 'list'] as const,
  /** GET /condominium/listing?page&filter */
  list: (request: ListingRequest) =>
    queryOptions({
      queryKey: [...condominiumQueries.lists(), request] as const,
      queryFn: () => callEndpoint(condominiumsEndpoints.listing, { query: request }).then((r) => r.data),
    }),
  details: () => [...condominiumQueries.all(), 'detail'] as const,
  /** GET /condominium/show/{id}: any condominium, for the master's edit form. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...condominiumQueries.details(), id] as const,
      queryFn: () => callEndpoint(condominiumsEndpoints.show, { params: { id } }).then((r) => r.data),
    }),
  /** GET /condominium/{id}: the profile of a condominium the user belongs to. */
  own: (id: string) =>
    queryOptions({
      queryKey: [...condominiumQueries.all(), 'own', id] as const,
      queryFn: () => callEndpoint(condominiumsEndpoints.own, { params: { id } }).then((r) => r.data),
    }),
};
