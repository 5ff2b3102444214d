import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimited } from './errors.ts';

/** "Muitas tentativas. Aguarde 40 segundos e tente novamente." */
export function retryMessage(ttlMs: number, reason = 'Muitas tentativas') {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutos` : `${seconds} segundos`;
  return `${reason}. Aguarde ${wait} e tente novamente.`;
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
 * A limit checked by hand in a preHandler, counting in the plugin's store (Redis or this process). The plugin's own
 * hooks run once per request and give each route its own counters, so neither a second limit on a route nor one
 * budget shared by several routes can be expressed with `config.rateLimit`.
 */
function limitBy(
  app: FastifyInstance,
  options: { max: number; timeWindow: string; keyOf: (request: FastifyRequest) => string; limit: string; reason?: string },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max: options.max, timeWindow: options.timeWindow, keyGenerator: options.keyOf });
  return async (request) => {
    const limit = await check(request);
    // isAllowed means an allow-listed key; none is configured, so every answer carries the count.
    if (!limit.isAllowed && limit.isExceeded) throw rateLimited(retryMessage(limit.ttl, options.reason), limit.ttl, options.limit);
  };
}

/**
 * A second limit keyed by the e-mail in the body (ARCHITECTURE §4: per IP and per e-mail), so spreading a
 * password-guessing attack over many addresses does not get around it.
 */
export function limitPerEmail(app: FastifyInstance, max: number, timeWindow: string): preHandlerAsyncHookHandler {
  return limitBy(app, {
    max,
    timeWindow,
    limit: 'per_email',
    // Per route: failed sign-ins must not also block the same person's password reset.
    keyOf: (request) => `${request.routeOptions.url ?? ''}-email:${((request.body as { email?: string } | undefined)?.email ?? '').trim().toLowerCase()}`,
  });
}

/**
 * One budget per signed-in person, named `budget`, shared by every route the handler is put on. It must run after
 * the access hook (a preHandler does), which establishes who is calling.
 */
export function limitPerPerson(app: FastifyInstance, budget: string, max: number, timeWindow: string, reason: string): preHandlerAsyncHookHandler {
  return limitBy(app, { max, timeWindow, reason, limit: budget, keyOf: (request) => `${budget}-person:${request.caller?.userId ?? `ip:${request.ip}`}` });
}
