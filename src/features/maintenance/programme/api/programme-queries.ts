import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { maintenanceEndpoints, type EnabledMaintenance, type ProgrammeForm } from '#contract/maintenance.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { callEndpoint } from '#src/lib/http.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { ENABLED_LOAD_ERROR, maintenanceQueries } from '#src/features/maintenance/api/maintenance-queries.ts';

// The reference lists are the module's (api/maintenance-queries.ts, with SPEC §8's toasts); the programme screen adds
// the catalogue, a condominium's whole programme and the save; 'Catálogo e listas' edits them all (reference-editing-queries.ts).
export { useEvidenceDocumentTypes, useMaintenanceTypes, usePeriodicities as useMaintenancePeriodicities, useResponsibleTypes } from '#src/features/maintenance/api/maintenance-queries.ts';

/** Not in SPEC §8's catalogue of messages; it reads like the other lookups'. */
export const CATALOG_LOAD_ERROR = 'Erro ao carregar o catálogo de manutenções';

const NOT_FOUND = 404;

/** SPEC §8: no enabled maintenance is a 404 from the server, which is an empty programme, not an error. */
export async function fetchEnabledMaintenances(condominiumUuid: string): Promise<EnabledMaintenance[]> {
  try {
    return (await callEndpoint(maintenanceEndpoints.enabled, { params: { condominiumUuid } })).data;
  } catch (error) {
    if (isApiError(error) && error.status === NOT_FOUND) return [];
    throw error;
  }
}

/** A failed load said in a toast (SPEC §8). */
function useLoadErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notify.error(message);
  }, [failed, message]);
}

/** What the programme screen loads (its route's loader warms them). */
export const programmeQueries = {
  /** GET /maintenance-catalog/all: the standard activities by building system, for the whole visit. */
  catalog: () =>
    queryOptions({
      queryKey: [...maintenanceQueries.all(), 'reference', 'catalog'] as const,
      queryFn: () => callEndpoint(maintenanceEndpoints.catalog).then((result) => result.data),
      staleTime: Infinity,
    }),
  types: () => maintenanceQueries.reference('types'),
  periodicities: () => maintenanceQueries.reference('periodicities'),
  responsibleTypes: () => maintenanceQueries.reference('responsibleTypes'),
  /** GET /maintenance/all-by-condominium/{uuid}; a 404 is an empty programme (SPEC §8). */
  enabled: (condominiumUuid: string) =>
    queryOptions({
      // Under the module's lists: recording an execution or saving the programme makes it stale.
      queryKey: [...maintenanceQueries.lists(), 'enabled', condominiumUuid] as const,
      queryFn: () => fetchEnabledMaintenances(condominiumUuid),
    }),
};

export function useMaintenanceCatalog() {
  const query = useQuery(programmeQueries.catalog());
  useLoadErrorToast(query.isError, CATALOG_LOAD_ERROR);
  return query;
}

/** A condominium's enabled maintenances ('Erro ao carregar manutenções habilitadas'; a 404 is none). */
export function useEnabledMaintenances(condominiumUuid: string) {
  const query = useQuery(programmeQueries.enabled(condominiumUuid));
  useLoadErrorToast(query.isError, ENABLED_LOAD_ERROR);
  return query;
}

export interface SaveProgrammeRequest {
  /** SPEC §7: POST enable-dynamic-maintenance when nothing was enabled before, else PUT update-dynamic-maintenance. */
  mode: 'enable' | 'update';
  body: ProgrammeForm;
}

/**
 * Saves a condominium's programme. Everything the module lists (its enabled maintenances, the staff's programme,
 * timeline and summary) is stale after it; field errors (`maintenances.<index>.<field>`) are left to the form, any
 * other failure is a toast with the server's message.
 */
export function useSaveProgramme(condominiumUuid: string) {
  return useMutation({
    mutationFn: ({ mode, body }: SaveProgrammeRequest) => {
      const endpoint = mode === 'enable' ? maintenanceEndpoints.enable : maintenanceEndpoints.updateProgramme;
      return callEndpoint(endpoint, { params: { id: condominiumUuid }, body }).then((result) => result.data);
    },
    meta: { invalidates: [maintenanceQueries.lists()] },
    onError: reportSaveError,
  });
}
