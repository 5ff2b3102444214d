import { bigserial, index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { condominiums } from './condominiums.ts';
import { users } from './users.ts';

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
