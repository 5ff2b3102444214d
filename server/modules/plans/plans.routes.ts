import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { plansEndpoints } from '#contract/plans.ts';
import type { AppContext } from '#server/context.ts';
import { plans } from '#server/db/schema.ts';
import { access } from '#server/platform/access/policy.ts';
import { addEndpoint } from '#server/platform/route.ts';

export async function plansRoutes(app: FastifyInstance, { db }: AppContext) {
  addEndpoint(app, plansEndpoints.list, {
    access: access.authenticated,
    handler: async () => {
      const rows = await db
        .select({ uuid: plans.id, name: plans.name, rank: plans.rank, modules: plans.modules })
        .from(plans)
        .orderBy(asc(plans.rank));
      return { data: rows };
    },
  });
}
