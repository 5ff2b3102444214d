import { sql } from 'drizzle-orm';
import { boolean, integer, pgEnum, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// Maintenance (ABNT NBR 5674): reference lists and the catalogue are platform data, seeded and edited by master.

/** A reference list of the maintenance module: a name, and whether forms still offer it. */
const referenceList = (name: string) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: varchar('name', { length: 80 }).notNull(),
      active: boolean('active').notNull().default(true),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (table) => [uniqueIndex(`${name}_name_unique`).on(sql`lower(${table.name})`)],
  );

export const maintenanceTypes = referenceList('maintenance_types');
export const maintenanceResponsibleTypes = referenceList('maintenance_responsible_types');
export const maintenanceDocumentTypes = referenceList('maintenance_document_types');

export const intervalUnit = pgEnum('interval_unit', ['day', 'month']);

export const maintenancePeriodicities = pgTable(
  'maintenance_periodicities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    intervalUnit: intervalUnit('interval_unit').notNull(),
    intervalAmount: smallint('interval_amount').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('maintenance_periodicities_name_unique').on(sql`lower(${table.name})`)],
);

/**
 * What an activity is: its building system, what is done, and its type, periodicity and responsible. The catalogue
 * holds the standard ones; a condominium's programme holds its own, copied from the catalogue or written anew.
 */
export const activityColumns = () => ({
  system: varchar('system', { length: 120 }).notNull(),
  activity: varchar('activity', { length: 200 }).notNull(),
  typeId: integer('type_id')
    .notNull()
    .references(() => maintenanceTypes.id),
  periodicityId: integer('periodicity_id')
    .notNull()
    .references(() => maintenancePeriodicities.id),
  responsibleTypeId: integer('responsible_type_id')
    .notNull()
    .references(() => maintenanceResponsibleTypes.id),
});

/** The standard activities per building system, with the periodicity and responsible common practice gives them. */
export const maintenanceCatalog = pgTable(
  'maintenance_catalog',
  {
    id: serial('id').primaryKey(),
    ...activityColumns(),
    affectsResidents: boolean('affects_residents').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('maintenance_catalog_activity_unique').on(sql`lower(${table.system})`, sql`lower(${table.activity})`)],
);
