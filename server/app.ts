import { join } from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '#contract/common.ts';
import type { AppContext } from './context.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { commonRoutes } from './modules/common/common.routes.ts';
import { condominiumsRoutes } from './modules/condominiums/condominiums.routes.ts';
import { externalServicesRoutes } from './modules/external-services/external-services.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { prospectsRoutes } from './modules/prospects/prospects.routes.ts';
import { apartmentsRoutes } from './modules/apartments/apartments.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { publicMaintenancePage } from './modules/maintenance/public-page.ts';
import { reformsRoutes } from './modules/reforms/reforms.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerAccessControl } from './platform/access/policy.ts';
import { SignInThrottle } from './platform/auth/sign-in-throttle.ts';
import { registerBackgroundTasks } from './platform/background.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { registerHealthChecks } from './platform/http/health.ts';
import { registerMetricsEndpoint } from './platform/http/metrics-endpoint.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { exposeRequestId, requestIdGenerator } from './platform/http/request-id.ts';
import { contractSerializerCompiler } from './platform/http/response-serializer.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerSpa } from './platform/http/spa.ts';
import { limitUploadsPerPerson } from './platform/http/uploads.ts';
import { createMetrics, type Metrics } from './platform/metrics.ts';
import { registerRateLimit } from './platform/rate-limit.ts';

/** JSON bodies are small forms; uploads are multipart and carry their own limits. */
const JSON_BODY_LIMIT = 256 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
/** How long failed passwords count against an e-mail (ARCHITECTURE §4). */
const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

export interface BuildAppOptions extends AppContext {
  version: string;
  /** Shared rate-limit counters across API processes (REDIS_URL); without it they are per process. */
  redis?: Redis;
  /** The process's pino logger; tests leave it out and log nothing. */
  loggerInstance?: FastifyBaseLogger;
  /** The metrics the outbox and the scheduled jobs also report to; without it the app makes its own. */
  metrics?: Metrics;
  /** A test-only build: routes a suite plants under /api/v1 to prove that it catches them (a tenant leak). */
  plantedRoutes?: (api: FastifyInstance) => void;
}

/** The whole HTTP application; `main.ts` and the tests both build it this way. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { version, loggerInstance, redis, plantedRoutes, metrics = createMetrics(options.db), ...context } = options;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    // Request lines would drown the few lines a person starting the app needs to read; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    return503OnClosing: true,
    trustProxy: context.config.trustProxy,
    genReqId: requestIdGenerator(context.config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler({ checkAgainstZod: context.config.env === 'test' }));
  registerErrorHandling(app);
  exposeRequestId(app);
  registerMetricsEndpoint(app, metrics, context.config.metricsToken);
  const background = registerBackgroundTasks(app);

  await registerSecurityHeaders(app);
  await registerRateLimit(app, redis);
  limitUploadsPerPerson(app, context.config.uploadRateLimitPerMinute);
  await registerOpenApi(app, version);
  registerAccessControl(app, context.db, context.config.session);

  // Each module is a plugin of its own (fastify/demo's shape): what it adds to its instance (hooks, decorators, a
  // multipart parser) stays inside it. Awaited one by one, they register their routes in this order.
  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        ...context,
        signInThrottle: new SignInThrottle(context.config.authRateLimitPerMinute, SIGN_IN_FAILURE_WINDOW_MS, redis),
        background,
      });
      await api.register(commonRoutes, { ...context, version });
      await api.register(notificationsRoutes, context);
      await api.register(plansRoutes, context);
      await api.register(condominiumsRoutes, context);
      await api.register(prospectsRoutes, context);
      await api.register(apartmentsRoutes);
      await api.register(usersRoutes, context);
      await api.register(documentsRoutes, context);
      await api.register(reformsRoutes, context);
      await api.register(maintenanceRoutes, context);
      await api.register(dashboardRoutes);
      await api.register(externalServicesRoutes, context);
      await api.register(auditRoutes);
      plantedRoutes?.(api);
    },
    { prefix: API_PREFIX },
  );

  registerHealthChecks(app, { db: context.db, redis, storage: context.storage });
  await app.register(publicMaintenancePage, context);
  await registerSpa(app, join(context.config.buildDir, 'client'));
  return app;
}
