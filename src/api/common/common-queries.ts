import { queryOptions } from '@tanstack/react-query';
import { commonRequests } from './common-requests.ts';

/** Reference data hardly changes: keep it for the whole visit. */
const REFERENCE_STALE_MS = Infinity;

export const commonQueries = {
  all: () => ['common'] as const,
  states: () =>
    queryOptions({
      queryKey: [...commonQueries.all(), 'states'] as const,
      queryFn: commonRequests.states,
      staleTime: REFERENCE_STALE_MS,
    }),
  citiesByState: (state: string) =>
    queryOptions({
      queryKey: [...commonQueries.all(), 'cities', state] as const,
      queryFn: () => commonRequests.citiesByState(state),
      staleTime: REFERENCE_STALE_MS,
    }),
  version: () =>
    queryOptions({
      queryKey: [...commonQueries.all(), 'version'] as const,
      queryFn: commonRequests.version,
      staleTime: REFERENCE_STALE_MS,
    }),
};
