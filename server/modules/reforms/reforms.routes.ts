import type { FastifyInstance } from 'fastify';
import { reformsEndpoints } from '#contract/reforms.ts';
import { access } from '#server/platform/access/policy.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { createReform, decideReform, listCondominiumReforms, setReformActive, updateReform, viewReform } from './reforms.service.ts';

// SPEC §2 reforms-register* (module reforms): every type follows; issue 13: a morador (and the síndico or master, for
// a unit) asks; the síndico, the engenheiro and master decide; the síndico and master keep the record active.
const followers = access.inModule('reforms', 'master', 'sindico', 'zelador', 'engenheiro', 'morador');
const requesters = access.inModule('reforms', 'master', 'sindico', 'morador');
const deciders = access.inModule('reforms', 'master', 'sindico', 'engenheiro');
const keepers = access.inModule('reforms', 'master', 'sindico');

export async function reformsRoutes(app: FastifyInstance) {
  addEndpoint(app, reformsEndpoints.listing, {
    access: followers,
    handler: async (request, call) => call.inScope((tx) => listCondominiumReforms(tx, call, request.query)),
  });
  for (const endpoint of [reformsEndpoints.view, reformsEndpoints.show]) {
    addEndpoint(app, endpoint, {
      access: followers,
      handler: async (request, call) => ({ data: await call.inScope((tx) => viewReform(tx, call, request.params.uuid)) }),
    });
  }
  addEndpoint(app, reformsEndpoints.store, {
    access: requesters,
    handler: async (request, call) => ({ data: await call.inScope((tx) => createReform(tx, call, request.body)) }),
  });
  addEndpoint(app, reformsEndpoints.update, {
    access: requesters,
    handler: async (request, call) => ({ data: await call.inScope((tx) => updateReform(tx, call, request.params.uuid, request.body)) }),
  });
  addEndpoint(app, reformsEndpoints.approve, {
    access: deciders,
    handler: async (request, call) => ({ data: await call.inScope((tx) => decideReform(tx, call, request.params.uuid, { action: 'approve' })) }),
  });
  addEndpoint(app, reformsEndpoints.disapprove, {
    access: deciders,
    handler: async (request, call) => ({ data: await call.inScope((tx) => decideReform(tx, call, request.params.uuid, { action: 'disapprove', body: request.body })) }),
  });
  addEndpoint(app, reformsEndpoints.finish, {
    access: deciders,
    handler: async (request, call) => ({ data: await call.inScope((tx) => decideReform(tx, call, request.params.uuid, { action: 'finish', body: request.body })) }),
  });
  addEndpoint(app, reformsEndpoints.activate, {
    access: keepers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => setReformActive(tx, call, request.params.uuid, true)) }),
  });
  addEndpoint(app, reformsEndpoints.inactivate, {
    access: keepers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => setReformActive(tx, call, request.params.uuid, false)) }),
  });
}
