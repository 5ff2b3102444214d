import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apartmentsEndpoints, type apartmentForm, type bulkApartmentsForm } from '#contract/apartments.ts';
import { apartmentOptionsKey } from '#src/api/apartment-options.ts';
import { createModuleApi, listsOf } from '#src/api/module-api.ts';
import { callEndpoint } from '#src/lib/http.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';

const { listing, show, store, update, activate, inactivate, bulk, byCondominium } = apartmentsEndpoints;

export type ApartmentBody = z.output<typeof apartmentForm>;
export type BuildingBody = z.output<typeof bulkApartmentsForm>;

/** GET /apartments/listing, /show/{id}; POST /store; PUT /update/{uuid}, /active/{uuid}, /inactive/{uuid}. */
export const apartmentApi = createModuleApi('apartments', { listing, show, store, update, activate, inactivate });

export const apartmentQueries = apartmentApi.queries;

/**
 * GET /apartments/get-by-condominium/{id}?include=inactive: every unit the condominium has, inactive ones too, which a
 * new building's numbers must not repeat. Under the selects' key, so that saving a building refreshes it.
 */
export const existingApartmentsQuery = (condominiumId: string) =>
  queryOptions({
    queryKey: [...apartmentOptionsKey(), condominiumId, 'with-inactive'] as const,
    queryFn: () => callEndpoint(byCondominium, { params: { id: condominiumId }, query: { include: 'inactive' } }).then((result) => result.data),
  });

/** POST /apartments/bulk: a whole building; the listing and the selects of apartments are stale after it. */
export function useCreateBuilding() {
  return useMutation({
    mutationFn: (body: BuildingBody) => callEndpoint(bulk, { body }).then((result) => result.data),
    meta: { invalidates: [listsOf('apartments'), apartmentOptionsKey()] },
    onError: reportSaveError,
  });
}
