import { eq } from 'drizzle-orm';
import { productToday } from '#contract/calendar.ts';
import type { PublicMaintenanceDetails } from '#contract/maintenance.ts';
import type { Executor } from '#server/db/client.ts';
import { condominiumMaintenances, condominiums } from '#server/db/schema.ts';
import { systemScope } from '#server/platform/access/tenancy.ts';
import { selectProgramme, toEnabledMaintenance } from './programme.repository.ts';
import { lastResponsibleTypes } from './records.repository.ts';

/**
 * What the QR label on a piece of equipment shows to whoever scans it, found by the maintenance's public id: the
 * building, the activity and its schedule. Nothing personal, no costs, no files; an inactive one is not found.
 */
export async function publicMaintenanceDetails(db: Executor, publicId: string): Promise<PublicMaintenanceDetails | null> {
  const scope = systemScope('public-maintenance');
  const [row] = await selectProgramme(db).where(eq(condominiumMaintenances.publicId, publicId));
  if (!row || !row.maintenance.active || !(await isActiveCondominium(db, row.maintenance.condominiumId))) return null;
  const item = toEnabledMaintenance(row, productToday());
  const lastResponsible = item.last_performed_on ? (await lastResponsibleTypes(db, scope, [item.uuid])).get(item.uuid) : undefined;
  return {
    condominium_name: item.condominium.comercial_name,
    system: item.system,
    activity: item.activity,
    periodicity: item.periodicity.name,
    last_performed_on: item.last_performed_on,
    last_responsible_type: lastResponsible ?? null,
    next_due_on: item.next_due_on,
    status: item.status,
  };
}

async function isActiveCondominium(db: Executor, condominiumId: string) {
  const [row] = await db.select({ active: condominiums.active }).from(condominiums).where(eq(condominiums.id, condominiumId));
  return row?.active === true;
}
