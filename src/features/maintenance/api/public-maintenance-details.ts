import { z } from 'zod';
import { dataEnvelope } from '#contract/common.ts';
import { callEndpoint, type CallableEndpoint } from '#src/lib/http.ts';

/**
 * GET /qrcode-data/{id} (SPEC §7, the public maintenance detail behind a QR code). A stand-in until issue 14 writes
 * the maintenance module: the server has no such route yet, so in the real app every lookup fails and the page
 * goes to /404 — the "toast, then /404" pattern this stands in for. Issue 14 replaces it with the contract's
 * endpoint and the full response.
 */
const publicMaintenanceDetails = {
  method: 'GET',
  path: '/qrcode-data/:id',
  response: dataEnvelope(z.object({ uuid: z.uuid(), name: z.string() })),
} satisfies CallableEndpoint;

/** SPEC §8: what the toast says when the public lookup fails, before going to /404. */
export const MAINTENANCE_NOT_FOUND_MESSAGE = 'Detalhe da manutenção não encontrado';

export type PublicMaintenanceDetails = z.output<typeof publicMaintenanceDetails.response>['data'];

export const fetchPublicMaintenanceDetails = (id: string) =>
  callEndpoint(publicMaintenanceDetails, { params: { id } }).then((result) => result.data);
