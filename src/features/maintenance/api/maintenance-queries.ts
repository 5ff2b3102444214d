import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathFor } from '#contract/endpoint.ts';
import { evidenceDownload, maintenanceEndpoints, maintenanceUploads, type EvidenceFile, type ExecutionForm } from '#contract/maintenance.ts';
import { uploadFormData } from '#contract/uploads.ts';
import { listsOf } from '#src/api/module-api.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { downloadBlob } from '#src/lib/download.ts';
import { callEndpoint, http, type CallableEndpoint, type EndpointInput, type EndpointResult } from '#src/lib/http.ts';
import { maintenanceListingParams } from '../maintenance-request.ts';
import type { MaintenanceSearch } from '../maintenance-search.ts';
import { uploadWithProgress } from '#src/lib/upload.ts';
import { useListing, type ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { notify } from '#src/ui/toasts/notify.ts';

const MODULE = 'maintenance';
const {
  listing,
  records,
  details,
  record,
  timeline,
  summary,
  report,
  sendSummary,
  enabled,
  types,
  periodicities,
  responsibleTypes,
  documentTypes,
} = maintenanceEndpoints;

/** Every answer is in the success envelope (ARCHITECTURE §3): `{ data: <payload> }`. */
type Payload<E extends CallableEndpoint> = EndpointResult<E> extends { data: infer D } ? D : never;
const call = <E extends CallableEndpoint>(endpoint: E, input?: EndpointInput) => callEndpoint(endpoint, input).then((result) => (result as { data: Payload<E> }).data);

export type MaintenanceListingRequest = ReturnType<typeof maintenanceListingParams>;
/**
 * A timeline's or a summary's request: the listings' structured filter (`selected_filter`, the period in it), so that
 * they show what the programme shows (issue 23). Not the page, nor the text search, which only the listings have.
 */
export type OverviewRequest = Pick<MaintenanceListingRequest, 'selected_filter'>;

export function overviewRequestOf(search: MaintenanceSearch): OverviewRequest {
  const { selected_filter } = maintenanceListingParams(search);
  return selected_filter ? { selected_filter } : {};
}

/** The assembleia report's request: its own period (`YYYY-MM-DD`), which wins over the filter's, and the filter. */
export type ReportRequest = OverviewRequest & { from: string; to: string };

/** GET /maintenance/all-by-condominium/{uuid}: a 404 is a programme with nothing enabled yet (SPEC §8). */
const fetchEnabled = (condominium: string) =>
  call(enabled, { params: { condominiumUuid: condominium } }).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  });

/** The reference lists of SPEC §3, each with its load error of SPEC §8. */
const REFERENCE_LISTS = {
  types: { endpoint: types, errorMessage: 'Erro ao carregar tipos de manutenção' },
  periodicities: { endpoint: periodicities, errorMessage: 'Erro ao carregar periodicidades' },
  responsibleTypes: { endpoint: responsibleTypes, errorMessage: 'Erro ao carregar tipos de responsável' },
  documentTypes: { endpoint: documentTypes, errorMessage: 'Erro ao carregar tipos de documentação' },
} as const;
export type ReferenceList = keyof typeof REFERENCE_LISTS;
export const ENABLED_LOAD_ERROR = 'Erro ao carregar manutenções habilitadas';

/**
 * The maintenance module's query factory (ARCHITECTURE §10). Everything an execution changes (the programme, the
 * executions, the timeline, the summary) sits under `lists()`, so that recording one makes all of it stale; the
 * reference lists are cached for the whole visit.
 */
export const maintenanceQueries = {
  all: () => [MODULE] as const,
  lists: () => listsOf(MODULE),
  /** GET /maintenance/listing: the programme, overdue first. */
  programme: (request: MaintenanceListingRequest) =>
    queryOptions({ queryKey: [...listsOf(MODULE), 'programme', request] as const, queryFn: () => call(listing, { query: request }) }),
  /** GET /maintenance/listing-by-condominium: the executions, newest first. */
  records: (request: MaintenanceListingRequest) =>
    queryOptions({ queryKey: [...listsOf(MODULE), 'records', request] as const, queryFn: () => call(records, { query: request }) }),
  /** GET /maintenance/timeline/{condominium} */
  timeline: (condominium: string, request: OverviewRequest = {}) =>
    queryOptions({
      queryKey: [...listsOf(MODULE), 'timeline', condominium, request] as const,
      queryFn: () => call(timeline, { params: { id: condominium }, query: request }),
    }),
  /** GET /maintenance/summary/{condominium} */
  summary: (condominium: string, request: OverviewRequest = {}) =>
    queryOptions({
      queryKey: [...listsOf(MODULE), 'summary', condominium, request] as const,
      queryFn: () => call(summary, { params: { id: condominium }, query: request }),
    }),
  /** GET /maintenance/report/{condominium}: the assembleia report of a period. */
  report: (condominium: string, request: ReportRequest) =>
    queryOptions({
      queryKey: [...listsOf(MODULE), 'report', condominium, request] as const,
      queryFn: () => call(report, { params: { id: condominium }, query: request }),
    }),
  details: () => [MODULE, 'detail'] as const,
  /** GET /maintenance/show-by-condominium/{id}: an enabled maintenance with every execution. */
  detail: (id: string) => queryOptions({ queryKey: [MODULE, 'detail', id] as const, queryFn: () => call(details, { params: { id } }) }),
  /** GET /maintenance/all-by-condominium/{uuid} of each condominium: the systems of what is enabled, by name (the filter matches them exactly). */
  systems: (condominiums: readonly string[]) =>
    queryOptions({
      queryKey: [...listsOf(MODULE), 'systems', condominiums] as const,
      queryFn: async () => {
        const lists = await Promise.all(condominiums.map(fetchEnabled));
        return [...new Set(lists.flat().map((item) => item.system))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
      },
    }),
  /** The reference lists (SPEC §7), for the whole visit. */
  reference: <L extends ReferenceList>(list: L) =>
    queryOptions({
      queryKey: [MODULE, 'reference', list] as const,
      queryFn: () => call(REFERENCE_LISTS[list].endpoint) as Promise<Payload<(typeof REFERENCE_LISTS)[L]['endpoint']>>,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};

/** A failed load said once in a toast (SPEC §8), while the screen goes on without that list. */
function useLoadErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notify.error(message);
  }, [failed, message]);
}

/** A reference list, with its own error toast of SPEC §8 ('Erro ao carregar periodicidades'…). */
export function useReferenceList<L extends ReferenceList>(list: L) {
  const query = useQuery(maintenanceQueries.reference(list));
  useLoadErrorToast(query.isError, REFERENCE_LISTS[list].errorMessage);
  return query;
}

export const useMaintenanceTypes = () => useReferenceList('types');
export const usePeriodicities = () => useReferenceList('periodicities');
export const useResponsibleTypes = () => useReferenceList('responsibleTypes');
export const useEvidenceDocumentTypes = () => useReferenceList('documentTypes');

/** The systems the filter offers ('Erro ao carregar manutenções habilitadas' when they cannot load). */
export function useMaintenanceSystems(condominiums: readonly string[]) {
  const query = useQuery({ ...maintenanceQueries.systems(condominiums), enabled: condominiums.length > 0 });
  useLoadErrorToast(query.isError, ENABLED_LOAD_ERROR);
  return query;
}

/** The programme at the page and filter of the URL. */
export const useMaintenanceProgramme = (search: MaintenanceSearch, onSearchChange: ListingNavigation<MaintenanceSearch>) =>
  useListing({ search, onSearchChange, queryOptions: maintenanceQueries.programme, toRequest: maintenanceListingParams });

/** The executions at the page and filter of the URL. */
export const useMaintenanceRecords = (search: MaintenanceSearch, onSearchChange: ListingNavigation<MaintenanceSearch>) =>
  useListing({ search, onSearchChange, queryOptions: maintenanceQueries.records, toRequest: maintenanceListingParams });

/** The timeline of a condominium with the filter of the URL (the programme's). */
export const useMaintenanceTimeline = (condominium: string, search: MaintenanceSearch) =>
  useQuery({ ...maintenanceQueries.timeline(condominium, overviewRequestOf(search)), placeholderData: keepPreviousData });
/** The summary of a condominium with the filter of the URL (the programme's). */
export const useMaintenanceSummary = (condominium: string, search: MaintenanceSearch) =>
  useQuery({ ...maintenanceQueries.summary(condominium, overviewRequestOf(search)), placeholderData: keepPreviousData });
/** The assembleia report of a condominium for a period, with the filter of the URL; asked only once the period is valid. */
export const useMaintenanceReport = (condominium: string, request: ReportRequest, enabled: boolean) =>
  useQuery({ ...maintenanceQueries.report(condominium, request), enabled, placeholderData: keepPreviousData });
export const useMaintenanceDetails = (id: string) => useQuery(maintenanceQueries.detail(id));

/** A failed maintenance call other than a load: its message in a toast (SPEC §8); field errors stay with the form. */
function reportMaintenanceError(error: unknown) {
  if (isApiError(error) && error.code === 'VALIDATION_ERROR' && Object.keys(error.errors).length > 0) return;
  notify.failure(error);
}

/**
 * POST /maintenance/store-by-condominium. The programme, the executions, the timeline and the summary are fetched
 * again; the maintenances' details too (the next due date moved, computed by the server from the day performed).
 */
export const useRecordExecution = () =>
  useMutation({
    mutationFn: (body: ExecutionForm) => call(record, { body }),
    meta: { invalidates: [maintenanceQueries.lists(), maintenanceQueries.details()] },
    onError: reportMaintenanceError,
  });

export interface SummarySend extends OverviewRequest {
  condominium: string;
}

/**
 * POST /whatsapp_service/send-summary-maintenance with `dry_run`: the exact text the server would send, and to whom,
 * for the sender to confirm. A refusal (no síndico with a mobile phone: 422 NO_RECIPIENT) is told with the server's message.
 */
export function usePreviewSummary() {
  return useMutation({
    mutationFn: (request: SummarySend) => call(sendSummary, { body: { ...request, dry_run: true } }),
    onError: (error: unknown) => notify.failure(error),
  });
}

/** POST /whatsapp_service/send-summary-maintenance: sends it, for the same condominium and filter as the preview. */
export function useSendSummary() {
  return useMutation({
    mutationFn: (request: SummarySend) => call(sendSummary, { body: request }),
    onError: (error: unknown) => notify.failure(error),
  });
}

export interface EvidenceUpload {
  file: File;
  /** The condominium of the maintenance: the file is stored in its tenant. */
  condominium: string;
  documentType: number;
  onProgress: (fraction: number) => void;
}

/** POST /maintenance/evidence (multipart): one proof of an execution, sent as soon as its type is chosen, with its progress. */
export function uploadEvidence({ file, condominium, documentType, onProgress }: EvidenceUpload): Promise<EvidenceFile> {
  const formData = uploadFormData(maintenanceUploads.evidence, { condominium, document_type: documentType }, file);
  return uploadWithProgress(maintenanceUploads.evidence, { formData, onProgress }).then((result) => result.data);
}

/** GET /maintenance/evidence/{uuid}: the file's bytes, with the session's token; `thumbnail`, a photo made small for its thumbnail. */
export function fetchEvidence(uuid: string, size?: 'thumbnail'): Promise<Blob> {
  return http.get(pathFor(evidenceDownload, { uuid }).replace(/^\//, ''), size ? { searchParams: { size } } : {}).blob();
}

/** The evidence's bytes, saved under its name (a failure is only logged, SPEC §8). */
export function downloadEvidence(evidence: Pick<EvidenceFile, 'uuid' | 'file_name'>): Promise<void> {
  return downloadBlob(() => fetchEvidence(evidence.uuid), evidence.file_name);
}
