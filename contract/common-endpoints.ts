import { z } from 'zod';
import { city, dataEnvelope, state, version } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

export const stateParams = z.strictObject({
  state: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2}|\d{2})$/, 'Informe a sigla (SP) ou o código IBGE (35) da UF.'),
});

export const commonEndpoints = defineEndpoints('common', {
  states: { method: 'GET', path: '/states', summary: 'As 27 unidades federativas (IBGE)', response: dataEnvelope(z.array(state)) },
  citiesByState: {
    method: 'GET',
    path: '/cities/by-state/:state',
    summary: 'Municípios de uma UF (IBGE), pela sigla ou pelo código',
    params: stateParams,
    response: dataEnvelope(z.array(city)),
  },
  version: { method: 'GET', path: '/version.json', summary: 'Versão desta compilação, para o SPA saber quando recarregar', response: version },
});
