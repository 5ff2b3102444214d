import { queryOptions } from '@tanstack/react-query';
import { externalServicesEndpoints } from '#contract/external-services.ts';
import { callEndpoint } from '#src/lib/http.ts';

/** A company's or a street's public data changes rarely: a lookup is reused for the rest of the visit's hour. */
const LOOKUP_STALE_MS = 60 * 60_000;

const cnpjCharacters = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
const digits = (value: string) => value.replace(/\D/g, '');

export const externalServicesQueries = {
  all: () => ['external-services'] as const,
  /** GET /external_services/search-cnpj/{cnpj}: razão social, nome fantasia, contact and address of a CNPJ. */
  cnpj: (cnpj: string) =>
    queryOptions({
      queryKey: [...externalServicesQueries.all(), 'cnpj', cnpjCharacters(cnpj)] as const,
      queryFn: () =>
        callEndpoint(externalServicesEndpoints.searchCnpj, { params: { cnpj: cnpjCharacters(cnpj) } }).then((r) => r.data),
      staleTime: LOOKUP_STALE_MS,
      // A number that does not exist will not exist a second later, and the server already retries the services.
      retry: false,
    }),
  /** GET /external_services/zip-code/{zip}: the street, neighbourhood, city and state of a CEP. */
  zipCode: (zip: string) =>
    queryOptions({
      queryKey: [...externalServicesQueries.all(), 'zip-code', digits(zip)] as const,
      queryFn: () => callEndpoint(externalServicesEndpoints.zipCode, { params: { zip: digits(zip) } }).then((r) => r.data),
      staleTime: LOOKUP_STALE_MS,
      retry: false,
    }),
};
