import { z } from 'zod';
import { cep, cnpj } from './brazil.ts';
import { dataEnvelope } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/** What the forms fill from a CNPJ lookup (BrasilAPI `/api/cnpj/v1`). */
export const cnpjData = z.object({
  cnpj: z.string(),
  corporate_name: z.string(),
  comercial_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  zip_code: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  city_id: z.number().int().nullable(),
  uf: z.string().nullable(),
  state_id: z.number().int().nullable(),
  situation: z.string().nullable(),
});
export type CnpjData = z.output<typeof cnpjData>;

/** What the forms fill from a CEP lookup (BrasilAPI `/api/cep/v2`, ViaCEP as fallback). */
export const zipCodeData = z.object({
  zip_code: z.string(),
  street: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  city_id: z.number().int().nullable(),
  uf: z.string(),
  state_id: z.number().int().nullable(),
});
export type ZipCodeData = z.output<typeof zipCodeData>;

export const externalServicesEndpoints = defineEndpoints('external-services', {
  searchCnpj: {
    method: 'GET',
    path: '/external_services/search-cnpj/:cnpj',
    summary: 'Dados públicos de um CNPJ (razão social, nome fantasia, endereço)',
    params: z.strictObject({ cnpj }),
    response: dataEnvelope(cnpjData),
  },
  zipCode: {
    method: 'GET',
    path: '/external_services/zip-code/:zip',
    summary: 'Endereço de um CEP',
    params: z.strictObject({ zip: cep }),
    response: dataEnvelope(zipCodeData),
  },
});
