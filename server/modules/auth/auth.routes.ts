import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '#contract/auth.ts';
import type { AppContext } from '#server/context.ts';
import { access } from '#server/platform/access/policy.ts';
import type { SignInThrottle } from '#server/platform/auth/sign-in-throttle.ts';
import type { BackgroundTasks } from '#server/platform/background.ts';
import { AppError } from '#server/platform/errors.ts';
import { limitPerEmail } from '#server/platform/rate-limit.ts';
import { addEndpoint, addPublicEndpoint } from '#server/platform/route.ts';
import { signIn, signOut } from './auth.service.ts';
import { checkResetToken, requestPasswordReset, RESET_REQUESTED_MESSAGE, resetPassword } from './password-reset.service.ts';

const isWrongPassword = (error: unknown) => error instanceof AppError && error.code === 'INVALID_CREDENTIALS';

interface AuthRouteOptions extends AppContext {
  signInThrottle: SignInThrottle;
  background: BackgroundTasks;
}

export async function authRoutes(app: FastifyInstance, { db, config, outbox, signInThrottle, background }: AuthRouteOptions) {
  const perIp = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const perEmail = limitPerEmail(app, config.authRateLimitPerMinute, '15 minutes');

  addPublicEndpoint(app, authEndpoints.login, {
    rateLimit: perIp,
    handler: async (request) => {
      const { email } = request.body;
      await signInThrottle.begin(email, request.ip);
      try {
        const user = await signIn(db, request.body, config.session, { ip: request.ip, userAgent: request.headers['user-agent'] });
        await signInThrottle.forgive(email, request.ip);
        return { data: user };
      } catch (error) {
        if (!isWrongPassword(error)) await signInThrottle.forgive(email, request.ip);
        throw error;
      }
    },
  });

  addEndpoint(app, authEndpoints.logout, {
    access: access.authenticated,
    handler: async (_request, { caller }) => {
      await signOut(db, caller.sessionId);
      return { data: { message: 'Sessão encerrada.' } };
    },
  });

  // The session lookup already read everything validate-token answers: no further query.
  addEndpoint(app, authEndpoints.validateToken, {
    access: access.authenticated,
    handler: async (_request, { caller }) => ({ data: caller.user }),
  });

  addPublicEndpoint(app, authEndpoints.forgotPassword, {
    rateLimit: perIp,
    preHandler: [perEmail],
    handler: async (request) => {
      // Answered before the account is even looked up: known and unknown e-mails take the same time.
      const { email } = request.body;
      background.defer(
        'password reset request',
        () => requestPasswordReset({ db, outbox, appUrl: config.appUrl, validityMinutes: config.passwordResetMinutes }, email),
        request.log,
      );
      return { data: { message: RESET_REQUESTED_MESSAGE } };
    },
  });

  addPublicEndpoint(app, authEndpoints.checkResetToken, {
    rateLimit: perIp,
    handler: async (request) => ({ data: { message: await checkResetToken(db, request.body.token) } }),
  });

  addPublicEndpoint(app, authEndpoints.resetPassword, {
    rateLimit: perIp,
    handler: async (request) => ({ data: { message: await resetPassword(db, request.body) } }),
  });
}
