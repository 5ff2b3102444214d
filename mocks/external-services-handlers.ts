import { http } from 'msw';
import { externalServicesEndpoints } from '#contract/external-services.ts';
import { mockCnpjData, mockZipCodes, UNAVAILABLE_CNPJ, UNAVAILABLE_ZIP_CODE } from './fixtures.ts';
import { apiError, caller, reply, url } from './http-helpers.ts';

// The CNPJ and CEP look-ups: one known answer each, one "not found" and one unavailable service (see handlers.ts).

export function externalServicesHandlers() {
  return [
    http.get(url(externalServicesEndpoints.searchCnpj), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const cnpj = String(params.cnpj).toUpperCase();
      if (cnpj === UNAVAILABLE_CNPJ) {
        return apiError(503, 'EXTERNAL_SERVICE_UNAVAILABLE', 'O serviço de consulta de CNPJ não respondeu. Tente novamente em instantes.');
      }
      return cnpj === mockCnpjData.cnpj
        ? reply(externalServicesEndpoints.searchCnpj, { data: mockCnpjData })
        : apiError(404, 'CNPJ_NOT_FOUND', 'CNPJ não encontrado na Receita Federal.');
    }),
    http.get(url(externalServicesEndpoints.zipCode), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const zip = String(params.zip);
      if (zip === UNAVAILABLE_ZIP_CODE) {
        return apiError(503, 'EXTERNAL_SERVICE_UNAVAILABLE', 'O serviço de consulta de CEP não respondeu. Tente novamente em instantes.');
      }
      const found = mockZipCodes[zip];
      return found ? reply(externalServicesEndpoints.zipCode, { data: found }) : apiError(404, 'ZIP_CODE_NOT_FOUND', 'CEP não encontrado.');
    }),
  ];
}
