import { useMutation } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { referenceEditingEndpoints, type CatalogActivityForm, type PeriodicityForm, type ReferenceItemForm } from '#contract/maintenance.ts';
import { callEndpoint } from '#src/lib/http.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';
import { maintenanceQueries } from '#src/features/maintenance/api/maintenance-queries.ts';
import { programmeQueries } from './programme-queries.ts';

/** The lists master edits in 'Catálogo e listas': the catalogue and the four reference lists. */
export type EditableReferenceList = keyof typeof referenceEditingEndpoints;
type NamedList = 'types' | 'responsibleTypes' | 'documentTypes';

export interface SaveRequest<Body> {
  /** The item to change; a new one when absent. */
  id?: number;
  body: Body;
}

/**
 * What a saved item makes stale. The catalogue shows the names of types, periodicities and responsibles; the
 * enabled maintenances, the staff's programme and the details carry those names too (and executions carry the
 * names of their evidence's document types). A catalogue activity is copied into a programme when enabled, so it
 * only refreshes the catalogue.
 */
const staleAfter: Record<EditableReferenceList, () => QueryKey[]> = {
  types: () => [maintenanceQueries.reference('types').queryKey, programmeQueries.catalog().queryKey, maintenanceQueries.lists(), maintenanceQueries.details()],
  periodicities: () => [maintenanceQueries.reference('periodicities').queryKey, programmeQueries.catalog().queryKey, maintenanceQueries.lists(), maintenanceQueries.details()],
  responsibleTypes: () => [maintenanceQueries.reference('responsibleTypes').queryKey, programmeQueries.catalog().queryKey, maintenanceQueries.lists(), maintenanceQueries.details()],
  documentTypes: () => [maintenanceQueries.reference('documentTypes').queryKey, maintenanceQueries.lists(), maintenanceQueries.details()],
  catalog: () => [programmeQueries.catalog().queryKey],
};

function save<L extends EditableReferenceList>(list: L, { id, body }: SaveRequest<unknown>) {
  const { create, update } = referenceEditingEndpoints[list];
  return id === undefined ? callEndpoint(create, { body }) : callEndpoint(update, { params: { id }, body });
}

/**
 * POST or PUT of a type, a responsible type or a document type (master). A 409 (the name exists) is the 'Ops!' dialog
 * with the server's sentence; field errors are left to the form.
 */
export function useSaveReferenceItem(list: NamedList) {
  return useMutation({
    mutationFn: (request: SaveRequest<ReferenceItemForm>) => save(list, request),
    meta: { invalidates: staleAfter[list]() },
    onError: reportSaveError,
  });
}

/** POST or PUT /maintenance-periodicities (master), with its interval. */
export function useSavePeriodicity() {
  return useMutation({
    mutationFn: (request: SaveRequest<PeriodicityForm>) => save('periodicities', request),
    meta: { invalidates: staleAfter.periodicities() },
    onError: reportSaveError,
  });
}

/** POST or PUT /maintenance-catalog (master): a standard activity with its settings. */
export function useSaveCatalogActivity() {
  return useMutation({
    mutationFn: (request: SaveRequest<CatalogActivityForm>) => save('catalog', request),
    meta: { invalidates: staleAfter.catalog() },
    onError: reportSaveError,
  });
}
