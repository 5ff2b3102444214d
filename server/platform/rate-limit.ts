import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimited } from './errors.ts';

export function retryMessage(ttlMs: number) {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutos` : `${seconds} segundos`;
  return `Muitas tentativas. Aguarde ${wait} e tente novamente.`;
}

/**
 * Limits are opt-in per route; exceeding one answers 429 with a pt-BR message (error envelope). Counters live in
 * `redis` when the deployment has one (every API process counts together), otherwise in this process.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis) {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'zelo:rate-limit:', skipOnError: true }),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, code: 'RATE_LIMITED', message: retryMessage(context.ttl) }),
  });
}

/**
 * A second limit keyed by the e-mail in the body (ARCHITECTURE §4: per IP and per e-mail), so spreading a
 * password-guessing attack over many addresses does not get around it. It is checked by hand: the plugin's
 * own hooks run once per request, so a second hook after the route's per-IP limit would never count.
 */
export function limitPerEmail(app: FastifyInstance, max: number, timeWindow: string): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow,
    // Per route: failed sign-ins must not also block the same person's password reset.
    keyGenerator: (request: FastifyRequest) =>
      `${request.routeOptions.url ?? ''}-email:${((request.body as { email?: string } | undefined)?.email ?? '').trim().toLowerCase()}`,
  });
  return async (request) => {
    const limit = await check(request);
    // isAllowed means an allow-listed key; none is configured, so every answer carries the count.
    if (!limit.isAllowed && limit.isExceeded) throw rateLimited(retryMessage(limit.ttl), limit.ttl);
  };
}
