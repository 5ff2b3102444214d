import { condominiumApi } from './condominium-queries.ts';

/** PUT /condominium/active|inactive/{uuid}; the listing is fetched again at its page and filter (SPEC §4). */
export const useSetCondominiumActive = condominiumApi.useSetActive;
