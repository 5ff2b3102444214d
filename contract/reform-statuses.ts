// No zod: the SPA's listing search (in the first page's bundle) checks the URL's "Etapa" against these, as
// module-access.ts serves the route guards. contract/reforms.ts builds its schemas from them.

/**
 * ABNT NBR 16280: a resident asks before renovating, the síndico (with the engenheiro) analyses the plan and the
 * professional's ART (CREA) or RRT (CAU), authorises or refuses in writing, and closes the record when the work ends.
 */
export const REFORM_STATUSES = ['pending', 'approved', 'disapproved', 'finished'] as const;
export type ReformStatus = (typeof REFORM_STATUSES)[number];

/** The listing's "Etapa" filter: one status, or every open one (`open`), where the dashboard's count leads. */
export const REFORM_SITUATIONS = [...REFORM_STATUSES, 'open'] as const;
export type ReformSituation = (typeof REFORM_SITUATIONS)[number];
