import { REFORM_SITUATIONS, type ReformSituation } from '#contract/reform-statuses.ts';
import { matching, UUID, validateCondominiumListingSearch, type ListingSearch } from '#src/lib/listing-search.ts';

// Written by hand rather than with zod, as lib/listing-search.ts: /reforms-register's route definition loads with the first page.

/** The reforms listing's search (/reforms-register): a condominium, a step of the workflow, and the reform open. */
export interface ReformsSearch extends ListingSearch {
  /** Reforms in one step of their workflow. */
  situation?: ReformSituation;
  /** The reform whose details are open (a notification leads there). */
  reform?: string;
}

export function validateReformsSearch(search: Record<string, unknown>): ReformsSearch {
  return {
    ...validateCondominiumListingSearch(search),
    situation: REFORM_SITUATIONS.find((known) => known === search.situation),
    reform: matching(UUID, search.reform),
  };
}
