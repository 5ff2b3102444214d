import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '#contract/auth.ts';
import type { AppContext } from '#server/context.ts';
import { access, callerOf } from '#server/platform/access/policy.ts';
import { limitPerEmail } from '#server/platform/rate-limit.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { currentUser, signIn, signOut } from './auth.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

export async function authRoutes(app: FastifyInstance, { db, config, outbox }: AppContext) {
  const perIp = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const perEmail = limitPerEmail(app, config.authRateLimitPerMinute, '15 minutes');

  addEndpoint(app, authEndpoints.login, {
    access: access.public,
    rateLimit: perIp,
    preHandler: [perEmail],
    handler: async (request) => ({
      data: await signIn(db, request.body, config.session, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    }),
  });

  addEndpoint(app, authEndpoints.logout, {
    access: access.authenticated,
    handler: async (request) => {
      await signOut(db, callerOf(request).sessionId);
      return { data: { message: 'Sessão encerrada.' } };
    },
  });

  addEndpoint(app, authEndpoints.validateToken, {
    access: access.authenticated,
    handler: async (request) => ({ data: await currentUser(db, callerOf(request).userId) }),
  });

  addEndpoint(app, authEndpoints.forgotPassword, {
    access: access.public,
    rateLimit: perIp,
    preHandler: [perEmail],
    handler: async (request) => ({
      data: {
        message: await requestPasswordReset(
          { db, outbox, appUrl: config.appUrl, validityMinutes: config.passwordResetMinutes },
          request.body.email,
        ),
      },
    }),
  });

  addEndpoint(app, authEndpoints.resetPassword, {
    access: access.public,
    rateLimit: perIp,
    handler: async (request) => ({ data: { message: await resetPassword(db, request.body) } }),
  });
}
