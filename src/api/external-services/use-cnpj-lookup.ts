import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalServicesQueries } from './external-services-queries.ts';

/**
 * Looks a CNPJ up when the person asks for it (the "Buscar" button). A mutation for its pending and error states;
 * the answer is still kept in the query cache, so asking twice calls the server once.
 */
export function useCnpjLookup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (cnpj: string) => queryClient.fetchQuery(externalServicesQueries.cnpj(cnpj)) });
}
