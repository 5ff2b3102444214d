import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/**
 * What an upload endpoint accepts, shared by the server (which enforces it) and the SPA (which says it before
 * sending): the file's field, its size limit and its types, each recognised by its first bytes (magic numbers),
 * never by the name or the type the client declared.
 */
export interface FileType {
  mime: string;
  /** The extension the server gives the stored file. */
  extension: string;
  /** What the user reads: "PNG", "PDF" … */
  label: string;
  matches(bytes: Uint8Array): boolean;
}

export interface UploadRule {
  field: string;
  maxBytes: number;
  types: readonly FileType[];
}

/**
 * An endpoint whose body is multipart: the file of `rule` and the text `fields`, read by the server itself rather
 * than by a body schema. The SPA builds its body with `uploadFormData`, the OpenAPI document describes it from here.
 */
export interface UploadEndpoint extends Omit<Endpoint, 'method' | 'query' | 'body'> {
  method: 'POST';
  rule: UploadRule;
  fields: z.ZodType;
  /** False when the file may be left out (a document's update without a new version). */
  fileRequired?: boolean;
}

export function defineUpload<const U extends UploadEndpoint>(upload: U): U {
  return upload;
}

/** An upload's multipart body: its text fields, as its `fields` schema takes them, and the file under the rule's field. */
export function uploadFormData<U extends UploadEndpoint>(upload: U, fields: z.input<U['fields']>, file?: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) if (value !== undefined) form.append(name, String(value));
  if (file) form.append(upload.rule.field, file);
  return form;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/**
 * An Office Open XML file is a ZIP archive whose entries name its part; the names are stored uncompressed, in the
 * local headers and in the central directory, so they can be looked for in the bytes.
 */
const zipHolding = (bytes: Uint8Array, entryName: string) => startsWith(bytes, ZIP) && containsText(bytes, entryName);

/** Whether the ASCII `text` occurs anywhere in `bytes` (this runs in the browser too: no Buffer). */
function containsText(bytes: Uint8Array, text: string) {
  const needle = ascii(text);
  for (let index = bytes.indexOf(needle[0]!); index !== -1 && index + needle.length <= bytes.length; index = bytes.indexOf(needle[0]!, index + 1)) {
    if (startsWith(bytes, needle, index)) return true;
  }
  return false;
}
/** An OpenDocument file is a ZIP whose first entry, stored uncompressed, is `mimetype` with its media type. */
const openDocument = (bytes: Uint8Array, mime: string) => startsWith(bytes, ZIP) && startsWith(bytes, ascii(`mimetype${mime}`), 30);

/** An office format, labelled by its extension ("DOCX"). */
const officeType = (mime: string, extension: string, matches: FileType['matches']): FileType => ({ mime, extension, label: extension.toUpperCase(), matches });
const officeOpenXmlType = (kind: string, extension: string, entryName: string) =>
  officeType(`application/vnd.openxmlformats-officedocument.${kind}`, extension, (bytes) => zipHolding(bytes, entryName));
const openDocumentType = (kind: string, extension: string) => {
  const mime = `application/vnd.oasis.opendocument.${kind}`;
  return officeType(mime, extension, (bytes) => openDocument(bytes, mime));
};

export const fileTypes = {
  png: { mime: 'image/png', extension: 'png', label: 'PNG', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  webp: { mime: 'image/webp', extension: 'webp', label: 'WebP', matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) },
  pdf: { mime: 'application/pdf', extension: 'pdf', label: 'PDF', matches: (bytes) => startsWith(bytes, ascii('%PDF-')) },
  docx: officeOpenXmlType('wordprocessingml.document', 'docx', 'word/document.xml'),
  xlsx: officeOpenXmlType('spreadsheetml.sheet', 'xlsx', 'xl/workbook.xml'),
  pptx: officeOpenXmlType('presentationml.presentation', 'pptx', 'ppt/presentation.xml'),
  odt: openDocumentType('text', 'odt'),
  ods: openDocumentType('spreadsheet', 'ods'),
} satisfies Record<string, FileType>;

/** "PNG, JPEG ou WebP" */
export function typeList(types: readonly FileType[]) {
  const labels = types.map((type) => type.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}` : (labels[0] ?? '');
}

/** "2 MB" */
export const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',') : `${Math.ceil(bytes / 1024)} KB`;

/** "PDF, PNG ou JPEG até 20 MB": what an upload accepts, as its summaries and the OpenAPI document say it. */
export const acceptedFiles = (rule: UploadRule) => `${typeList(rule.types)} até ${sizeLabel(rule.maxBytes)}`;

/**
 * The most pixels an image upload (profile picture, logo) may have. Re-encoding costs CPU by the pixel, and a PNG of
 * few bytes can declare 40 megapixels; a phone's photo has at most 24, and a logo or an avatar needs far fewer.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

/** An image upload (profile picture, logo): PNG, JPEG or WebP up to `maxBytes`, re-encoded by the server. */
export const imageRule = <const F extends string>(field: F, maxBytes: number) =>
  ({ field, maxBytes, types: [fileTypes.png, fileTypes.jpeg, fileTypes.webp] }) as const satisfies UploadRule;

export const uploadMessages = {
  tooLarge: (rule: UploadRule) => `O arquivo passa do limite de ${sizeLabel(rule.maxBytes)}.`,
  wrongType: (rule: UploadRule) => `Envie um arquivo ${typeList(rule.types)}.`,
  missing: () => 'Selecione um arquivo.',
  tooManyPixels: () => `A imagem é grande demais: envie uma de até ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
};

/** The first type of `rule` that the bytes are, or null. */
export const detectType = (rule: UploadRule, bytes: Uint8Array) => rule.types.find((type) => type.matches(bytes)) ?? null;
