import { queryOptions } from '@tanstack/react-query';
import { plansEndpoints } from '#contract/plans.ts';
import { callEndpoint } from '#src/lib/http.ts';

export const planQueries = {
  all: () => ['plans'] as const,
  lists: () => [...planQueries.all(), 'list'] as const,
  /** GET /plans: the four subscription plans, in rank order. */
  list: () =>
    queryOptions({
      queryKey: planQueries.lists(),
      queryFn: () => callEndpoint(plansEndpoints.list).then((r) => [...r.data].sort((a, b) => a.rank - b.rank)),
      staleTime: Infinity,
    }),
};
