import type { FastifyInstance } from 'fastify';
import { commonEndpoints } from '#contract/common-endpoints.ts';
import type { AppContext } from '#server/context.ts';
import { access } from '#server/platform/access/policy.ts';
import { notFound } from '#server/platform/errors.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { listCitiesOfState, listStates } from './common.repository.ts';

export async function commonRoutes(app: FastifyInstance, { db }: AppContext, buildVersion: string) {
  addEndpoint(app, commonEndpoints.states, {
    access: access.public,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { data: await listStates(db) };
    },
  });

  addEndpoint(app, commonEndpoints.citiesByState, {
    access: access.public,
    handler: async (request, reply) => {
      const found = await listCitiesOfState(db, request.params.state);
      if (!found) throw notFound('UF não encontrada.');
      reply.header('cache-control', 'public, max-age=86400');
      return { data: found };
    },
  });

  addEndpoint(app, commonEndpoints.version, {
    access: access.public,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: buildVersion };
    },
  });
}
