import { useQuery } from '@tanstack/react-query';
import { commonQueries } from './common-queries.ts';

/** GET /cities/by-state/{state}: waits until a state is chosen. */
export function useCities(state: string | undefined) {
  return useQuery({ ...commonQueries.citiesByState(state ?? ''), enabled: Boolean(state) });
}
