import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  char,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MODULES, PLAN_NAMES } from '#contract/plans.ts';
import { REFORM_ATTACHMENT_KINDS, REFORM_STATUSES, WORK_CATEGORIES } from '#contract/reforms.ts';
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
    // A number typed is found by its four-digit grams (docs/decisions/007): digits make the commonest trigrams.
    index('condominiums_digit_grams_idx').using('gin', sql`digit_grams(${table.searchText})`),
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
    // The notification centre's history: a person's own, newest first.
    index('notifications_history_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
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
  // The audit trail's listing (server/modules/audit) walks newest first: the platform's over the whole log, a
  // condominium's over its own range, one person's over theirs; a date range is a range of the same index.
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_condominium_created_idx').on(table.condominiumId, table.createdAt, table.id),
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_created_idx').on(table.actorId, table.createdAt, table.id),
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

/** One row per scheduled job and day: the first API process to insert it runs the job, the others skip it. */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: varchar('job', { length: 80 }).notNull(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.runOn] })],
);

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

/** The standard activities per building system, with the periodicity and responsible common practice gives them. */
export const maintenanceCatalog = pgTable(
  'maintenance_catalog',
  {
    id: serial('id').primaryKey(),
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
    affectsResidents: boolean('affects_residents').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('maintenance_catalog_activity_unique').on(sql`lower(${table.system})`, sql`lower(${table.activity})`)],
);

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

/**
 * The platform's dashboard counts (issue 15, decision 019): what master's blocks would otherwise count over every
 * condominium's rows, kept by statement-level triggers in the same transaction as the rows (migration 0012). A subject
 * (`condominiums`, `users`, `apartments`, `reforms`, `maintenances`, `maintenance_records`), a bucket within it (plan and
 * status, user type, reform status…) and a day where the block groups by date ('-infinity' where it does not).
 * Platform data, like `plans`: no condominium's row, read by master's routes only.
 */
export const dashboardCounts = pgTable(
  'dashboard_counts',
  {
    subject: varchar('subject', { length: 40 }).notNull(),
    bucket: varchar('bucket', { length: 80 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.bucket, table.day] })],
);

/**
 * Every word that appears in a listing's search texts (runs of letters, as the word index splits them), with a trigram
 * index: a word typed in a filter is looked up here for the indexed words that contain it. Kept by the same triggers as
 * the word index, never pruned (a word no row has any more only costs an empty look-up). Holds no row of any tenant.
 */
export const searchVocabulary = (name: string) =>
  pgTable(name, { word: text('word').primaryKey() }, (table) => [index(`${name}_word_idx`).using('gin', sql`${table.word} gin_trgm_ops`)]);

/**
 * A listing's word index (docs/decisions/007): one row per distinct word of a row's search text, keyed by the word and
 * then by the listing's order (`sortName`, stored under the listed table's own column name, then the key), so that the
 * rows having a word are read in the listing's order and several words are intersected by leaping along their lists.
 * Kept by statement-level triggers on the listed table (migration 0013); a row's words go with it.
 */
export const searchWordsTable = (name: string, sortColumn: string, listedKey?: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      word: text('word').notNull(),
      sortName: text(sortColumn).notNull(),
      id: listedKey ? uuid('id').notNull().references(listedKey, { onDelete: 'cascade' }) : uuid('id').notNull(),
    },
    (table) => [primaryKey({ columns: [table.word, table.sortName, table.id] }), index(`${name}_id_idx`).on(table.id)],
  );

/** The master's condominium listing's word index and vocabulary. */
export const condominiumSearchWords = searchWordsTable('condominium_search_words', 'comercial_name', () => condominiums.id);
export const condominiumSearchVocabulary = searchVocabulary('condominium_search_vocabulary');

/** The master's users listing's word index and vocabulary. */
export const userSearchWords = searchWordsTable('user_search_words', 'name', () => users.id);
export const userSearchVocabulary = searchVocabulary('user_search_vocabulary');
