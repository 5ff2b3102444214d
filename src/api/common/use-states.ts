import { useQuery } from '@tanstack/react-query';
import { commonQueries } from './common-queries.ts';

/** GET /states: the 27 federative units. */
export function useStates() {
  return useQuery(commonQueries.states());
}
