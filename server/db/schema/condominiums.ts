import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, searchText } from './columns.ts';
import { states, cities } from './locations.ts';
import { moduleKey, plans } from './plans.ts';

export const condominiums = pgTable(
  'condominiums',
  {
    id: id(),
    /** 14 characters, digits or (since July 2026) upper-case letters in the first twelve. */
    cnpj: varchar('cnpj', { length: 14 }).notNull().unique(),
    corporateName: text('corporate_name').notNull(),
    comercialName: text('comercial_name').notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 11 }),
    mobilePhone: varchar('mobile_phone', { length: 11 }),
    zipCode: varchar('zip_code', { length: 8 }),
    street: text('street'),
    number: varchar('number', { length: 20 }),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    stateId: smallint('state_id').references(() => states.id),
    cityId: integer('city_id').references(() => cities.id),
    units: integer('units'),
    blocks: integer('blocks'),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    allowedModules: moduleKey('allowed_modules').array().notNull(),
    /** File name of the re-encoded logo under DATA_DIR/uploads/logos; it changes with every upload. */
    logo: text('logo'),
    active: boolean('active').notNull().default(true),
    /** The listing filter's haystack: names and CNPJ, accents and case folded (see searchText). */
    searchText: searchText((): AnyPgColumn[] => [condominiums.comercialName, condominiums.corporateName, condominiums.cnpj]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('condominiums_plan_id_idx').on(table.planId),
    index('condominiums_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // A number typed is found by its four-digit grams (docs/decisions/007): digits make the commonest trigrams.
    index('condominiums_digit_grams_idx').using('gin', sql`digit_grams(${table.searchText})`),
    // The listing's order: a page is read off the index instead of sorting every match. The haystack rides along
    // (drizzle has no INCLUDE) so that a filter walking this order is checked on index entries, not table rows.
    index('condominiums_listing_order_idx').on(table.comercialName, table.id, table.searchText),
  ],
);
