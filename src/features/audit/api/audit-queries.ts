import { queryOptions } from '@tanstack/react-query';
import { auditEndpoints } from '#contract/audit.ts';
import { listsOf } from '#src/api/module-api.ts';
import { callEndpoint } from '#src/lib/http.ts';
import { FIRST_PAGE } from '#src/lib/listing-search.ts';
import type { AuditSearch } from '../audit-search.ts';

export type AuditRequest = { page: number } & Omit<AuditSearch, 'page'>;

/**
 * The listing request of a search: page from 1, and each filter only when there is one. Here rather than with the
 * search: the route definitions (with the search's validator) load with the first page, the queries with the screen.
 */
export function auditRequestOf({ page, ...filters }: AuditSearch): AuditRequest {
  return { page: page ?? FIRST_PAGE, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) };
}

/** GET /audit/listing: read only, so the module has its list leaf and nothing else. */
export const auditQueries = {
  all: () => ['audit'] as const,
  lists: () => listsOf('audit'),
  list: (request: AuditRequest) =>
    queryOptions({
      queryKey: [...auditQueries.lists(), request] as const,
      queryFn: () => callEndpoint(auditEndpoints.listing, { query: request }).then((result) => result.data),
    }),
};
