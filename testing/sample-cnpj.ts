import type { CnpjData } from '#contract/external-services.ts';

/**
 * Condomínio Edifício Solar das Palmeiras (São Paulo/SP) as a CNPJ lookup answers it, in the form's terms: the fake
 * BrasilAPI the server's tests call and the SPA's mock API both know it, each under a CNPJ of its own.
 */
export const SOLAR_DAS_PALMEIRAS: Omit<CnpjData, 'cnpj'> = {
  corporate_name: 'Condominio Edificio Solar das Palmeiras',
  comercial_name: 'Solar das Palmeiras',
  email: 'administracao@solardaspalmeiras.com.br',
  phone: '1133334444',
  zip_code: '01310200',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Bloco A',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  city_id: 3550308,
  uf: 'SP',
  state_id: 35,
  situation: 'Ativa',
};
