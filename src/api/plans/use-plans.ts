import { useQuery } from '@tanstack/react-query';
import { planQueries } from './plan-queries.ts';

/** GET /plans */
export function usePlans() {
  return useQuery(planQueries.list());
}
