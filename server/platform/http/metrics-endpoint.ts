import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, RateLimitedError } from '#server/platform/errors.ts';
import type { Metrics } from '#server/platform/metrics.ts';

export const METRICS_PATH = '/metrics';
/** The route label of a request no route matched (the SPA's paths, probes): one series, whatever the URL. */
const UNMATCHED_ROUTE = 'unmatched';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

/** Compared as digests, so neither the comparison's time nor a length check tells how much of the token matched. */
function sameToken(given: string, expected: string) {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A scraper on this host, or one that presents METRICS_TOKEN. `request.ip` is the client's as TRUST_PROXY says; a
 * request that came through a proxy the app was not told to trust still names its client in X-Forwarded-For, so a
 * reverse proxy on this host does not make every visitor "loopback".
 */
function mayScrape(request: FastifyRequest, token: string | undefined) {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && bearer && sameToken(bearer, token)) return true;
  return LOOPBACK.has(request.ip) && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}

/**
 * Feeds the HTTP metrics from Fastify's hooks (durations by route template, 429s by limit, wrong passwords) and
 * serves them at GET /metrics, in Prometheus's text format, to whoever `mayScrape`; anyone else gets the same
 * answer as an unknown address.
 */
export function registerMetricsEndpoint(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestDuration.observe({ method: request.method, route: routeOf(request), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    if (error.statusCode === 429 || (error instanceof AppError && error.status === 429)) {
      // The plugin's per-IP limits raise a plain object; the limits checked by hand say which they are.
      metrics.rateLimited.inc({ limit: error instanceof RateLimitedError ? error.limit : 'per_ip', route: routeOf(request) });
    } else if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
      metrics.signInFailures.inc();
    }
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, token)) return reply.callNotFound();
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(await metrics.text());
  });
}
