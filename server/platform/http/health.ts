import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { withDeadline } from '#server/platform/deadline.ts';

export const HEALTH_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
/** A load balancer probes every few seconds: a check that has not answered by then counts as failed. */
const CHECK_DEADLINE_MS = 2_000;

interface Dependencies {
  db: Database;
  redis?: Redis;
  storage: FileStorage;
}

/** What this process needs to serve requests, each asked the cheapest question that proves it answers. */
function readinessChecks({ db, redis, storage }: Dependencies): Record<string, () => Promise<unknown>> {
  return {
    // Through the app's own pool, outside any transaction: a connection can be had and the server replies.
    database: () => db.$client.query('select 1'),
    ...(redis && { redis: () => redis.ping() }),
    storage: () => storage.ping(AbortSignal.timeout(CHECK_DEADLINE_MS)),
  };
}

/**
 * GET /healthz answers while the process runs (a liveness probe: restart it if not); GET /readyz answers 200 only
 * when PostgreSQL, Redis (REDIS_URL) and the file storage answer, else 503 naming the check that failed (a readiness
 * probe: send it no traffic meanwhile). While the process drains for a shutdown, `drainable` answers both 503
 * before they reach here. Outside /api/v1 and not in the OpenAPI document: they are for the operator's tools.
 * No rate limit applies: limits are opt-in per route (platform/rate-limit.ts).
 */
export function registerHealthChecks(app: FastifyInstance, dependencies: Dependencies) {
  const checks = Object.entries(readinessChecks(dependencies));

  app.get(HEALTH_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(READINESS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await withDeadline(check(), CHECK_DEADLINE_MS);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, check: name }, `readiness check ${name} failed`);
          return [name, 'failed'] as const;
        }
      }),
    );
    const ready = results.every(([, result]) => result === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(results) });
  });
}
