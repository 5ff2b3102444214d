import type { FastifyInstance } from 'fastify';
import { commonEndpoints } from '#contract/common-endpoints.ts';
import type { AppContext } from '#server/context.ts';
import { notFound } from '#server/platform/errors.ts';
import { addPublicEndpoint } from '#server/platform/route.ts';
import { listCitiesOfState, listStates } from './common.repository.ts';

export async function commonRoutes(app: FastifyInstance, { db, version }: AppContext & { version: string }) {
  addPublicEndpoint(app, commonEndpoints.states, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { data: await listStates(db) };
    },
  });

  addPublicEndpoint(app, commonEndpoints.citiesByState, {
    handler: async (request, reply) => {
      const found = await listCitiesOfState(db, request.params.state);
      if (!found) throw notFound('UF não encontrada.');
      reply.header('cache-control', 'public, max-age=86400');
      return { data: found };
    },
  });

  addPublicEndpoint(app, commonEndpoints.version, {
    handler: async () => ({ version }),
  });
}
