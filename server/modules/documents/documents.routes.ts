import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { documentsEndpoints, documentUploads, fileDownload } from '#contract/documents.ts';
import { uuidParams } from '#contract/common.ts';
import { sizeLabel, typeList, type UploadRule } from '#contract/uploads.ts';
import type { AppContext } from '#server/context.ts';
import { assertFilterWithinScope } from '#server/platform/access/tenancy.ts';
import { access, callContextOf } from '#server/platform/access/policy.ts';
import { readUpload, sendStoredFile } from '#server/platform/http/uploads.ts';
import { addEndpoint } from '#server/platform/route.ts';
import {
  condominiumDocuments,
  createDocument,
  createDocumentType,
  documentTypesFor,
  listCondominiumDocuments,
  readableFile,
  setDocumentActive,
  updateDocument,
  updateDocumentType,
  viewDocument,
} from './documents.service.ts';

// SPEC §2: documents-register is open to every type (module `document`); the staff and master manage documents.
const readers = access.inModule('document', 'master', 'sindico', 'zelador', 'engenheiro', 'morador');
const managers = access.inModule('document', 'master', 'sindico', 'zelador', 'engenheiro');

export async function documentsRoutes(app: FastifyInstance, context: AppContext) {
  const { storage } = context;
  const rule: UploadRule = { ...documentUploads.store.rule, maxBytes: context.config.documentMaxBytes };

  addEndpoint(app, documentsEndpoints.types, {
    access: access.authenticated,
    handler: async (_request, call) => ({ data: await call.inScope((tx) => documentTypesFor(tx, call.caller)) }),
  });

  addEndpoint(app, documentsEndpoints.createType, {
    access: access.platform,
    handler: async (request, call) => ({ data: await call.inScope((tx) => createDocumentType(tx, request.body)) }),
  });

  addEndpoint(app, documentsEndpoints.updateType, {
    access: access.platform,
    handler: async (request, call) => ({ data: await call.inScope((tx) => updateDocumentType(tx, request.params.id, request.body)) }),
  });

  addEndpoint(app, documentsEndpoints.listing, {
    access: readers,
    handler: async (request, call) => {
      assertFilterWithinScope(call.scope, request.query.condominium);
      return call.inScope((tx) => listCondominiumDocuments(tx, call, request.query));
    },
  });

  addEndpoint(app, documentsEndpoints.show, {
    access: readers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => viewDocument(tx, call, request.params.id)) }),
  });

  addEndpoint(app, documentsEndpoints.byCondominium, {
    access: { ...readers, tenantParam: 'id' },
    handler: async (request, call) => ({ data: await call.inScope((tx) => condominiumDocuments(tx, call, request.params.id)) }),
  });

  addEndpoint(app, documentsEndpoints.activate, {
    access: managers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => setDocumentActive(tx, call, request.params.uuid, true)) }),
  });

  addEndpoint(app, documentsEndpoints.inactivate, {
    access: managers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => setDocumentActive(tx, call, request.params.uuid, false)) }),
  });

  // The bytes of a stored file, streamed: not a JSON answer, so registered here rather than through addEndpoint.
  app.post(
    fileDownload.path,
    {
      config: { access: readers },
      schema: {
        summary: 'Baixa um arquivo guardado (corpo: `path`), se o chamador pode ler o registro dono dele; qualquer outro caminho: 404',
        tags: ['documents'],
        body: fileDownload.body,
      },
    },
    async (request, reply) => {
      const { path } = request.body as { path: string };
      const call = callContextOf(request);
      const file = await call.inScope((tx) => readableFile(tx, call, path));
      return sendStoredFile(reply, storage, { ...file, disposition: 'attachment' });
    },
  );

  // Only these routes accept multipart: the plugin is registered in their own scope, with the configured limit.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: rule.maxBytes, files: 1 } });
    const described = (what: string) =>
      `${what} (multipart: arquivo \`${rule.field}\`, ${typeList(rule.types)} até ${sizeLabel(rule.maxBytes)}, e os campos do documento)`;

    uploads.post(
      documentUploads.store.path,
      {
        config: { access: managers },
        schema: { summary: described('Cadastra um documento com seu arquivo'), tags: ['documents'], consumes: ['multipart/form-data'] },
      },
      async (request, reply) => {
        const upload = await readUpload(request, rule, documentUploads.store.fields);
        const document = await createDocument(callContextOf(request), storage, upload);
        return reply.status(201).header('cache-control', 'no-store').send({ data: document });
      },
    );

    uploads.post(
      documentUploads.update.path,
      {
        config: { access: managers },
        schema: {
          summary: described('Altera um documento; com um arquivo, guarda-o como nova versão (as anteriores continuam disponíveis)'),
          tags: ['documents'],
          params: uuidParams,
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const { uuid } = request.params as { uuid: string };
        const upload = await readUpload(request, rule, documentUploads.update.fields, { fileRequired: documentUploads.update.fileRequired });
        const document = await updateDocument(callContextOf(request), storage, uuid, upload);
        return reply.header('cache-control', 'no-store').send({ data: document });
      },
    );
  });
}
