import type { FastifyInstance } from 'fastify';
import { apartmentsEndpoints } from '#contract/apartments.ts';
import { assertFilterWithinScope } from '#server/platform/access/tenancy.ts';
import { access } from '#server/platform/access/policy.ts';
import { addEndpoint, addStatusEndpoints } from '#server/platform/route.ts';
import { listApartments } from './apartments.repository.ts';
import {
  apartmentsOfCondominium,
  createApartment,
  createBuilding,
  setApartmentActive,
  updateApartment,
  viewApartment,
} from './apartments.service.ts';

// SPEC §2: apartments-register is the master's and the staff's; only the master and the síndico change apartments.
const readers = access.inModule('apartment', 'master', 'sindico', 'zelador', 'engenheiro');
const writers = access.inModule('apartment', 'master', 'sindico');

export async function apartmentsRoutes(app: FastifyInstance) {
  addEndpoint(app, apartmentsEndpoints.listing, {
    access: readers,
    handler: async (request, call) => {
      assertFilterWithinScope(call.scope, request.query.condominium);
      return call.inScope((tx) => listApartments(tx, call.scope, request.query));
    },
  });

  addEndpoint(app, apartmentsEndpoints.show, {
    access: readers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => viewApartment(tx, call.scope, request.params.id)) }),
  });

  addEndpoint(app, apartmentsEndpoints.byCondominium, {
    access: { ...readers, tenantParam: 'id' },
    handler: async (request, call) => ({ data: await call.inScope((tx) => apartmentsOfCondominium(tx, call.scope, request.params.id, { includeInactive: request.query.include === 'inactive' })) }),
  });

  addEndpoint(app, apartmentsEndpoints.store, {
    access: writers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => createApartment(tx, call.scope, request.body, call.actor)) }),
  });

  addEndpoint(app, apartmentsEndpoints.bulk, {
    access: writers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => createBuilding(tx, call.scope, request.body, call.actor)) }),
  });

  addEndpoint(app, apartmentsEndpoints.update, {
    access: writers,
    handler: async (request, call) => ({
      data: await call.inScope((tx) => updateApartment(tx, call.scope, request.params.uuid, request.body, call.actor)),
    }),
  });

  addStatusEndpoints(app, apartmentsEndpoints, {
    access: writers,
    setActive: async (request, call, active) => ({ data: await call.inScope((tx) => setApartmentActive(tx, call.scope, request.params.uuid, active, call.actor)) }),
  });
}
