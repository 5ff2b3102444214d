import { maintenanceEndpoints, type PublicMaintenanceDetails } from '#contract/maintenance.ts';
import { callEndpoint } from '#src/lib/http.ts';

/** SPEC §8: what the toast says when the public lookup fails, before going to /404. */
export const MAINTENANCE_NOT_FOUND_MESSAGE = 'Detalhe da manutenção não encontrado';

export type { PublicMaintenanceDetails };

/** GET /qrcode-data/{id} (SPEC §2, §7): what the QR label on a piece of equipment shows, without signing in. */
export const fetchPublicMaintenanceDetails = (id: string) =>
  callEndpoint(maintenanceEndpoints.publicDetails, { params: { id } }).then((result) => result.data);
