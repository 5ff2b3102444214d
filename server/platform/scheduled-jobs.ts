import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { productToday, type CalendarDay } from '#contract/calendar.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { scheduledJobRuns } from '#server/db/schema.ts';
import { systemScope } from './access/tenancy.ts';
import type { ScheduledJobMetrics } from './metrics.ts';
import { inScope } from './access/unit-of-work.ts';

/** What a job does once its transaction has committed: removing stored files that its rows no longer name. */
export type AfterCommit = () => Promise<void>;

/** A daily job. Its work must itself be idempotent: a job that failed is tried again at the next tick. */
export interface ScheduledJob {
  name: string;
  /** One transaction across every condominium (the scheduled-jobs system scope). */
  run(tx: Transaction, today: CalendarDay): Promise<void | AfterCommit>;
}

/** How often each API process looks for a job that has not run today. */
export const SCHEDULED_JOBS_TICK_MS = 15 * 60_000;

/**
 * Runs each job that has not run today, once across all API processes: the process whose row in
 * `scheduled_job_runs` (job, day) is inserted first runs it, in the same transaction, so a job that fails leaves
 * no row and is tried again; the others see the row, or the job's advisory lock while it runs, and skip it.
 */
export async function runDueJobs(
  db: Database,
  jobs: readonly ScheduledJob[],
  log: FastifyBaseLogger,
  today: CalendarDay = productToday(),
  metrics?: ScheduledJobMetrics,
) {
  const scope = systemScope('scheduled-jobs');
  for (const job of jobs) {
    try {
      const ran = await inScope(db, scope, async (tx) => {
        // While one process runs a job (a backup takes minutes), another's claim would wait on its uncommitted row
        // until statement_timeout, and count as failed: the lock says "running elsewhere" at once instead.
        const { rows: [lock] } = await tx.execute<{ free: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${`zelo:scheduled-job:${job.name}`}, 0)) as free`);
        if (!lock?.free) return null;
        const claimed = await tx.insert(scheduledJobRuns).values({ job: job.name, runOn: today }).onConflictDoNothing().returning({ job: scheduledJobRuns.job });
        if (claimed.length === 0) return null;
        const afterCommit = await job.run(tx, today);
        await tx.update(scheduledJobRuns).set({ finishedAt: new Date() }).where(and(eq(scheduledJobRuns.job, job.name), eq(scheduledJobRuns.runOn, today)));
        return { afterCommit };
      });
      if (ran) {
        await ran.afterCommit?.();
        metrics?.scheduledJobRuns.inc({ job: job.name });
        metrics?.scheduledJobLastSuccess.setToCurrentTime({ job: job.name });
        log.info(`Tarefa agendada ${job.name} executada para ${today}.`);
      }
    } catch (error) {
      metrics?.scheduledJobFailures.inc({ job: job.name });
      log.error({ err: error }, `Tarefa agendada ${job.name} falhou; nova tentativa no próximo ciclo.`);
    }
  }
}

/** Runs the due jobs now and at every tick, until the returned stop is called (which waits for a run in progress). */
export function startScheduledJobs(
  db: Database,
  jobs: readonly ScheduledJob[],
  log: FastifyBaseLogger,
  metrics?: ScheduledJobMetrics,
  tickMs = SCHEDULED_JOBS_TICK_MS,
) {
  let running: Promise<void> = runDueJobs(db, jobs, log, productToday(), metrics);
  const timer = setInterval(() => {
    running = running.then(() => runDueJobs(db, jobs, log, productToday(), metrics));
  }, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
