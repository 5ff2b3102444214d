import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '#contract/users.ts';
import { id, createdAt, updatedAt } from './columns.ts';
import { condominiums } from './condominiums.ts';

export const userType = pgEnum('user_type', USER_TYPES);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Always stored lower-case (the contract normalises it), so a plain unique index is case-insensitive. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Null until the person sets a password through an e-mailed link. */
    passwordHash: text('password_hash'),
    type: userType('type').notNull(),
    /** 11 digits, checked by its check digits; unique on the platform when given. Personal data (LGPD). */
    cpf: varchar('cpf', { length: 11 }),
    /** Digits, with a final X in some states. Personal data (LGPD). */
    rg: varchar('rg', { length: 14 }),
    phone: varchar('phone', { length: 11 }),
    mobilePhone: varchar('mobile_phone', { length: 11 }),
    /** Storage key of the re-encoded picture; it changes with every upload. */
    profilePicture: text('profile_picture'),
    active: boolean('active').notNull().default(true),
    /** The listing filter's haystack: name, e-mail and CPF (when given), accents and case folded. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`immutable_unaccent(lower(${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.cpf}, '')))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_cpf_unique').on(table.cpf).where(sql`${table.cpf} is not null`),
    index('users_type_idx').on(table.type),
    index('users_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('users_digit_grams_idx').using('gin', sql`digit_grams(${table.searchText})`),
    index('users_listing_order_idx').on(table.name, table.id),
  ],
);

export const userCondominiums = pgTable(
  'user_condominiums',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    /** Active in this condominium: the condominium's switch, apart from the account's own (docs/decisions/021). */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.condominiumId] }),
    index('user_condominiums_condominium_id_idx').on(table.condominiumId),
  ],
);
