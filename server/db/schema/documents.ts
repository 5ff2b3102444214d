import { sql, type SQL } from 'drizzle-orm';
import { boolean, char, date, foreignKey, index, integer, pgTable, primaryKey, serial, text, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.ts';
import { condominiums } from './condominiums.ts';
import { users } from './users.ts';

/** The kinds of papers a condominium keeps (convenção, AVCB, atas…): seeded, and edited by master. Not a tenant's. */
export const documentTypes = pgTable(
  'document_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    /** Documents of this type usually have a validity date. */
    expires: boolean('expires').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('document_types_name_unique').on(sql`lower(${table.name})`)],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => documentTypes.id),
    /** The type's name, kept with the document so that the listing filter finds it by type (renaming a type updates it). */
    typeName: varchar('type_name', { length: 80 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description'),
    /** The last day the document is valid (a calendar day, not an instant). */
    validUntil: date('valid_until', { mode: 'string' }),
    visibleToResidents: boolean('visible_to_residents').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`immutable_unaccent(lower(${documents.title} || ' ' || ${documents.typeName} || ' ' || coalesce(${documents.description}, '')))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('documents_condominium_id_id_unique').on(table.condominiumId, table.id),
    index('documents_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('documents_listing_order_idx').on(table.condominiumId, table.title, table.id),
    index('documents_valid_until_idx').on(table.validUntil).where(sql`${table.active} and ${table.validUntil} is not null`),
  ],
);

/** Every file a document has had; the newest is the one in force. Stored files are never replaced, only added. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: id(),
    condominiumId: uuid('condominium_id').notNull(),
    documentId: uuid('document_id').notNull(),
    number: integer('number').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The name the file had on the uploader's computer: given back on download, never used as a path. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('document_versions_number_unique').on(table.documentId, table.number),
    // The same file twice in one condominium is a duplicate (SPEC §8 'Este documento já possui cadastro no sistema.').
    unique('document_versions_content_unique').on(table.condominiumId, table.sha256),
    foreignKey({
      name: 'document_versions_document_fk',
      columns: [table.condominiumId, table.documentId],
      foreignColumns: [documents.condominiumId, documents.id],
    }).onDelete('cascade'),
  ],
);

/** Which expiry notices went out: each document is announced once per threshold and validity date. */
export const documentExpiryNotices = pgTable(
  'document_expiry_notices',
  {
    condominiumId: uuid('condominium_id').notNull(),
    documentId: uuid('document_id').notNull(),
    threshold: varchar('threshold', { length: 16 }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.threshold, table.validUntil] }),
    foreignKey({
      name: 'document_expiry_notices_document_fk',
      columns: [table.condominiumId, table.documentId],
      foreignColumns: [documents.condominiumId, documents.id],
    }).onDelete('cascade'),
  ],
);
