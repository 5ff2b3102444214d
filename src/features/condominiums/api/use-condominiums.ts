import { condominiumApi } from './condominium-queries.ts';

/** GET /condominium/listing, at the page and filter of the URL. */
export const useCondominiums = condominiumApi.useList;
