import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MODULES, PLAN_NAMES } from '#contract/plans.ts';
import { RESIDENT_RELATIONS, USER_TYPES } from '#contract/users.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A listing filter's haystack: the columns joined, lower-cased and unaccented, stored. The filter compares with
 * it through its trigram index, and rechecking a match reads a value instead of folding accents row by row.
 */
const searchText = (columns: () => AnyPgColumn[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`immutable_unaccent(lower(${sql.join(columns(), sql` || ' ' || `)}))`);

export const userType = pgEnum('user_type', USER_TYPES);
export const planName = pgEnum('plan_name', PLAN_NAMES);
export const moduleKey = pgEnum('module_key', MODULES);

export const plans = pgTable('plans', {
  id: id(),
  name: planName('name').notNull().unique(),
  rank: smallint('rank').notNull().unique(),
  modules: moduleKey('modules').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    // The listing's order: a page is read off the index instead of sorting every match. The haystack rides along
    // (drizzle has no INCLUDE) so that a filter walking this order is checked on index entries, not table rows.
    index('condominiums_listing_order_idx').on(table.comercialName, table.id, table.searchText),
  ],
);

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
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.condominiumId] }),
    index('user_condominiums_condominium_id_idx').on(table.condominiumId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    condominiumId: uuid('condominium_id').references(() => condominiums.id),
    route: text('route'),
    icon: text('icon'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_unread_idx')
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.readAt} is null`),
    // A notification about a condominium goes only to one of its people: the database refuses a cross-tenant row.
    foreignKey({
      name: 'notifications_membership_fk',
      columns: [table.userId, table.condominiumId],
      foreignColumns: [userCondominiums.userId, userCondominiums.condominiumId],
    }).onDelete('cascade'),
  ],
);

export const outboxChannel = pgEnum('outbox_channel', ['email', 'whatsapp']);
/** `kept`: no transport is configured, the message waits here (and its text is in the log). */
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed', 'kept']);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: outboxChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    condominiumId: uuid('condominium_id').references(() => condominiums.id),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_condominium_id_idx').on(table.condominiumId),
  ],
);

export const states = pgTable('states', {
  /** IBGE code of the state (two digits). */
  id: smallint('id').primaryKey(),
  uf: varchar('uf', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    /** IBGE code of the municipality (seven digits). */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
  },
  (table) => [index('cities_state_id_idx').on(table.stateId)],
);

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
