import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { productToday } from '#contract/calendar.ts';
import { DOCUMENT_ALREADY_EXISTS_MESSAGE, type documentFields, type DocumentDetails, type documentTypeForm, type newDocumentFields } from '#contract/documents.ts';
import { moduleAllowed } from '#contract/module-access.ts';
import { isSafeKey, withStoredFile, type FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { assertWithinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { recordAudit, type Actor } from '#server/platform/audit.ts';
import { invalid, notFound, registerUniqueViolation } from '#server/platform/errors.ts';
import type { ReceivedUpload } from '#server/platform/http/uploads.ts';
import { announceExpiries } from './document-expiry.ts';
import {
  documentsOfCondominium,
  documentVersionsOf,
  findDocument,
  findDocumentType,
  fileOwnerOf,
  insertDocument,
  insertDocumentType,
  insertVersion,
  listDocuments,
  listDocumentTypes,
  updateDocumentRow,
  updateDocumentTypeRow,
  type DocumentsListingRequest,
  type Readership,
} from './documents.repository.ts';

registerUniqueViolation('document_versions_content_unique', 'DOCUMENT_ALREADY_EXISTS', DOCUMENT_ALREADY_EXISTS_MESSAGE);
registerUniqueViolation('document_types_name_unique', 'DOCUMENT_TYPE_ALREADY_EXISTS', 'Já existe um tipo de documento com este nome.');

const NOT_FOUND_MESSAGE = 'Documento não encontrado.';
const CONDOMINIUM_NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';
const TYPE_NOT_FOUND_MESSAGE = 'Tipo de documento não encontrado.';

/** Keys `documents/<condominium>/<random>.<extension>`. */
export const DOCUMENTS_PREFIX = 'documents';

type Caller = Pick<CallContext['caller'], 'type' | 'user'>;

/**
 * SPEC §2 and §6: síndico, zelador, engenheiro and master manage documents; a morador reads those marked for
 * residents, in the condominiums whose plan gives them the document module (not the union over all of them).
 */
export function readershipOf(caller: Caller): Readership {
  if (caller.type !== 'morador') return { kind: 'manager' };
  const condominiumIds = caller.user.condominium.filter((condominium) => moduleAllowed(caller.type, 'document', condominium)).map((condominium) => condominium.uuid);
  return { kind: 'resident', condominiumIds };
}

export function listCondominiumDocuments(tx: Transaction, call: Pick<CallContext, 'scope' | 'caller'>, request: DocumentsListingRequest) {
  return listDocuments(tx, call.scope, readershipOf(call.caller), request, productToday());
}

async function details(tx: Transaction, scope: TenantScope, readership: Readership, id: string, options: { forUpdate?: boolean } = {}): Promise<DocumentDetails> {
  const document = await findDocument(tx, scope, readership, id, productToday(), options);
  if (!document) throw notFound(NOT_FOUND_MESSAGE);
  return { ...document, versions: await documentVersionsOf(tx, scope, id) };
}

export const viewDocument = (tx: Transaction, call: Pick<CallContext, 'scope' | 'caller'>, id: string) => details(tx, call.scope, readershipOf(call.caller), id);

export function condominiumDocuments(tx: Transaction, call: Pick<CallContext, 'scope' | 'caller'>, condominiumId: string) {
  assertWithinScope(call.scope, condominiumId, CONDOMINIUM_NOT_FOUND_MESSAGE);
  return documentsOfCondominium(tx, call.scope, readershipOf(call.caller), condominiumId, productToday());
}

type Fields = z.output<typeof documentFields>;

/** The columns of the fields, with the type's name copied for the listing filter; an unknown or inactive type is refused on its field. */
async function columnsOf(tx: Transaction, fields: Fields, currentTypeId?: number) {
  const type = await findDocumentType(tx, fields.type);
  if (!type || (!type.active && type.id !== currentTypeId)) throw invalid('VALIDATION_ERROR', TYPE_NOT_FOUND_MESSAGE, { type: [TYPE_NOT_FOUND_MESSAGE] });
  return {
    typeId: type.id,
    typeName: type.name,
    title: fields.title,
    description: fields.description ?? null,
    validUntil: fields.valid_until ?? null,
    visibleToResidents: fields.visible_to_residents,
  };
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const versionOf = (upload: ReceivedUpload<unknown>, key: string, condominiumId: string, documentId: string, actor: Actor) => ({
  condominiumId,
  documentId,
  storageKey: key,
  fileName: upload.fileName || `documento.${upload.type.extension}`,
  contentType: upload.type.mime,
  size: upload.bytes.length,
  sha256: sha256Of(upload.bytes),
  createdBy: actor.userId,
});

/** A new document with its first file; the same file already in the condominium → 409 'Este documento já possui cadastro no sistema.'. */
export async function createDocument(call: CallContext, storage: FileStorage, upload: ReceivedUpload<z.output<typeof newDocumentFields>>): Promise<DocumentDetails> {
  const { condominium, ...fields } = upload.fields;
  assertWithinScope(call.scope, condominium, CONDOMINIUM_NOT_FOUND_MESSAGE);
  return withStoredFile(storage, `${DOCUMENTS_PREFIX}/${condominium}`, upload, (key) =>
    call.inScope(async (tx) => {
      const id = await insertDocument(tx, { ...(await columnsOf(tx, fields)), condominiumId: condominium, createdBy: call.actor.userId });
      await insertVersion(tx, versionOf(upload, key, condominium, id, call.actor));
      await recordAudit(tx, call.scope, call.actor, { condominiumId: condominium, action: 'create', entity: 'document', entityId: id });
      await announceExpiries(tx, productToday(), id);
      return details(tx, call.scope, { kind: 'manager' }, id);
    }),
  );
}

/** New fields, and a new version when a file comes with them: earlier versions stay, each downloadable. */
export async function updateDocument(call: CallContext, storage: FileStorage, id: string, upload: ReceivedUpload<Fields> | { fields: Fields }): Promise<DocumentDetails> {
  const current = await call.inScope((tx) => findDocument(tx, call.scope, { kind: 'manager' }, id, productToday()));
  if (!current) throw notFound(NOT_FOUND_MESSAGE);
  const condominiumId = current.condominium.uuid;
  const change = (key: string | null) =>
    call.inScope(async (tx) => {
      const locked = await findDocument(tx, call.scope, { kind: 'manager' }, id, productToday(), { forUpdate: true });
      if (!locked) throw notFound(NOT_FOUND_MESSAGE);
      await updateDocumentRow(tx, call.scope, id, await columnsOf(tx, upload.fields, locked.type.id));
      if (key && 'bytes' in upload) await insertVersion(tx, versionOf(upload, key, condominiumId, id, call.actor));
      await recordAudit(tx, call.scope, call.actor, { condominiumId, action: key ? 'replace-file' : 'update', entity: 'document', entityId: id });
      await announceExpiries(tx, productToday(), id);
      return details(tx, call.scope, { kind: 'manager' }, id);
    });
  return 'bytes' in upload ? withStoredFile(storage, `${DOCUMENTS_PREFIX}/${condominiumId}`, upload, change) : change(null);
}

export async function setDocumentActive(tx: Transaction, call: Pick<CallContext, 'scope' | 'actor'>, id: string, active: boolean): Promise<DocumentDetails> {
  const current = await findDocument(tx, call.scope, { kind: 'manager' }, id, productToday(), { forUpdate: true });
  if (!current) throw notFound(NOT_FOUND_MESSAGE);
  await updateDocumentRow(tx, call.scope, id, { active });
  await recordAudit(tx, call.scope, call.actor, { condominiumId: current.condominium.uuid, action: active ? 'activate' : 'inactivate', entity: 'document', entityId: id });
  if (active) await announceExpiries(tx, productToday(), id);
  return details(tx, call.scope, { kind: 'manager' }, id);
}

/**
 * The stored file at `path`, for `POST /file_storage/get_file`, when the caller may read the record that owns it.
 * Anything else — a path no version names (`..`, encoded or absolute forms included), another tenant's, a document
 * hidden from residents or inactive for a morador — is the same 404, with no bytes.
 */
export async function readableFile(tx: Transaction, call: Pick<CallContext, 'scope' | 'caller'>, path: string) {
  const owner = isSafeKey(path) ? await fileOwnerOf(tx, call.scope, path) : null;
  const readership = readershipOf(call.caller);
  const readable =
    owner &&
    (readership.kind === 'manager' || (owner.visibleToResidents && owner.active && readership.condominiumIds.includes(owner.condominiumId)));
  if (!owner || !readable) throw notFound('Arquivo não encontrado.');
  return { key: path, contentType: owner.contentType, fileName: owner.fileName };
}

// Document types.

type TypeForm = z.output<typeof documentTypeForm>;

/** Platform reference data, which row-level security does not cover: read on the pool, with no unit of work. */
export const documentTypesFor = (db: Executor, caller: Pick<Caller, 'type'>) => listDocumentTypes(db, { includeInactive: caller.type === 'master' });

const typeColumns = (form: TypeForm) => ({ name: form.name, expires: form.expires, active: form.active });

export async function createDocumentType(tx: Transaction, form: TypeForm) {
  return insertDocumentType(tx, typeColumns(form));
}

export async function updateDocumentType(tx: Transaction, id: number, form: TypeForm) {
  const updated = await updateDocumentTypeRow(tx, id, typeColumns(form));
  if (!updated) throw notFound(TYPE_NOT_FOUND_MESSAGE);
  return updated;
}
