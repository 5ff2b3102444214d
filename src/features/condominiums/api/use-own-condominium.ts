import { useQuery } from '@tanstack/react-query';
import { condominiumQueries } from './condominium-queries.ts';

/** GET /condominium/{id}: waits until there is a condominium to ask for. */
export function useOwnCondominium(id: string | undefined) {
  return useQuery({ ...condominiumQueries.own(id ?? ''), enabled: Boolean(id) });
}
