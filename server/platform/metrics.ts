import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import { withDeadline } from './deadline.ts';

/** A scrape must not wait on a saturated pool: past this, the queue's gauge is left out of that scrape. */
const OUTBOX_COUNT_DEADLINE_MS = 1_000;

/** Request durations, in seconds: from a cached listing (a few ms) to an upload re-encoding a photo. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (event-loop lag, heap, CPU, GC, handles), under their usual names (`nodejs_*`, `process_*`)
 * that dashboards expect. They describe the process, not an app, and collecting them starts observers that are
 * never stopped: once per process, however many apps it builds (the tests build hundreds).
 */
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app's Prometheus metrics, in a registry of its own (never prom-client's global one, which every app in a
 * process would share). The instruments are incremented where the thing happens; the gauges of the database pool
 * and of the outbox's queue are read at each scrape.
 */
export function createMetrics(db: Database) {
  const registry = new Registry();
  const registers = [registry];
  const pool = db.$client;

  new Gauge({
    name: 'zelo_db_pool_connections',
    help: 'Connections of the API database pool, by state: in_use (checked out by a query or transaction) or idle.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'zelo_db_pool_max_connections',
    help: 'The size of the API database pool: in_use reaching it means requests queue for a connection.',
    registers,
    collect() {
      this.set(pool.options.max);
    },
  });
  new Gauge({
    name: 'zelo_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the API database pool.',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'zelo_outbox_messages_queued',
    help: 'Outbox messages waiting to be sent, by channel (all processes: read from the database at each scrape).',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        const rows = await withDeadline(
          db.select({ channel: outbox.channel, count: sql<number>`count(*)::int` }).from(outbox).where(sql`${outbox.status} = 'pending'`).groupBy(outbox.channel),
          OUTBOX_COUNT_DEADLINE_MS,
        );
        for (const channel of outbox.channel.enumValues) this.set({ channel }, rows.find((row) => row.channel === channel)?.count ?? 0);
      } catch {
        // The database is away or slow: /readyz says so; the other metrics are still worth a scrape.
      }
    },
  });

  /** A counter of this app's registry; labelled ones are typed by their labels. */
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) => new Counter({ name, help, labelNames, registers });

  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'zelo_http_request_duration_seconds',
      help: 'HTTP request durations, by method, route template (never the raw URL) and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    rateLimited: counter('zelo_http_rate_limited_total', 'Requests refused with 429, by the limit that refused them (per_ip, per_email, sign_in, uploads) and route template.', ['limit', 'route']),
    signInFailures: counter('zelo_sign_in_failures_total', 'Sign-ins refused for a wrong e-mail or password.'),
    scheduledJobRuns: counter('zelo_scheduled_job_runs_total', 'Daily jobs this process ran to completion, by job (a job another process ran that day is not counted).', ['job']),
    scheduledJobFailures: counter('zelo_scheduled_job_failures_total', 'Daily job runs that failed, by job; a failed job is tried again at the next tick.', ['job']),
    scheduledJobLastSuccess: new Gauge({
      name: 'zelo_scheduled_job_last_success_timestamp_seconds',
      help: 'When this process last ran each daily job to completion (Unix time).',
      labelNames: ['job'] as const,
      registers,
    }),
    outboxSent: counter('zelo_outbox_messages_sent_total', 'Outbox messages this process delivered, by channel.', ['channel']),
    outboxDeliveryErrors: counter('zelo_outbox_delivery_errors_total', 'Outbox delivery attempts that failed, by channel; each is retried with backoff until the last attempt.', ['channel']),
    outboxFailed: counter('zelo_outbox_messages_failed_total', 'Outbox messages given up on after their last attempt failed, by channel.', ['channel']),
    /** The exposition text: this app's metrics and the process's. */
    async text() {
      const [own, node] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${node}`;
    },
    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
/** What the outbox reports of its deliveries. */
export type OutboxMetrics = Pick<Metrics, 'outboxSent' | 'outboxDeliveryErrors' | 'outboxFailed'>;
/** What the scheduled-jobs runner reports of its runs. */
export type ScheduledJobMetrics = Pick<Metrics, 'scheduledJobRuns' | 'scheduledJobFailures' | 'scheduledJobLastSuccess'>;
