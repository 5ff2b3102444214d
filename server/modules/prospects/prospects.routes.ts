import type { FastifyInstance, FastifyRequest } from 'fastify';
import { prospectsEndpoints } from '#contract/prospects.ts';
import type { AppContext } from '#server/context.ts';
import { access, callerOf } from '#server/platform/access/policy.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { listProspects } from './prospects.repository.ts';
import { registerProspect, sendAccess, setProspectActive, updateProspect, viewProspect } from './prospects.service.ts';

const actorOf = (request: FastifyRequest) => ({ userId: callerOf(request).userId, ip: request.ip });

export async function prospectsRoutes(app: FastifyInstance, { db, config, outbox }: AppContext) {
  addEndpoint(app, prospectsEndpoints.register, {
    access: access.public,
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
    handler: async (request) => ({ data: { message: await registerProspect(db, request.body) } }),
  });

  addEndpoint(app, prospectsEndpoints.listing, {
    access: access.platform,
    handler: async (request) => listProspects(db, request.query),
  });

  addEndpoint(app, prospectsEndpoints.show, {
    access: access.platform,
    handler: async (request) => ({ data: await viewProspect(db, request.params.id) }),
  });

  addEndpoint(app, prospectsEndpoints.update, {
    access: access.platform,
    handler: async (request) => ({ data: await updateProspect(db, request.params.uuid, request.body, actorOf(request)) }),
  });

  addEndpoint(app, prospectsEndpoints.activate, {
    access: access.platform,
    handler: async (request) => ({ data: await setProspectActive(db, request.params.uuid, true, actorOf(request)) }),
  });

  addEndpoint(app, prospectsEndpoints.inactivate, {
    access: access.platform,
    handler: async (request) => ({ data: await setProspectActive(db, request.params.uuid, false, actorOf(request)) }),
  });

  addEndpoint(app, prospectsEndpoints.sendAccess, {
    access: access.platform,
    handler: async (request) => ({ data: await sendAccess({ db, outbox, appUrl: config.appUrl }, request.params.uuid, actorOf(request)) }),
  });
}
