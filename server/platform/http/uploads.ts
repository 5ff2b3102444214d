import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
// The request's multipart methods are declared by the plugin's types, which any program that reads this file needs.
import type {} from '@fastify/multipart';
import { buffer } from 'node:stream/consumers';
import type { z } from 'zod';
import { detectType, uploadMessages, type FileType, type UploadEndpoint } from '#contract/uploads.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import { AppError, invalid, notFound } from '#server/platform/errors.ts';
import { IMAGE_CONTENT_TYPE, thumbnailOf } from '#server/platform/images.ts';
import { limitPerPerson } from '#server/platform/rate-limit.ts';

export interface ReceivedUpload<Fields> {
  bytes: Buffer;
  type: FileType;
  /** The name the client gave the file: shown back to people, never used as a path. */
  fileName: string;
  fields: Fields;
}

const fieldErrors = (field: string, message: string) => ({ [field]: [message] });

/** The text fields of a multipart request that may come without a file (a document's update). */
export interface ReceivedFields<Fields> {
  fields: Fields;
}

/**
 * What busboy throws for a body it cannot read: no boundary in the Content-Type, a boundary longer than it searches
 * for, a body cut before its closing boundary. These carry no code (the plugin's own errors do), so they are told
 * by their text.
 */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot .+)$/;

/** What an upload's handler receives: the file and the fields, or the fields alone where the file may be left out. */
export type UploadOf<U extends UploadEndpoint> =
  U extends { fileRequired: false } ? ReceivedUpload<z.output<U['fields']>> | ReceivedFields<z.output<U['fields']>> : ReceivedUpload<z.output<U['fields']>>;

/**
 * Reads a multipart upload described by the contract (its `rule`, contract/uploads.ts) and its text fields: a body
 * that is not valid multipart → 400, too large → 413, not one of the rule's types by its bytes → 415, each with a
 * pt-BR message; fields invalid or file missing → 422. With `fileRequired: false`, a request without a file gives its
 * fields alone.
 */
export async function readUpload<U extends UploadEndpoint>(request: FastifyRequest, { rule, fields: fieldsSchema, fileRequired = true }: U): Promise<UploadOf<U>> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envie o arquivo como multipart/form-data.', fieldErrors(rule.field, uploadMessages.missing()));
  }
  const values = new Map<string, unknown>();
  let bytes: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== rule.field) throw invalid('VALIDATION_ERROR', 'Verifique os dados informados.', fieldErrors(part.fieldname, 'Campo não permitido.'));
        bytes = await part.toBuffer();
        fileName = part.filename.slice(0, 255);
      } else {
        values.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge(rule), fieldErrors(rule.field, uploadMessages.tooLarge(rule)));
    }
    if (!(error instanceof AppError) && MALFORMED_MULTIPART.test((error as Error).message)) {
      // The client's fault, but worth seeing: a browser's FormData never sends this, a broken client or a probe does.
      request.log.warn({ err: error }, 'malformed multipart body');
      throw new AppError(400, 'MALFORMED_MULTIPART', 'O envio do arquivo chegou incompleto ou malformado. Tente enviar novamente.');
    }
    throw error;
  }

  const fields = fieldsSchema.safeParse(Object.fromEntries(values));
  const errors = new Map<string, string[]>();
  if (!fields.success) {
    for (const issue of fields.error.issues) {
      const key = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join('.') : 'body');
      errors.set(key, [...(errors.get(key) ?? []), issue.code === 'unrecognized_keys' ? 'Campo não permitido.' : issue.message]);
    }
  }
  if (!bytes?.length && fileRequired) errors.set(rule.field, [uploadMessages.missing()]);
  if (errors.size > 0 || !fields.success) throw invalid('VALIDATION_ERROR', 'Verifique os dados informados.', Object.fromEntries(errors));
  // Only an upload whose file may be left out gets this far without one: UploadOf gives it the fields alone.
  if (!bytes?.length) return { fields: fields.data } as UploadOf<U>;

  const type = detectType(rule, bytes);
  if (!type) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', uploadMessages.wrongType(rule), fieldErrors(rule.field, uploadMessages.wrongType(rule)));
  return { bytes, type, fileName, fields: fields.data } as UploadOf<U>;
}

/** A route that reads a multipart body, as its schema declares for the OpenAPI document: an upload. */
export const isUploadRoute = (route: Pick<RouteOptions, 'schema'>) => Boolean(route.schema?.consumes?.includes('multipart/form-data'));

/**
 * One budget of uploads per person over every upload route: re-encoding an image costs real CPU, and one person
 * sending many streams at once slowed everyone else down (issue 22). Checked before a byte of the body is read.
 * An onRoute hook sees only the routes added after it: register this before them.
 */
export function limitUploadsPerPerson(app: FastifyInstance, perMinute: number) {
  const limit = limitPerPerson(app, 'uploads', perMinute, '1 minute', 'Muitos envios de arquivo em pouco tempo');
  app.addHook('onRoute', (route) => {
    if (isUploadRoute(route)) route.preHandler = [limit, ...[route.preHandler ?? []].flat()];
  });
}

/** `filename` for old clients (ASCII only) and `filename*` with the real name (RFC 6266). */
function contentDisposition(fileName: string, disposition: 'inline' | 'attachment') {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'arquivo';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** What every file the API serves says of itself: its recorded type, never sniffed, and a CSP that keeps a crafted file from running anything if opened directly. */
function fileHeaders(reply: FastifyReply, file: { contentType: string; cacheControl?: string }, size: number) {
  void reply
    .header('content-type', file.contentType)
    .header('content-length', size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', file.cacheControl ?? 'private, no-store');
}

/** Streams a stored file with the type recorded for it. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; contentType: string; fileName?: string; cacheControl?: string; disposition?: 'inline' | 'attachment' },
) {
  const opened = await storage.open(file.key);
  if (!opened) throw notFound('Arquivo não encontrado.');
  fileHeaders(reply, file, opened.size);
  if (file.fileName) void reply.header('content-disposition', contentDisposition(file.fileName, file.disposition ?? 'inline'));
  return reply.send(opened.stream);
}

/**
 * A stored photo made small (`thumbnailOf`), made when asked rather than kept: a thumbnail is a few KB against the
 * megabytes of a phone's photo, and costs the server a decode it can afford. A file that is no decodable image is
 * sent as it is.
 */
export async function sendImageThumbnail(reply: FastifyReply, storage: FileStorage, file: { key: string; contentType: string; fileName?: string }, size: number) {
  const opened = await storage.open(file.key);
  if (!opened) throw notFound('Arquivo não encontrado.');
  const original = await buffer(opened.stream);
  const thumbnail = await thumbnailOf(original, size);
  fileHeaders(reply, { contentType: thumbnail ? IMAGE_CONTENT_TYPE : file.contentType }, (thumbnail ?? original).length);
  return reply.send(thumbnail ?? original);
}
