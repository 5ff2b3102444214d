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
import { PreparedStatement } from '#server/platform/prepared-statement.ts';

/** The reference lists of the module: platform data, the same for every condominium (not a tenant's). */
export const referenceLists = {
  types: maintenanceTypes,
  responsibleTypes: maintenanceResponsibleTypes,
  documentTypes: maintenanceDocumentTypes,
} as const;
export type ReferenceList = keyof typeof referenceLists;

// The lists below are read by every maintenance form, on the pool (platform data: no unit of work, no row-level
// security) and as prepared statements, planned once per connection (docs/decisions/027).

const referenceStatement = (list: ReferenceList) =>
  new PreparedStatement((db) => {
    const table = referenceLists[list];
    return db.select({ id: table.id, name: table.name, active: table.active }).from(table).orderBy(asc(table.id));
  });
const referenceStatements = { types: referenceStatement('types'), responsibleTypes: referenceStatement('responsibleTypes'), documentTypes: referenceStatement('documentTypes') };

export const listReference = (db: Executor, list: ReferenceList): Promise<ReferenceItem[]> => referenceStatements[list].run(db, {});

const periodicityColumns = {
  id: maintenancePeriodicities.id,
  name: maintenancePeriodicities.name,
  active: maintenancePeriodicities.active,
  interval_unit: maintenancePeriodicities.intervalUnit,
  interval_amount: maintenancePeriodicities.intervalAmount,
};

const periodicitiesList = new PreparedStatement((db) => db.select(periodicityColumns).from(maintenancePeriodicities).orderBy(asc(maintenancePeriodicities.id)));

export const listPeriodicities = (db: Executor): Promise<Periodicity[]> => periodicitiesList.run(db, {});

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

const c = maintenanceCatalog;
const catalogSelect = (db: Executor) =>
  db
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
    .innerJoin(maintenanceResponsibleTypes, eq(maintenanceResponsibleTypes.id, c.responsibleTypeId));
const catalogOrder = [asc(c.system), asc(c.activity)];
const wholeCatalog = new PreparedStatement((db) => catalogSelect(db).orderBy(...catalogOrder));

/** The whole catalogue, or its activities among `ids`. */
export async function listCatalog(db: Executor, ids?: number[]): Promise<CatalogActivity[]> {
  return ids ? catalogSelect(db).where(inArray(c.id, ids)).orderBy(...catalogOrder) : wholeCatalog.run(db, {});
}
