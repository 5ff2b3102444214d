import { bigint, date, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

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
