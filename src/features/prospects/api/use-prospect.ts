import { prospectApi } from './prospect-queries.ts';

/** GET /prospects/show/{id} */
export const useProspect = prospectApi.useDetail;
