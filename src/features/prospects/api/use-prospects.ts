import { prospectApi } from './prospect-queries.ts';

/** GET /prospects/listing, at the page and filter of the URL. */
export const useProspects = prospectApi.useList;
