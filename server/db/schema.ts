import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MODULES, PLAN_NAMES } from '#contract/plans.ts';
import { USER_TYPES } from '#contract/users.ts';

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
    // The listing's order: a page is read off the index instead of sorting every match.
    index('condominiums_listing_order_idx').on(table.comercialName, table.id),
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
    profilePicture: text('profile_picture'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), index('users_type_idx').on(table.type)],
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
    searchText: searchText((): AnyPgColumn[] => [prospects.name, prospects.email, prospects.condominiumName, prospects.cnpj]),
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
