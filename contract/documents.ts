import { z } from 'zod';
import {
  calendarDate,
  dataEnvelope,
  dateTime,
  idParams,
  listingEndpoint,
  optionalText,
  requiredText,
  statusListingQuery,
  uuidParam,
  uuidParams,
  wholeNumber,
} from './common.ts';
import { addCalendarDays, type CalendarDay } from './calendar.ts';
import { VALIDITIES, type Validity } from './document-validities.ts';
import { defineDownload, defineEndpoints } from './endpoint.ts';
import { acceptedFiles, defineUpload, fileTypes, type UploadRule } from './uploads.ts';

// Declared without zod (document-validities.ts) for the first page's bundle; the documents module offers them with its schemas.
export { VALIDITIES, type Validity };

export const DOCUMENT_ALREADY_EXISTS_MESSAGE = 'Este documento já possui cadastro no sistema.';

/** A document whose validity ends within this many days is "vence em 30 dias", and its síndico is told (issue 12). */
export const EXPIRY_WARNING_DAYS = 30;

/** The default size limit of a document's file; the server's DOCUMENT_MAX_MB may change it. */
export const DEFAULT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** PDF, images and office documents, each recognised by its bytes (contract/uploads.ts). */
export const documentFileRule = {
  field: 'file',
  maxBytes: DEFAULT_DOCUMENT_MAX_BYTES,
  types: [fileTypes.pdf, fileTypes.png, fileTypes.jpeg, fileTypes.webp, fileTypes.docx, fileTypes.xlsx, fileTypes.pptx, fileTypes.odt, fileTypes.ods],
} as const satisfies UploadRule;

export const documentType = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Whether documents of this type usually have a validity date (AVCB, apólice de seguro, laudos…). */
  expires: z.boolean(),
  active: z.boolean(),
});
export type DocumentType = z.output<typeof documentType>;

export const documentTypeForm = z.strictObject({
  name: requiredText('Informe o nome do tipo.', 80, 'Nome muito longo (máximo de 80 caracteres).'),
  expires: z.boolean({ error: 'Informe se o tipo tem validade.' }),
  active: z.boolean({ error: 'Informe se o tipo está ativo.' }).default(true),
});
export type DocumentTypeForm = z.input<typeof documentTypeForm>;

export const validity = z.enum(VALIDITIES, { error: 'Validade inválida.' });
export const validityLabels: Record<Validity, string> = { valid: 'Em dia', expiring: `Vence em ${EXPIRY_WARNING_DAYS} dias`, expired: 'Vencido' };

const person = z.object({ uuid: z.uuid(), name: z.string() });

/** One stored file of a document. `path` is what `POST /file_storage/get_file` takes to download it. */
export const documentVersion = z.object({
  uuid: z.uuid(),
  number: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  path: z.string(),
  author: person.nullable(),
  created_at: dateTime,
});
export type DocumentVersion = z.output<typeof documentVersion>;

export const condominiumDocument = z.object({
  uuid: z.uuid(),
  condominium: z.object({ uuid: z.uuid(), comercial_name: z.string() }),
  title: z.string(),
  type: documentType.pick({ id: true, name: true, expires: true }),
  description: z.string().nullable(),
  /** YYYY-MM-DD, the last day the document is valid. */
  valid_until: z.string().nullable(),
  validity: validity.nullable(),
  visible_to_residents: z.boolean(),
  active: z.boolean(),
  /** The file in force: the newest version. */
  file: documentVersion,
  created_at: dateTime,
  updated_at: dateTime,
}).meta({ id: 'Document' });
export type CondominiumDocument = z.output<typeof condominiumDocument>;

/** A document with every version of its file, newest first. */
export const documentDetails = condominiumDocument.extend({ versions: z.array(documentVersion) });
export type DocumentDetails = z.output<typeof documentDetails>;

const typeId = wholeNumber({ missing: 'Selecione o tipo do documento.', invalid: 'Tipo de documento inválido.' }).pipe(
  z.number().min(1, 'Tipo de documento inválido.'),
);

/** Multipart text fields arrive as text: "true"/"false" (and a checkbox's "on") are read here, not coerced loosely. */
const flag = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false', 'on']).transform((value) => value !== 'false')], { error: message });

/** The fields of a document, sent with its file (store) or with an optional new file (update). */
export const documentFields = z.strictObject({
  title: requiredText('Informe o título do documento.', 160, 'Título muito longo (máximo de 160 caracteres).'),
  type: typeId,
  description: optionalText(2000, 'Descrição muito longa (máximo de 2.000 caracteres).'),
  valid_until: calendarDate.nullish().or(z.literal('').transform(() => null)),
  visible_to_residents: flag('Informe se os moradores podem ver o documento.').default(false),
});

export const newDocumentFields = documentFields.extend({ condominium: uuidParam });
export type NewDocumentForm = z.input<typeof newDocumentFields>;
export type DocumentForm = z.input<typeof documentFields>;

export const documentsListingQuery = statusListingQuery.extend({
  /** One of the caller's condominiums (the master: any). */
  condominium: uuidParam.optional(),
  type: wholeNumber({ missing: 'Tipo de documento inválido.', invalid: 'Tipo de documento inválido.' }).optional(),
  validity: validity.optional(),
});

/** A document's state on `today` (`productToday()`): vencido after its last valid day, vence em 30 dias up to 30 days before it. */
export function validityOn(validUntil: CalendarDay | null, today: CalendarDay): Validity | null {
  if (!validUntil) return null;
  if (validUntil < today) return 'expired';
  return validUntil <= addCalendarDays(today, EXPIRY_WARNING_DAYS) ? 'expiring' : 'valid';
}

/**
 * `POST /documents/store` and `POST /documents/update/{uuid}` are multipart: the file of `rule` and the text fields.
 * A new document must bring its file; an update may bring a new version of it. Made from a rule because the server's
 * DOCUMENT_MAX_MB may change the size its summaries state.
 */
export function documentUploadsFor(rule: UploadRule) {
  const described = (what: string) => `${what} (multipart: arquivo \`${rule.field}\`, ${acceptedFiles(rule)}, e os campos do documento)`;
  return {
    store: defineUpload({
      method: 'POST',
      path: '/documents/store',
      summary: described('Cadastra um documento com seu arquivo'),
      tag: 'documents',
      rule,
      fields: newDocumentFields,
      response: dataEnvelope(documentDetails),
      status: 201,
    }),
    update: defineUpload({
      method: 'POST',
      path: '/documents/update/:uuid',
      summary: described('Altera um documento; com um arquivo, guarda-o como nova versão (as anteriores continuam disponíveis)'),
      tag: 'documents',
      params: uuidParams,
      rule,
      fields: documentFields,
      fileRequired: false,
      response: dataEnvelope(documentDetails),
    }),
  };
}
export const documentUploads = documentUploadsFor(documentFileRule);

export const documentsEndpoints = defineEndpoints('documents', {
  types: {
    method: 'GET',
    path: '/documents_types',
    summary: 'Os tipos de documento de um condomínio (os ativos; o master vê também os inativos)',
    response: dataEnvelope(z.array(documentType)),
  },
  createType: {
    method: 'POST',
    path: '/documents_types',
    summary: 'Cadastra um tipo de documento (master)',
    body: documentTypeForm,
    response: dataEnvelope(documentType),
    status: 201,
  },
  updateType: {
    method: 'PUT',
    path: '/documents_types/:id',
    summary: 'Altera um tipo de documento (master)',
    params: z.strictObject({ id: wholeNumber({ missing: 'Informe o tipo.', invalid: 'Tipo de documento inválido.' }) }),
    body: documentTypeForm,
    response: dataEnvelope(documentType),
  },
  listing: listingEndpoint('/documents/listing', 'Documentos dos condomínios do chamador (o morador: os visíveis a moradores), paginados e filtrados', documentsListingQuery, condominiumDocument),
  show: {
    method: 'GET',
    path: '/documents/show/:id',
    summary: 'Um documento, com as versões do arquivo',
    params: idParams,
    response: dataEnvelope(documentDetails),
  },
  activate: { method: 'PUT', path: '/documents/active/:uuid', summary: 'Ativa um documento', params: uuidParams, response: dataEnvelope(documentDetails) },
  inactivate: {
    method: 'PUT',
    path: '/documents/inactive/:uuid',
    summary: 'Inativa um documento',
    params: uuidParams,
    response: dataEnvelope(documentDetails),
  },
  byCondominium: {
    method: 'GET',
    path: '/documents/get-by-condominium/:id',
    summary: 'Os documentos ativos de um condomínio que o chamador pode ver',
    params: idParams,
    response: dataEnvelope(z.array(condominiumDocument)),
  },
});

/** `POST /file_storage/get_file`: the bytes of a stored file, for whoever may read the record that owns it. */
export const fileDownload = defineDownload({
  method: 'POST',
  path: '/file_storage/get_file',
  summary: 'Baixa um arquivo guardado (corpo: `path`), se o chamador pode ler o registro dono dele; qualquer outro caminho: 404',
  tag: 'documents',
  body: z.strictObject({ path: z.string({ error: 'Informe o arquivo.' }).min(1, 'Informe o arquivo.').max(300, 'Arquivo não encontrado.') }),
});
