import { http } from 'msw';
import { reformsEndpoints } from '#contract/reforms.ts';
import { mockDb } from './db.ts';
import { apiError, page, reply, url } from './http-helpers.ts';

// The reforms over the mock store: the listing and a reform with its papers and history (see handlers.ts). Each
// step's answer (approve, finish, save…) is the test's own.

export function reformsHandlers() {
  return [
    http.get(url(reformsEndpoints.listing), ({ request }) => reply(reformsEndpoints.listing, { data: page(request, mockDb.reforms) })),
    http.get(url(reformsEndpoints.show), ({ params }) => {
      const found = mockDb.reforms.find((reform) => reform.uuid === params.uuid);
      return found ? reply(reformsEndpoints.show, { data: found }) : apiError(404, 'NOT_FOUND', 'Reforma não encontrada.');
    }),
  ];
}
