import type { FastifyInstance } from 'fastify';
import { documentFileRule, documentsEndpoints, documentUploadsFor, fileDownload } from '#contract/documents.ts';
import type { AppContext } from '#server/context.ts';
import { assertFilterWithinScope } from '#server/platform/access/tenancy.ts';
import { access } from '#server/platform/access/policy.ts';
import { addDownload, addUpload } from '#server/platform/file-routes.ts';
import { sendStoredFile } from '#server/platform/http/uploads.ts';
import { addEndpoint, addStatusEndpoints } from '#server/platform/route.ts';
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
  const uploads = documentUploadsFor({ ...documentFileRule, maxBytes: context.config.documentMaxBytes });

  addEndpoint(app, documentsEndpoints.types, {
    access: access.authenticated,
    handler: async (_request, call) => ({ data: await documentTypesFor(context.db, call.caller) }),
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

  addStatusEndpoints(app, documentsEndpoints, {
    access: managers,
    setActive: async (request, call, active) => ({ data: await call.inScope((tx) => setDocumentActive(tx, call, request.params.uuid, active)) }),
  });

  // The bytes of a stored file, streamed: not a JSON answer.
  addDownload(app, fileDownload, {
    access: readers,
    handler: async (request, call, reply) => {
      const file = await call.inScope((tx) => readableFile(tx, call, request.body.path));
      return sendStoredFile(reply, storage, { ...file, disposition: 'attachment' });
    },
  });

  await addUpload(app, uploads.store, {
    access: managers,
    handler: async (upload, call) => ({ data: await createDocument(call, storage, upload) }),
  });

  await addUpload(app, uploads.update, {
    access: managers,
    handler: async (upload, call, request) => ({ data: await updateDocument(call, storage, request.params.uuid, upload) }),
  });
}
