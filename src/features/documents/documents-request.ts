import type { Validity } from '#contract/document-validities.ts';
import { listingParams, type ListingRequest } from '#src/lib/listing-request.ts';
import type { DocumentsSearch } from './documents-search.ts';

// Apart from the search (documents-search.ts): the route definitions, which validate it, load with the first page
// (/login's 120 KB budget); the request is built where the listing loads (the route's loader, the screen).

/** The documents listing's request: the common one, the type (the server calls it `type`) and the validity; not the open document. */
export function documentsListingParams(search: DocumentsSearch): ListingRequest & { type?: number; validity?: Validity } {
  return { ...listingParams(search), ...(search.documentType && { type: search.documentType }), ...(search.validity && { validity: search.validity }) };
}
