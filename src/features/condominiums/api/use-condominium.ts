import { condominiumApi } from './condominium-queries.ts';

/** GET /condominium/show/{id} */
export const useCondominium = condominiumApi.useDetail;
