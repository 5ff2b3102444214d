import { useQuery } from '@tanstack/react-query';
import { condominiumQueries } from './condominium-queries.ts';

/** GET /condominium/show/{id} */
export function useCondominium(id: string) {
  return useQuery(condominiumQueries.detail(id));
}
