import { date, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

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
