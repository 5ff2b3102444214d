import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

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
