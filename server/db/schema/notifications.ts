import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { condominiums } from './condominiums.ts';
import { users, userCondominiums } from './users.ts';

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
