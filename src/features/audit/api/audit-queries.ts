import { queryOptions } from '@tanstack/react-query';
import { auditEndpoints } from '#contract/audit.ts';
import { listsOf } from '#src/api/module-api.ts';
import { callEndpoint } from '#src/lib/http.ts';
import type { AuditRequest } from '../audit-search.ts';

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
