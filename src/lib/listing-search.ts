import { VALIDITIES, type Validity } from '#contract/document-validities.ts';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '#contract/maintenance-statuses.ts';
import { REFORM_SITUATIONS, type ReformSituation } from '#contract/reform-statuses.ts';
import type { UserType } from '#contract/users.ts';
import { ALL_USER_TYPES } from './user-types.ts';

/**
 * The search params of a paged listing (`?page=2&filter=solar&status=inactive`), kept in the URL so that back and
 * forward, a reload or a shared link show the same page. Written by hand rather than with zod: route definitions
 * load with the first page (issue 3: /login within 120 KB), so the values they accept come from zod-free contract files.
 */

export interface ListingSearch {
  /** From 1; left out of the URL on the first page. */
  page?: number;
  filter?: string;
  /** Only active or only inactive records; both when left out. */
  status?: ListingStatus;
  /** One condominium's records (apartments, users). */
  condominium?: string;
  /** One type of user (the users listing). */
  type?: UserType;
  /** One document type, by id (the documents listing). */
  documentType?: number;
  /** Documents valid, expiring within 30 days, or expired. */
  validity?: Validity;
  /** The document whose details are open (a notification leads there). */
  document?: string;
  /** Reforms in one step of their workflow. */
  situation?: ReformSituation;
  /** The reform whose details are open (a notification leads there). */
  reform?: string;
}

export const LISTING_STATUSES = ['active', 'inactive'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const FIRST_PAGE = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_FILTER_LENGTH = 200;

const isStatus = (value: unknown): value is ListingStatus => LISTING_STATUSES.includes(value as ListingStatus);

/**
 * Every key is returned, undefined when absent or invalid: the router merges a route's search over the raw one,
 * so leaving a bad value out would let it through.
 */
export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  const page = Number(search.page);
  const filter = typeof search.filter === 'string' || typeof search.filter === 'number' ? String(search.filter).slice(0, MAX_FILTER_LENGTH) : '';
  return {
    page: Number.isInteger(page) && page > FIRST_PAGE ? page : undefined,
    filter: filter.trim() ? filter : undefined,
    status: isStatus(search.status) ? search.status : undefined,
  };
}

/** A listing that can show one condominium's records (apartments): the search also keeps the condominium. */
export function validateCondominiumListingSearch(search: Record<string, unknown>): ListingSearch {
  const condominium = typeof search.condominium === 'string' && UUID.test(search.condominium) ? search.condominium : undefined;
  return { ...validateListingSearch(search), condominium };
}

/** The users listing: a condominium and a type of user too. */
export function validateUsersListingSearch(search: Record<string, unknown>): ListingSearch {
  const type = ALL_USER_TYPES.find((known) => known === search.type);
  return { ...validateCondominiumListingSearch(search), type };
}

/** The documents listing: a condominium, a document type, a validity, and the document open. */
export function validateDocumentsListingSearch(search: Record<string, unknown>): ListingSearch {
  const documentType = Number(search.documentType);
  return {
    ...validateCondominiumListingSearch(search),
    documentType: Number.isInteger(documentType) && documentType > 0 ? documentType : undefined,
    validity: VALIDITIES.find((known) => known === search.validity),
    document: typeof search.document === 'string' && UUID.test(search.document) ? search.document : undefined,
  };
}

type ListingRequestParams = {
  page: number;
  filter?: string;
  status?: ListingStatus;
  condominium?: string;
  /** The users listing's user type, or the documents listing's type id: both servers call the filter `type`. */
  type?: UserType | number;
  validity?: Validity;
  situation?: ReformSituation;
};

/** The listing request of a search: page from 1, and each filter only when there is one (not the open document). */
export function listingParams(search: ListingSearch): ListingRequestParams {
  const filter = search.filter?.trim();
  return {
    page: search.page ?? FIRST_PAGE,
    ...(filter && { filter }),
    ...(search.status && { status: search.status }),
    ...(search.condominium && { condominium: search.condominium }),
    ...(search.type && { type: search.type }),
    ...(search.documentType && { type: search.documentType }),
    ...(search.validity && { validity: search.validity }),
    ...(search.situation && { situation: search.situation }),
  };
}

/** The reforms listing: a condominium, a step of the workflow, and the reform open. */
export function validateReformsListingSearch(search: Record<string, unknown>): ListingSearch {
  return {
    ...validateCondominiumListingSearch(search),
    situation: REFORM_SITUATIONS.find((known) => known === search.situation),
    reform: typeof search.reform === 'string' && UUID.test(search.reform) ? search.reform : undefined,
  };
}

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positiveId = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
const dayOf = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

export function validateMaintenanceSearch(search: Record<string, unknown>): MaintenanceSearch {
  const raw = Array.isArray(search.situations) ? search.situations : typeof search.situations === 'string' ? [search.situations] : [];
  const situations = MAINTENANCE_STATUSES.filter((status) => raw.includes(status));
  const system = typeof search.system === 'string' ? search.system.trim().slice(0, 120) : '';
  const { page, filter } = validateListingSearch(search);
  return {
    tab: MAINTENANCE_TABS.find((tab) => tab === search.tab),
    page,
    filter,
    condominium: typeof search.condominium === 'string' && UUID.test(search.condominium) ? search.condominium : undefined,
    situations: situations.length > 0 ? situations : undefined,
    system: system || undefined,
    periodicity: positiveId(search.periodicity),
    responsible: positiveId(search.responsible),
    from: dayOf(search.from),
    to: dayOf(search.to),
    recording: typeof search.recording === 'string' && UUID.test(search.recording) ? search.recording : undefined,
  };
}

export function validateMaintenanceDetailsSearch(search: Record<string, unknown>): MaintenanceDetailsSearch {
  return { recording: search.recording === true || search.recording === 'true' ? true : undefined };
}

/** The structured filter of the maintenance calls, as contract/maintenance.ts `maintenanceFilter` reads it. */
export function maintenanceFilterOf(search: MaintenanceSearch) {
  return {
    ...(search.situations && { status: search.situations }),
    ...(search.system && { system: search.system }),
    ...(search.periodicity && { periodicity: search.periodicity }),
    ...(search.responsible && { responsible_type: search.responsible }),
    ...(search.condominium && { condominium: search.condominium }),
    ...(search.from && { from: search.from }),
    ...(search.to && { to: search.to }),
  };
}

/** A maintenance listing's request: page, text filter, and the structured filter as serialized JSON (`selected_filter`). */
export function maintenanceListingParams(search: MaintenanceSearch): { page: number; filter?: string; selected_filter?: string } {
  const filter = search.filter?.trim();
  const selected = maintenanceFilterOf(search);
  return {
    page: search.page ?? FIRST_PAGE,
    ...(filter && { filter }),
    ...(Object.keys(selected).length > 0 && { selected_filter: JSON.stringify(selected) }),
  };
}

/** The audit trail's search params (/auditoria, issue 25 §4): its filters, no free text. */
export interface AuditSearch {
  page?: number;
  condominium?: string;
  /** The person who acted (set from a row's name). */
  actor?: string;
  action?: string;
  entity?: string;
  /** The period, `YYYY-MM-DD`, on the product's clock; both ends included. */
  from?: string;
  to?: string;
}

/** An action or a kind of record as the server writes them (contract/audit.ts). */
const AUDIT_CODE = /^[a-z][a-z-]{0,63}$/;

const matching = (pattern: RegExp, value: unknown) => (typeof value === 'string' && pattern.test(value) ? value : undefined);

/** The audit trail's search (/auditoria): every key returned, undefined when absent or invalid (see validateListingSearch). */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > FIRST_PAGE ? page : undefined,
    condominium: matching(UUID, search.condominium),
    actor: matching(UUID, search.actor),
    action: matching(AUDIT_CODE, search.action),
    entity: matching(AUDIT_CODE, search.entity),
    from: matching(DAY, search.from),
    to: matching(DAY, search.to),
  };
}

/** The listing request of a search: page from 1, and each filter only when there is one. */
export function auditRequestOf({ page, ...filters }: AuditSearch): AuditRequest {
  return { page: page ?? FIRST_PAGE, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) };
}
export type AuditRequest = { page: number } & Omit<AuditSearch, 'page'>;
