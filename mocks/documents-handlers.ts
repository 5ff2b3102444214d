import { http } from 'msw';
import { documentsEndpoints } from '#contract/documents.ts';
import { mockDb } from './db.ts';
import { mockDocumentTypes } from './documents-fixtures.ts';
import { apiError, page, reply, url } from './http-helpers.ts';

// The documents register over the mock store: its types, the listing and one document (see handlers.ts). Saving is
// each test's own answer.

export function documentsHandlers() {
  return [
    http.get(url(documentsEndpoints.types), () => reply(documentsEndpoints.types, { data: mockDocumentTypes })),
    http.get(url(documentsEndpoints.listing), ({ request }) => reply(documentsEndpoints.listing, { data: page(request, mockDb.documents) })),
    http.get(url(documentsEndpoints.show), ({ params }) => {
      const found = mockDb.documents.find((row) => row.uuid === params.id);
      return found ? reply(documentsEndpoints.show, { data: found }) : apiError(404, 'NOT_FOUND', 'Documento não encontrado.');
    }),
  ];
}
