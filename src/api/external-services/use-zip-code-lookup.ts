import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalServicesQueries } from './external-services-queries.ts';

/** Looks a CEP up once its eight digits are typed; the answer is kept in the query cache. */
export function useZipCodeLookup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (zip: string) => queryClient.fetchQuery(externalServicesQueries.zipCode(zip)) });
}
