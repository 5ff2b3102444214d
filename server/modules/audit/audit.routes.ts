import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '#contract/audit.ts';
import { access } from '#server/platform/access/policy.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { listAudit } from './audit.service.ts';

// Issue 25 §4: the master sees the whole trail, a síndico their condominiums'; the other types none of it.
export async function auditRoutes(app: FastifyInstance) {
  addEndpoint(app, auditEndpoints.listing, {
    access: access.ownCondominium('master', 'sindico'),
    handler: async (request, call) => call.inScope((tx) => listAudit(tx, call.scope, request.query)),
  });
}
