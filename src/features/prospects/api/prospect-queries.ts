import { queryOptions } from '@tanstack/react-query';
import { prospectsEndpoints } from '#contract/prospects.ts';
import { callEndpoint } from '#src/lib/http.ts';
import type { ListingRequest } from '#src/ui/data-table/use-listing.ts';

// The master's screens (signed in): the contract loads with them. /register keeps to prospect-requests.ts.
export const prospectQueries = {
  all: () => ['prospects'] as const,
  lists: () => [...prospectQueries.all(), 'list'] as const,
  /** GET /prospects/listing?page&filter */
  list: (request: ListingRequest) =>
    queryOptions({
      queryKey: [...prospectQueries.lists(), request] as const,
      queryFn: () => callEndpoint(prospectsEndpoints.listing, { query: request }).then((r) => r.data),
    }),
  details: () => [...prospectQueries.all(), 'detail'] as const,
  /** GET /prospects/show/{id} */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...prospectQueries.details(), id] as const,
      queryFn: () => callEndpoint(prospectsEndpoints.show, { params: { id } }).then((r) => r.data),
    }),
};
