// No zod: the SPA's listing search (in the first page's bundle) checks the URL's validity against these, as
// module-access.ts serves the route guards. contract/documents.ts builds its schema from them.

/** Where a document stands against its validity date; null when it has none. */
export const VALIDITIES = ['valid', 'expiring', 'expired'] as const;
export type Validity = (typeof VALIDITIES)[number];
