import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

function retryMessage(ttlMs: number) {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutos` : `${seconds} segundos`;
  return `Muitas tentativas. Aguarde ${wait} e tente novamente.`;
}

/** Limits are opt-in per route; exceeding one answers 429 with a pt-BR message (error envelope). */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, code: 'RATE_LIMITED', message: retryMessage(context.ttl) }),
  });
}

/**
 * A second limit keyed by the e-mail in the body (ARCHITECTURE §4: per IP and per e-mail), so spreading a
 * password-guessing attack over many addresses does not get around it.
 */
export function limitPerEmail(app: FastifyInstance, max: number, timeWindow: string): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `email:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });
}
