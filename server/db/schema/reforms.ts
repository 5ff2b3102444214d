import { sql, type SQL } from 'drizzle-orm';
import { bigserial, boolean, date, foreignKey, index, integer, jsonb, pgEnum, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { REFORM_ATTACHMENT_KINDS, REFORM_STATUSES, WORK_CATEGORIES } from '#contract/reforms.ts';
import { apartments } from './apartments.ts';
import { id, createdAt, updatedAt } from './columns.ts';
import { condominiums } from './condominiums.ts';
import { users } from './users.ts';

export const reformStatus = pgEnum('reform_status', REFORM_STATUSES);
export const workCategory = pgEnum('work_category', WORK_CATEGORIES);

/** A renovation request of one apartment (ABNT NBR 16280), with its status machine in contract/reforms.ts. */
export const reforms = pgTable(
  'reforms',
  {
    id: id(),
    condominiumId: uuid('condominium_id').notNull(),
    apartmentId: uuid('apartment_id').notNull(),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description').notNull(),
    categories: workCategory('categories').array().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    professionalName: varchar('professional_name', { length: 120 }),
    professionalRegistry: varchar('professional_registry', { length: 40 }),
    artNumber: varchar('art_number', { length: 40 }),
    company: varchar('company', { length: 160 }),
    workers: jsonb('workers').$type<{ name: string; document: string | null }[]>().notNull().default([]),
    status: reformStatus('status').notNull().default('pending'),
    active: boolean('active').notNull().default(true),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`immutable_unaccent(lower(${reforms.title} || ' ' || ${reforms.description} || ' ' || coalesce(${reforms.company}, '') || ' ' || coalesce(${reforms.professionalName}, '')))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('reforms_condominium_id_id_unique').on(table.condominiumId, table.id),
    // The database refuses a reform of an apartment outside the reform's condominium.
    foreignKey({ name: 'reforms_apartment_fk', columns: [table.condominiumId, table.apartmentId], foreignColumns: [apartments.condominiumId, apartments.id] }),
    index('reforms_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('reforms_listing_order_idx').on(table.condominiumId, table.createdAt.desc(), table.id),
    index('reforms_apartment_idx').on(table.apartmentId),
    // Master's dashboard: the oldest reforms waiting for a decision, across every condominium, read off the index.
    index('reforms_awaiting_decision_idx').on(table.createdAt, table.id).where(sql`${table.status} = 'pending' and ${table.active}`),
  ],
);

/** Every step of a reform — who, when, from which status to which, and why — shown as its history and kept for the archive. */
export const reformEvents = pgTable(
  'reform_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    condominiumId: uuid('condominium_id').notNull(),
    reformId: uuid('reform_id').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: reformStatus('from_status'),
    toStatus: reformStatus('to_status'),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('reform_events_reform_idx').on(table.reformId, table.id),
    foreignKey({ name: 'reform_events_reform_fk', columns: [table.condominiumId, table.reformId], foreignColumns: [reforms.condominiumId, reforms.id] }).onDelete('cascade'),
  ],
);

export const reformAttachmentKind = pgEnum('reform_attachment_kind', REFORM_ATTACHMENT_KINDS);

/**
 * The papers of a reform (plano, ART or RRT, projects). Each is sent before the form that names it: until then
 * `reform_id` is null, the file belongs to whoever sent it, and the daily job removes it after a day.
 */
export const reformAttachments = pgTable(
  'reform_attachments',
  {
    id: id(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    reformId: uuid('reform_id'),
    kind: reformAttachmentKind('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The name the file had on the sender's computer: given back on download, never used as a path. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ name: 'reform_attachments_reform_fk', columns: [table.condominiumId, table.reformId], foreignColumns: [reforms.condominiumId, reforms.id] }).onDelete('cascade'),
    index('reform_attachments_reform_idx').on(table.reformId),
    index('reform_attachments_unclaimed_idx').on(table.createdAt).where(sql`${table.reformId} is null`),
  ],
);
