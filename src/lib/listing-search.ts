import { VALIDITIES, type Validity } from '#contract/document-validities.ts';
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
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A calendar day in the URL, `YYYY-MM-DD`. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
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

/** A string that matches `pattern`, or undefined: what a search keeps of a raw value. */
export const matching = (pattern: RegExp, value: unknown) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
