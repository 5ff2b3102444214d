import { prospectsEndpoints } from '#contract/prospects.ts';
import { createModuleApi } from '#src/api/module-api.ts';

const { listing, show, update, activate, inactivate, sendAccess } = prospectsEndpoints;

// The master's screens (signed in): the contract loads with them. /register keeps to prospect-requests.ts.
/** GET /prospects/listing, /show/{id}; PUT /update/{uuid}, /active/{uuid}, /inactive/{uuid}, /send-access/{uuid}. */
export const prospectApi = createModuleApi('prospects', { listing, show, update, activate, inactivate, transitions: { sendAccess } });

export const prospectQueries = prospectApi.queries;
