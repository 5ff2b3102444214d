import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, searchText } from './columns.ts';
import { condominiums } from './condominiums.ts';

/** A stranger's access request (/register); send-access turns it into a condominium and its síndico. */
export const prospects = pgTable(
  'prospects',
  {
    id: id(),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    condominiumName: text('condominium_name').notNull(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    units: integer('units').notNull(),
    message: text('message'),
    active: boolean('active').notNull().default(true),
    accessSentAt: timestamp('access_sent_at', { withTimezone: true }),
    condominiumId: uuid('condominium_id').references(() => condominiums.id),
    /** The listing filter's haystack: who asked (name, e-mail, phone) and for which condominium (name, CNPJ). */
    searchText: searchText((): AnyPgColumn[] => [prospects.name, prospects.email, prospects.phone, prospects.condominiumName, prospects.cnpj]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One open request per CNPJ: asking again refreshes it instead of piling up duplicates.
    uniqueIndex('prospects_open_cnpj_unique').on(table.cnpj).where(sql`${table.accessSentAt} is null`),
    index('prospects_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The listing's order (newest first) read backwards: a DESC index would be NULLS LAST, which `order by … desc`
    // (NULLS FIRST) cannot use.
    index('prospects_listing_order_idx').on(table.createdAt, table.id),
  ],
);

/**
 * A stranger asking again for a CNPJ that already has an open request. The request stays as it was (nobody can
 * take it over by asking again); the new contact is kept here for the master to read.
 */
export const prospectContactAttempts = pgTable(
  'prospect_contact_attempts',
  {
    id: id(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    condominiumName: text('condominium_name').notNull(),
    units: integer('units').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (table) => [index('prospect_contact_attempts_prospect_idx').on(table.prospectId, table.createdAt)],
);
