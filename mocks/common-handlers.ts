import { http } from 'msw';
import { commonEndpoints } from '#contract/common-endpoints.ts';
import { MOCK_VERSION, mockCities, mockStates } from './fixtures.ts';
import { reply, url } from './http-helpers.ts';

// The public lookups every form uses (states, their cities) and the build's version (see handlers.ts).

export function commonHandlers() {
  return [
    http.get(url(commonEndpoints.states), () => reply(commonEndpoints.states, { data: mockStates })),

    // By the UF's letters (SP) or its IBGE code (35), as the server.
    http.get(url(commonEndpoints.citiesByState), ({ params }) => {
      const key = String(params.state).toUpperCase();
      const uf = mockStates.find((state) => state.uf === key || String(state.id) === key)?.uf;
      return reply(commonEndpoints.citiesByState, { data: mockCities.filter((city) => city.uf === uf) });
    }),

    http.get(url(commonEndpoints.version), () => reply(commonEndpoints.version, { version: MOCK_VERSION })),
  ];
}
