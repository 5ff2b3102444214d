import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { reformAttachmentDownload, reformsEndpoints, reformUploads } from '#contract/reforms.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import type { AppContext } from '#server/context.ts';
import { assertFilterWithinScope } from '#server/platform/access/tenancy.ts';
import { access, callContextOf } from '#server/platform/access/policy.ts';
import { readUpload, sendStoredFile } from '#server/platform/http/uploads.ts';
import { addEndpoint } from '#server/platform/route.ts';
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
  addEndpoint(app, reformsEndpoints.activate, {
    access: keepers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => setReformActive(tx, call, request.params.uuid, true)) }),
  });
  addEndpoint(app, reformsEndpoints.inactivate, {
    access: keepers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => setReformActive(tx, call, request.params.uuid, false)) }),
  });

  // The bytes of an attachment, streamed: not a JSON answer, so registered here rather than through addEndpoint.
  app.get(
    reformAttachmentDownload.path,
    {
      config: { access: followers },
      schema: {
        summary: 'Baixa um anexo de reforma, se o chamador acompanha a reforma (ou enviou o anexo e ele ainda não foi usado); qualquer outro: 404',
        tags: ['reforms'],
        params: reformAttachmentDownload.params,
      },
    },
    async (request, reply) => {
      const { uuid } = request.params as { uuid: string };
      const call = callContextOf(request);
      const file = await call.inScope((tx) => reformPapers.readable(tx, call.scope, call.caller.userId, uuid, (reformId) => canReadReform(tx, call, reformId)));
      return sendStoredFile(reply, storage, { ...file, disposition: 'attachment' });
    },
  );

  // Only this route accepts multipart: the plugin is registered in its own scope, with the attachment's limit.
  const { rule } = reformUploads.attachment;
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: rule.maxBytes, files: 1 } });
    uploads.post(
      reformUploads.attachment.path,
      {
        config: { access: uploaders },
        schema: {
          summary: `Envia um anexo de uma reforma em preenchimento (multipart: arquivo \`${rule.field}\`, ${typeList(rule.types)} até ${sizeLabel(rule.maxBytes)}, \`condominium\` e \`kind\`)`,
          tags: ['reforms'],
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, rule, reformUploads.attachment.fields);
        const attachment = await uploadAttachment(callContextOf(request), storage, upload);
        return reply.status(201).header('cache-control', 'no-store').send({ data: attachment });
      },
    );
  });
}
