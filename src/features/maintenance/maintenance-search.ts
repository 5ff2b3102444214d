import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '#contract/maintenance-statuses.ts';
import { DAY, matching, positiveId, UUID, validateListingSearch } from '#src/lib/listing-search.ts';

// Written by hand rather than with zod, as lib/listing-search.ts: /maintenance's route definition loads with the first page.

/** The sections of /maintenance; the programme when absent. */
export const MAINTENANCE_TABS = ['execucoes', 'linha-do-tempo', 'resumo'] as const;
export type MaintenanceTab = (typeof MAINTENANCE_TABS)[number];

/** The maintenance screen's search (/maintenance): the section open and the structured filter of SPEC §3. */
export interface MaintenanceSearch {
  tab?: MaintenanceTab;
  page?: number;
  filter?: string;
  condominium?: string;
  /** Statuses of the programme: vencida, vence em breve, feita em atraso, em dia. */
  situations?: MaintenanceStatus[];
  system?: string;
  periodicity?: number;
  /** A responsible type, by id. */
  responsible?: number;
  /** The period, `YYYY-MM-DD`: of the next due date (programme), of the execution (executions), of the summary. */
  from?: string;
  to?: string;
  /**
   * The maintenance whose execution is being recorded: the dialog is open (issue 23 §2), so that a session ending
   * underneath brings the person back to it, with their draft, once signed in again.
   */
  recording?: string;
}

/** A maintenance's page (/maintenance-details/{id}): whether its execution is being recorded (see `MaintenanceSearch`). */
export interface MaintenanceDetailsSearch {
  recording?: true;
}

export function validateMaintenanceSearch(search: Record<string, unknown>): MaintenanceSearch {
  const raw = Array.isArray(search.situations) ? search.situations : typeof search.situations === 'string' ? [search.situations] : [];
  const situations = MAINTENANCE_STATUSES.filter((status) => raw.includes(status));
  const system = typeof search.system === 'string' ? search.system.trim().slice(0, 120) : '';
  const { page, filter } = validateListingSearch(search);
  return {
    tab: MAINTENANCE_TABS.find((tab) => tab === search.tab),
    page,
    filter,
    condominium: matching(UUID, search.condominium),
    situations: situations.length > 0 ? situations : undefined,
    system: system || undefined,
    periodicity: positiveId(search.periodicity),
    responsible: positiveId(search.responsible),
    from: matching(DAY, search.from),
    to: matching(DAY, search.to),
    recording: matching(UUID, search.recording),
  };
}

export function validateMaintenanceDetailsSearch(search: Record<string, unknown>): MaintenanceDetailsSearch {
  return { recording: search.recording === true || search.recording === 'true' ? true : undefined };
}
