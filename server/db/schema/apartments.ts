import { sql, type SQL } from 'drizzle-orm';
import { boolean, foreignKey, index, pgEnum, pgTable, primaryKey, smallint, text, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { RESIDENT_RELATIONS } from '#contract/users.ts';
import { id, createdAt, updatedAt } from './columns.ts';
import { condominiums } from './condominiums.ts';
import { userCondominiums } from './users.ts';

export const residentRelation = pgEnum('resident_relation', RESIDENT_RELATIONS);

/** A unit of a condominium. Block and number are unique within the condominium, without case. */
export const apartments = pgTable(
  'apartments',
  {
    id: id(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    /** '' for a condominium of a single building (so that the unique index compares it). */
    block: varchar('block', { length: 40 }).notNull().default(''),
    number: varchar('number', { length: 20 }).notNull(),
    floor: smallint('floor'),
    active: boolean('active').notNull().default(true),
    /**
     * The listing filter's haystack, accents and case folded: "a 101 a101". A typed "A-101" loses its dash as a
     * masked number does (platform/listing.ts), so the joined spelling is there for it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`immutable_unaccent(lower(${apartments.block} || ' ' || ${apartments.number} || ' ' || ${apartments.block} || ${apartments.number}))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('apartments_block_number_unique').on(table.condominiumId, sql`lower(${table.block})`, sql`lower(${table.number})`),
    // The target of the composite foreign keys that keep a resident inside the apartment's condominium.
    unique('apartments_condominium_id_id_unique').on(table.condominiumId, table.id),
    index('apartments_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('apartments_listing_order_idx').on(table.condominiumId, table.block, table.floor, table.number, table.id),
  ],
);

/** A morador living in an apartment, and how (proprietário, inquilino, morador). */
export const userApartments = pgTable(
  'user_apartments',
  {
    userId: uuid('user_id').notNull(),
    apartmentId: uuid('apartment_id').notNull(),
    condominiumId: uuid('condominium_id').notNull(),
    relation: residentRelation('relation').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.apartmentId] }),
    index('user_apartments_apartment_id_idx').on(table.apartmentId),
    // The database refuses a resident of an apartment outside their condominiums.
    foreignKey({
      name: 'user_apartments_apartment_fk',
      columns: [table.condominiumId, table.apartmentId],
      foreignColumns: [apartments.condominiumId, apartments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_apartments_membership_fk',
      columns: [table.userId, table.condominiumId],
      foreignColumns: [userCondominiums.userId, userCondominiums.condominiumId],
    }).onDelete('cascade'),
  ],
);
