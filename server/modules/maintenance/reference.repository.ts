import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CatalogActivity, Periodicity, ReferenceItem } from '#contract/maintenance.ts';
import type { Executor } from '#server/db/client.ts';
import {
  maintenanceCatalog,
  maintenanceDocumentTypes,
  maintenancePeriodicities,
  maintenanceResponsibleTypes,
  maintenanceTypes,
} from '#server/db/schema.ts';

/** The reference lists of the module: platform data, the same for every condominium (not a tenant's). */
export const referenceLists = {
  types: maintenanceTypes,
  responsibleTypes: maintenanceResponsibleTypes,
  documentTypes: maintenanceDocumentTypes,
} as const;
export type ReferenceList = keyof typeof referenceLists;

export async function listReference(db: Executor, list: ReferenceList): Promise<ReferenceItem[]> {
  const table = referenceLists[list];
  return db.select({ id: table.id, name: table.name, active: table.active }).from(table).orderBy(asc(table.id));
}

const periodicityColumns = {
  id: maintenancePeriodicities.id,
  name: maintenancePeriodicities.name,
  active: maintenancePeriodicities.active,
  interval_unit: maintenancePeriodicities.intervalUnit,
  interval_amount: maintenancePeriodicities.intervalAmount,
};

export const listPeriodicities = (db: Executor): Promise<Periodicity[]> =>
  db.select(periodicityColumns).from(maintenancePeriodicities).orderBy(asc(maintenancePeriodicities.id));

/** The active ids of a list among `ids`: what a form may still pick. */
export async function activeIdsAmong(db: Executor, list: ReferenceList | 'periodicities', ids: number[]): Promise<Set<number>> {
  const table = list === 'periodicities' ? maintenancePeriodicities : referenceLists[list];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.active, true)));
  return new Set(rows.map((row) => row.id));
}

export async function listCatalog(db: Executor, ids?: number[]): Promise<CatalogActivity[]> {
  const c = maintenanceCatalog;
  const rows = await db
    .select({
      id: c.id,
      system: c.system,
      activity: c.activity,
      type: { id: maintenanceTypes.id, name: maintenanceTypes.name },
      periodicity: {
        id: maintenancePeriodicities.id,
        name: maintenancePeriodicities.name,
        interval_unit: maintenancePeriodicities.intervalUnit,
        interval_amount: maintenancePeriodicities.intervalAmount,
      },
      responsible_type: { id: maintenanceResponsibleTypes.id, name: maintenanceResponsibleTypes.name },
      affects_residents: c.affectsResidents,
      active: c.active,
    })
    .from(c)
    .innerJoin(maintenanceTypes, eq(maintenanceTypes.id, c.typeId))
    .innerJoin(maintenancePeriodicities, eq(maintenancePeriodicities.id, c.periodicityId))
    .innerJoin(maintenanceResponsibleTypes, eq(maintenanceResponsibleTypes.id, c.responsibleTypeId))
    .where(ids ? inArray(c.id, ids) : undefined)
    .orderBy(asc(c.system), asc(c.activity));
  return rows;
}
