import { VALIDITIES, type Validity } from '#contract/document-validities.ts';
import { matching, positiveId, UUID, validateCondominiumListingSearch, type ListingSearch } from '#src/lib/listing-search.ts';

// Written by hand rather than with zod, as lib/listing-search.ts: /documents-register's route definition loads with the first page.

/** The documents listing's search (/documents-register): a condominium, a document type, a validity, and the document open. */
export interface DocumentsSearch extends ListingSearch {
  /** One document type, by id. */
  documentType?: number;
  /** Documents valid, expiring within 30 days, or expired. */
  validity?: Validity;
  /** The document whose details are open (a notification leads there). */
  document?: string;
}

export function validateDocumentsSearch(search: Record<string, unknown>): DocumentsSearch {
  return {
    ...validateCondominiumListingSearch(search),
    documentType: positiveId(search.documentType),
    validity: VALIDITIES.find((known) => known === search.validity),
    document: matching(UUID, search.document),
  };
}
