import type { FastifyInstance } from 'fastify';
import { plansEndpoints } from '#contract/plans.ts';
import type { AppContext } from '#server/context.ts';
import { access } from '#server/platform/access/policy.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { listPlans } from './plans.repository.ts';

export async function plansRoutes(app: FastifyInstance, { db }: AppContext) {
  addEndpoint(app, plansEndpoints.list, {
    access: access.authenticated,
    handler: async () => ({ data: await listPlans(db) }),
  });
}
