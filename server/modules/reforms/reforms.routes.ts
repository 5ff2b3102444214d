import type { FastifyInstance } from 'fastify';
import { reformAttachmentDownload, reformsEndpoints, reformUploads } from '#contract/reforms.ts';
import type { AppContext } from '#server/context.ts';
import { assertFilterWithinScope } from '#server/platform/access/tenancy.ts';
import { access } from '#server/platform/access/policy.ts';
import { addDownload, addUpload } from '#server/platform/file-routes.ts';
import { sendStoredFile } from '#server/platform/http/uploads.ts';
import { addEndpoint, addStatusEndpoints } from '#server/platform/route.ts';
import { removeStoredFiles } from '#server/platform/staged-files.ts';
import { reformPapers, uploadAttachment } from './reform-attachments.ts';
import { canReadReform, createReform, decideReform, finishReform, listCondominiumReforms, setReformActive, updateReform, viewReform } from './reforms.service.ts';

// SPEC §2 reforms-register* (module reforms): every type follows; issue 13: a morador (and the síndico or master, for
// a unit) asks; the síndico, the engenheiro and master decide; the síndico and master keep the record active.
const followers = access.inModule('reforms', 'master', 'sindico', 'zelador', 'engenheiro', 'morador');
const requesters = access.inModule('reforms', 'master', 'sindico', 'morador');
const deciders = access.inModule('reforms', 'master', 'sindico', 'engenheiro');
const keepers = access.inModule('reforms', 'master', 'sindico');
// Requesters send the request's papers, deciders the closing term's: which kind each may send is the service's rule.
const uploaders = access.inModule('reforms', 'master', 'sindico', 'engenheiro', 'morador');

export async function reformsRoutes(app: FastifyInstance, context: AppContext) {
  const { storage } = context;
  addEndpoint(app, reformsEndpoints.listing, {
    access: followers,
    handler: async (request, call) => {
      assertFilterWithinScope(call.scope, request.query.condominium);
      return call.inScope((tx) => listCondominiumReforms(tx, call, request.query));
    },
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
    handler: async (request, call) => {
      const { reform, removedFiles } = await call.inScope((tx) => updateReform(tx, call, request.params.uuid, request.body));
      await removeStoredFiles(storage, removedFiles);
      return { data: reform };
    },
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
    handler: async (request, call) => ({ data: await call.inScope((tx) => finishReform(tx, call, request.params.uuid, request.body)) }),
  });
  addStatusEndpoints(app, reformsEndpoints, {
    access: keepers,
    setActive: async (request, call, active) => ({ data: await call.inScope((tx) => setReformActive(tx, call, request.params.uuid, active)) }),
  });

  // The bytes of an attachment, streamed: not a JSON answer.
  addDownload(app, reformAttachmentDownload, {
    access: followers,
    handler: async (request, call, reply) => {
      const file = await call.inScope((tx) => reformPapers.readable(tx, call.scope, call.caller.userId, request.params.uuid, (reformId) => canReadReform(tx, call, reformId)));
      return sendStoredFile(reply, storage, { ...file, disposition: 'attachment' });
    },
  });

  await addUpload(app, reformUploads.attachment, {
    access: uploaders,
    handler: async (upload, call) => ({ data: await uploadAttachment(call, storage, upload) }),
  });
}
