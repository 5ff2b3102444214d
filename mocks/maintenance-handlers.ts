import { http } from 'msw';
import { maintenanceEndpoints } from '#contract/maintenance.ts';
import { mockDb } from './db.ts';
import { apiError, page, reply, url } from './http-helpers.ts';

// The maintenance module over the mock store: the reference lists and the catalogue, the programme (the listing, a
// condominium's enabled maintenances, a maintenance with its executions) and the executions listing (see
// handlers.ts). Saving, recording, the timeline, the summary and the report are each test's own answer.

export function maintenanceHandlers() {
  const { types, periodicities, responsibleTypes, documentTypes, catalog, enabled, listing, records, details } = maintenanceEndpoints;
  return [
    http.get(url(types), () => reply(types, { data: mockDb.maintenance.types })),
    http.get(url(periodicities), () => reply(periodicities, { data: mockDb.maintenance.periodicities })),
    http.get(url(responsibleTypes), () => reply(responsibleTypes, { data: mockDb.maintenance.responsibleTypes })),
    http.get(url(documentTypes), () => reply(documentTypes, { data: mockDb.maintenance.documentTypes })),
    http.get(url(catalog), () => reply(catalog, { data: mockDb.maintenance.catalog })),
    // As the server: a condominium with nothing enabled is a 404.
    http.get(url(enabled), () =>
      mockDb.maintenance.programme.length > 0
        ? reply(enabled, { data: mockDb.maintenance.programme })
        : apiError(404, 'NOT_FOUND', 'Nenhuma manutenção habilitada para este condomínio.'),
    ),
    http.get(url(listing), ({ request }) => reply(listing, { data: page(request, mockDb.maintenance.programme) })),
    http.get(url(records), ({ request }) => reply(records, { data: page(request, mockDb.maintenance.records) })),
    http.get(url(details), ({ params }) => {
      const found = mockDb.maintenance.programme.find((row) => row.uuid === params.id);
      if (!found) return apiError(404, 'NOT_FOUND', 'Manutenção não encontrada.');
      return reply(details, { data: { ...found, records: mockDb.maintenance.records.filter((record) => record.maintenance.uuid === found.uuid) } });
    }),
  ];
}
