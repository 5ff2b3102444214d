import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, integer, pgTable, smallint, text, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.ts';
import { condominiums } from './condominiums.ts';
import { activityColumns, maintenanceResponsibleTypes, maintenanceDocumentTypes, maintenanceCatalog } from './maintenance-reference.ts';
import { users } from './users.ts';

/**
 * An activity of a condominium's programme, with its schedule kept current: `next_due_on` moves when an execution is
 * recorded (one interval after the day it was performed), so listings filter and order by it with an index.
 */
export const condominiumMaintenances = pgTable(
  'condominium_maintenances',
  {
    id: id(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    catalogId: integer('catalog_id').references(() => maintenanceCatalog.id),
    ...activityColumns(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    dueSoonDays: smallint('due_soon_days').notNull(),
    affectsResidents: boolean('affects_residents').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** The id of its public QR page: 128 random bits, never the row's id. */
    publicId: varchar('public_id', { length: 22 }).notNull().unique(),
    lastPerformedOn: date('last_performed_on', { mode: 'string' }),
    lastDoneLate: boolean('last_done_late').notNull().default(false),
    nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
    /** The due date whose "vence em breve" and "vencida" notices went out (each once per due date). */
    dueSoonNoticeFor: date('due_soon_notice_for', { mode: 'string' }),
    overdueNoticeFor: date('overdue_notice_for', { mode: 'string' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`immutable_unaccent(lower(${condominiumMaintenances.system} || ' ' || ${condominiumMaintenances.activity}))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('condominium_maintenances_condominium_id_id_unique').on(table.condominiumId, table.id),
    // One catalogue activity once per condominium: enabling it again changes the existing one.
    uniqueIndex('condominium_maintenances_catalog_unique').on(table.condominiumId, table.catalogId).where(sql`${table.catalogId} is not null`),
    index('condominium_maintenances_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('condominium_maintenances_due_idx').on(table.condominiumId, table.nextDueOn, table.id),
    // Ends with the id: master's dashboard lists the platform's ten soonest in (next_due_on, id) order off the index,
    // without sorting the hundreds that share a due date.
    index('condominium_maintenances_active_due_idx').on(table.nextDueOn, table.id).where(sql`${table.active}`),
  ],
);

/** An execution of a maintenance: when it was done, which due date it answered, who did it and at what cost. */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: id(),
    condominiumId: uuid('condominium_id').notNull(),
    maintenanceId: uuid('maintenance_id').notNull(),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    doneLate: boolean('done_late').notNull(),
    responsibleTypeId: integer('responsible_type_id')
      .notNull()
      .references(() => maintenanceResponsibleTypes.id),
    company: varchar('company', { length: 160 }),
    professional: varchar('professional', { length: 120 }),
    artNumber: varchar('art_number', { length: 40 }),
    costCents: bigint('cost_cents', { mode: 'number' }),
    notes: text('notes'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`immutable_unaccent(lower(coalesce(${maintenanceRecords.company}, '') || ' ' || coalesce(${maintenanceRecords.professional}, '') || ' ' || coalesce(${maintenanceRecords.notes}, '')))`,
      ),
    createdAt: createdAt(),
  },
  (table) => [
    unique('maintenance_records_condominium_id_id_unique').on(table.condominiumId, table.id),
    foreignKey({
      name: 'maintenance_records_maintenance_fk',
      columns: [table.condominiumId, table.maintenanceId],
      foreignColumns: [condominiumMaintenances.condominiumId, condominiumMaintenances.id],
    }),
    index('maintenance_records_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('maintenance_records_listing_order_idx').on(table.condominiumId, table.performedOn.desc(), table.id),
    index('maintenance_records_maintenance_idx').on(table.maintenanceId, table.performedOn.desc()),
  ],
);

/** The evidence of an execution (nota fiscal, laudo, certificado, ART…), sent before the form that names it, like a reform's papers. */
export const maintenanceEvidence = pgTable(
  'maintenance_evidence',
  {
    id: id(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    recordId: uuid('record_id'),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => maintenanceDocumentTypes.id),
    storageKey: text('storage_key').notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ name: 'maintenance_evidence_record_fk', columns: [table.condominiumId, table.recordId], foreignColumns: [maintenanceRecords.condominiumId, maintenanceRecords.id] }).onDelete(
      'cascade',
    ),
    index('maintenance_evidence_record_idx').on(table.recordId),
    index('maintenance_evidence_unclaimed_idx').on(table.createdAt).where(sql`${table.recordId} is null`),
  ],
);
