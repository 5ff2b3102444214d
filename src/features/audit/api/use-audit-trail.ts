import { useListing, type ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import type { AuditSearch } from '../audit-search.ts';
import { auditQueries, auditRequestOf } from './audit-queries.ts';

/** GET /audit/listing at the page and filters of the URL (ARCHITECTURE §10 `useListing`). */
export function useAuditTrail(search: AuditSearch, onSearchChange: ListingNavigation<AuditSearch>) {
  return useListing({ search, onSearchChange, queryOptions: auditQueries.list, toRequest: auditRequestOf });
}
