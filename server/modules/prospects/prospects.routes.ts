import type { FastifyInstance } from 'fastify';
import { prospectsEndpoints } from '#contract/prospects.ts';
import type { AppContext } from '#server/context.ts';
import { access } from '#server/platform/access/policy.ts';
import { addEndpoint, addPublicEndpoint, addStatusEndpoints } from '#server/platform/route.ts';
import { listProspects } from './prospects.repository.ts';
import { registerProspect, sendAccess, setProspectActive, updateProspect, viewProspect } from './prospects.service.ts';

export async function prospectsRoutes(app: FastifyInstance, { db, config, outbox }: AppContext) {
  addPublicEndpoint(app, prospectsEndpoints.register, {
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
    handler: async (request) => ({ data: { message: await registerProspect(db, request.body) } }),
  });

  addEndpoint(app, prospectsEndpoints.listing, {
    access: access.platform,
    handler: async (request, call) => call.inScope((tx) => listProspects(tx, call.scope, request.query)),
  });

  addEndpoint(app, prospectsEndpoints.show, {
    access: access.platform,
    handler: async (request, call) => ({ data: await call.inScope((tx) => viewProspect(tx, call.scope, request.params.id)) }),
  });

  addEndpoint(app, prospectsEndpoints.update, {
    access: access.platform,
    handler: async (request, call) => ({
      data: await call.inScope((tx) => updateProspect(tx, call.scope, request.params.uuid, request.body, call.actor)),
    }),
  });

  addStatusEndpoints(app, prospectsEndpoints, {
    access: access.platform,
    setActive: async (request, call, active) => ({ data: await call.inScope((tx) => setProspectActive(tx, call.scope, request.params.uuid, active, call.actor)) }),
  });

  addEndpoint(app, prospectsEndpoints.sendAccess, {
    access: access.platform,
    handler: async (request, call) => {
      const prospect = await call.inScope((tx) => sendAccess(tx, call.scope, request.params.uuid, config.appUrl, call.actor));
      void outbox.kick();
      return { data: prospect };
    },
  });
}
