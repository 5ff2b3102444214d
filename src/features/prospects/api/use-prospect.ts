import { useQuery } from '@tanstack/react-query';
import { prospectQueries } from './prospect-queries.ts';

/** GET /prospects/show/{id} */
export function useProspect(id: string) {
  return useQuery(prospectQueries.detail(id));
}
