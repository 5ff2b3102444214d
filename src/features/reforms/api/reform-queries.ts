import { reformsEndpoints } from '#contract/reforms.ts';
import { createModuleApi } from '#src/api/module-api.ts';

const { listing, show, store, update, activate, inactivate, approve, disapprove, finish } = reformsEndpoints;

/**
 * GET /reforms/listing, /show/{uuid}; POST /store, /update/{uuid}; PUT /active, /inactive, and the steps of the
 * NBR 16280 workflow: /approve, /disapprove (with the reason), /finish (with the closing term).
 */
export const reformApi = createModuleApi('reforms', { listing, show, store, update, activate, inactivate, transitions: { approve, disapprove, finish } });

export const reformQueries = reformApi.queries;
