import type { FastifyInstance } from 'fastify';
import { condominiumsEndpoints, logoDownload, logoUpload } from '#contract/condominiums.ts';
import type { AppContext } from '#server/context.ts';
import { access } from '#server/platform/access/policy.ts';
import { systemScope } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { addPublicDownload, addUpload } from '#server/platform/file-routes.ts';
import { sendStoredFile } from '#server/platform/http/uploads.ts';
import { addEndpoint, addStatusEndpoints } from '#server/platform/route.ts';
import { listCondominiums } from './condominiums.repository.ts';
import {
  createCondominium,
  logoFile,
  replaceLogo,
  setCondominiumActive,
  updateCondominium,
  updateCondominiumProfile,
  viewCondominium,
} from './condominiums.service.ts';

export async function condominiumsRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage } = context;

  addEndpoint(app, condominiumsEndpoints.listing, {
    access: access.platform,
    handler: async (request, call) => call.inScope((tx) => listCondominiums(tx, call.scope, request.query)),
  });

  addEndpoint(app, condominiumsEndpoints.show, {
    access: access.platform,
    handler: async (request, call) => ({ data: await call.inScope((tx) => viewCondominium(tx, call.scope, request.params.id)) }),
  });

  // The condominium-profile screen's read (SPEC §2: síndico, zelador, engenheiro); master reads through `show`.
  addEndpoint(app, condominiumsEndpoints.own, {
    access: { ...access.ownCondominium('sindico', 'zelador', 'engenheiro'), tenantParam: 'id' },
    handler: async (request, call) => ({ data: await call.inScope((tx) => viewCondominium(tx, call.scope, request.params.id)) }),
  });

  addEndpoint(app, condominiumsEndpoints.store, {
    access: access.platform,
    handler: async (request, call) => ({ data: await call.inScope((tx) => createCondominium(tx, call.scope, request.body, call.actor)) }),
  });

  addEndpoint(app, condominiumsEndpoints.update, {
    access: access.platform,
    handler: async (request, call) => ({
      data: await call.inScope((tx) => updateCondominium(tx, call.scope, request.params.uuid, request.body, call.actor)),
    }),
  });

  addEndpoint(app, condominiumsEndpoints.updateProfile, {
    access: { ...access.ownCondominium('sindico'), tenantParam: 'uuid' },
    handler: async (request, call) => ({
      data: await call.inScope((tx) => updateCondominiumProfile(tx, call.scope, request.params.uuid, request.body, call.actor)),
    }),
  });

  addStatusEndpoints(app, condominiumsEndpoints, {
    access: access.platform,
    setActive: async (request, call, active) => ({ data: await call.inScope((tx) => setCondominiumActive(tx, call.scope, request.params.uuid, active, call.actor)) }),
  });

  // The logo is shown in <img> tags (no bearer token there) and is no secret: it is public, cached by version.
  addPublicDownload(app, logoDownload, {
    handler: async (request, reply) => {
      const scope = systemScope('public-logo');
      const file = await inScope(db, scope, (tx) => logoFile(tx, scope, request.params.uuid));
      return sendStoredFile(reply, storage, { ...file, cacheControl: 'public, max-age=31536000, immutable' });
    },
  });

  await addUpload(app, logoUpload, {
    access: access.ownCondominium('master', 'sindico'),
    handler: async (upload, call) => ({ data: await replaceLogo(call.inScope, storage, call.scope, upload.fields.condominium, upload.bytes, call.actor) }),
  });
}
