import { z } from 'zod';
import { calendarDate, dataEnvelope, dateTime, listingEndpoint, optionalText, requiredText, statusListingQuery, uuidParam, uuidParams } from './common.ts';
import { documentFileRule } from './documents.ts';
import { defineDownload, defineEndpoints } from './endpoint.ts';
import { REFORM_SITUATIONS, REFORM_STATUSES, type ReformSituation, type ReformStatus } from './reform-statuses.ts';
import { acceptedFiles, defineUpload, type UploadRule } from './uploads.ts';

// Declared without zod (reform-statuses.ts) for the first page's bundle; the reforms module offers them with its schemas.
export { REFORM_SITUATIONS, REFORM_STATUSES, type ReformSituation, type ReformStatus };

export const reformStatus = z.enum(REFORM_STATUSES, { error: 'Situação da reforma inválida.' });
export const reformStatusLabels: Record<ReformStatus, string> = { pending: 'Em análise', approved: 'Aprovada', disapproved: 'Reprovada', finished: 'Concluída' };

/** Reforms still open: waiting for a decision or approved and not finished (the dashboard's "Reformas em aberto"). */
export const OPEN_REFORM_STATUSES = ['pending', 'approved'] as const satisfies readonly ReformStatus[];

export const reformSituationLabels: Record<ReformSituation, string> = { ...reformStatusLabels, open: 'Em aberto (em análise ou aprovada)' };

/** The kinds of work; those that touch safety need a licensed professional's ART or RRT (NBR 16280). */
export const WORK_CATEGORIES = ['electrical', 'plumbing', 'gas', 'cladding', 'waterproofing', 'structure', 'facade', 'painting', 'small_repairs'] as const;
export const workCategory = z.enum(WORK_CATEGORIES, { error: 'Categoria de obra inválida.' });
export type WorkCategory = z.output<typeof workCategory>;
export const workCategoryLabels: Record<WorkCategory, string> = {
  electrical: 'Instalações elétricas',
  plumbing: 'Instalações hidráulicas',
  gas: 'Gás',
  cladding: 'Revestimentos (pisos e paredes)',
  waterproofing: 'Impermeabilização',
  structure: 'Estrutura',
  facade: 'Fachada e sacada',
  painting: 'Pintura',
  small_repairs: 'Pequenos reparos',
};
export const CATEGORIES_NEEDING_ART: readonly WorkCategory[] = ['electrical', 'plumbing', 'gas', 'cladding', 'waterproofing', 'structure', 'facade'];
export const needsArt = (categories: readonly WorkCategory[]) => categories.some((category) => CATEGORIES_NEEDING_ART.includes(category));

/** What can be done to a reform. `edit` by its requester resubmits a disapproved one. */
export const REFORM_ACTIONS = ['edit', 'approve', 'disapprove', 'finish', 'activate', 'inactivate'] as const;
export type ReformAction = (typeof REFORM_ACTIONS)[number];

/** The status machine, enforced by the server: from which statuses each transition may go, and where to. */
export const REFORM_TRANSITIONS = {
  approve: { from: ['pending'], to: 'approved' },
  disapprove: { from: ['pending'], to: 'disapproved' },
  finish: { from: ['approved'], to: 'finished' },
  // Editing keeps a pending reform pending and sends a disapproved one back for analysis.
  edit: { from: ['pending', 'disapproved'], to: 'pending' },
} as const satisfies Partial<Record<ReformAction, { from: readonly ReformStatus[]; to: ReformStatus }>>;

export const MAX_REFORM_WORKERS = 50;
const MISSING_ART = 'Obras com estas categorias exigem o profissional responsável e o número da ART ou RRT.';

/** The papers of a reform's file (NBR 16280): the plano de reforma, the professional's ART or RRT, and projects. */
export const FORM_ATTACHMENT_KINDS = ['plan', 'art', 'project'] as const;
/** What the closing term carries when the work is finished: the term signed on paper, and the final inspection's photos. */
export const CLOSING_ATTACHMENT_KINDS = ['closing_term', 'closing_photo'] as const;
export const REFORM_ATTACHMENT_KINDS = [...FORM_ATTACHMENT_KINDS, ...CLOSING_ATTACHMENT_KINDS] as const;
export const reformAttachmentKind = z.enum(REFORM_ATTACHMENT_KINDS, { error: 'Tipo de anexo inválido.' });
export type ReformAttachmentKind = z.output<typeof reformAttachmentKind>;
export const isClosingAttachment = (kind: ReformAttachmentKind) => (CLOSING_ATTACHMENT_KINDS as readonly ReformAttachmentKind[]).includes(kind);
export const reformAttachmentKindLabels: Record<ReformAttachmentKind, string> = {
  plan: 'Plano de reforma',
  art: 'ART ou RRT',
  project: 'Projeto',
  closing_term: 'Termo de encerramento assinado',
  closing_photo: 'Fotos da vistoria final',
};
/** At most this many papers with the request, and as many again with the closing term. */
export const MAX_REFORM_ATTACHMENTS = 20;
/** Refused when a form names a paper of the other step (a closing photo with the request, a plan with the term). */
export const WRONG_STEP_ATTACHMENT = 'Este anexo não pertence a esta etapa da reforma: envie-o novamente na etapa certa.';
/** Refused on the upload of a closing paper by someone who cannot finish reforms. */
export const CLOSING_ATTACHMENT_FORBIDDEN = 'Só quem conclui a reforma anexa arquivos ao termo de encerramento.';
/** Refused on `attachments` when the work needs a licensed professional and no ART or RRT is attached. */
export const MISSING_ART_ATTACHMENT = 'Anexe a ART ou o RRT do profissional responsável: obras com estas categorias exigem o documento.';
export const ATTACHMENT_NOT_FOUND = 'Anexo não encontrado: envie o arquivo novamente.';

/** The same papers a condominium keeps as documents: PDF, images and office files, recognised by their bytes. */
export const reformAttachmentRule = { ...documentFileRule } as const satisfies UploadRule;

const worker = z.strictObject({
  name: requiredText('Informe o nome do trabalhador.', 120, 'Nome muito longo.'),
  document: optionalText(30, 'Documento muito longo.'),
});

/** The attachments a form names, each sent first through `POST /reforms/attachments`. */
const attachmentIds = () =>
  z
    .array(uuidParam, { error: 'Lista de anexos inválida.' })
    .max(MAX_REFORM_ATTACHMENTS, `No máximo ${MAX_REFORM_ATTACHMENTS} anexos.`)
    .refine((ids) => new Set(ids).size === ids.length, 'O mesmo anexo foi enviado duas vezes.')
    .default([]);

/** A reform as its requester fills it: the unit, the work, when, and who answers for it. */
const reformFields = {
  apartment: uuidParam,
  title: requiredText('Informe o título da reforma.', 160, 'Título muito longo (máximo de 160 caracteres).'),
  description: requiredText('Descreva a obra.', 4000, 'Descrição muito longa (máximo de 4.000 caracteres).'),
  categories: z.array(workCategory, { error: 'Selecione as categorias da obra.' }).min(1, 'Selecione ao menos uma categoria da obra.').max(WORK_CATEGORIES.length),
  starts_on: calendarDate,
  ends_on: calendarDate,
  professional_name: optionalText(120, 'Nome muito longo.'),
  /** CREA or CAU registration of the responsible professional. */
  professional_registry: optionalText(40, 'Registro muito longo.'),
  /** The ART (CREA) or RRT (CAU) number. */
  art_number: optionalText(40, 'Número muito longo.'),
  company: optionalText(160, 'Nome da empresa muito longo.'),
  workers: z.array(worker, { error: 'Lista de trabalhadores inválida.' }).max(MAX_REFORM_WORKERS, `No máximo ${MAX_REFORM_WORKERS} trabalhadores.`).default([]),
  /**
   * The attachments the reform keeps, each sent first through `POST /reforms/attachments`; one left out of an
   * update is removed. Whether an ART or RRT is among them is checked by the server, which knows their kinds.
   */
  attachments: attachmentIds(),
};

/** The fields the cross-field rules read: once they are valid, those rules run even while others are not. */
const crossCheckedFields = z.object({
  categories: reformFields.categories,
  starts_on: reformFields.starts_on,
  ends_on: reformFields.ends_on,
  professional_name: reformFields.professional_name,
  professional_registry: reformFields.professional_registry,
  art_number: reformFields.art_number,
});

export const reformForm = z.strictObject(reformFields).superRefine(
  (form, context) => {
    if (form.ends_on < form.starts_on) context.addIssue({ code: 'custom', path: ['ends_on'], message: 'O término deve ser depois do início.' });
    if (needsArt(form.categories)) {
      for (const field of ['professional_name', 'professional_registry', 'art_number'] as const) {
        if (!form[field]) context.addIssue({ code: 'custom', path: [field], message: MISSING_ART });
      }
    }
  },
  // Every message at once: the professional is asked for even while, say, the title is still empty.
  { when: (payload) => crossCheckedFields.safeParse(payload.value).success },
);
export type ReformForm = z.input<typeof reformForm>;

export const disapprovalForm = z.strictObject({
  reason: requiredText('Informe o motivo da reprovação.', 2000, 'Motivo muito longo (máximo de 2.000 caracteres).'),
});
export const finishForm = z.strictObject({
  /** The closing term: what the inspection at the end found. */
  notes: requiredText('Descreva o termo de encerramento: o que a vistoria final encontrou.', 2000, 'Texto muito longo (máximo de 2.000 caracteres).'),
  /** The signed term and the inspection's photos (kinds `closing_term`, `closing_photo`), sent first like the request's. */
  attachments: attachmentIds(),
});
export type FinishForm = z.input<typeof finishForm>;

const person = z.object({ uuid: z.uuid(), name: z.string() });

export const reformEvent = z.object({
  action: z.enum(['submit', ...REFORM_ACTIONS]),
  from_status: reformStatus.nullable(),
  to_status: reformStatus.nullable(),
  reason: z.string().nullable(),
  by: person.nullable(),
  at: dateTime,
});
export type ReformEvent = z.output<typeof reformEvent>;

/** A stored paper of a reform; `GET /reforms/attachments/{uuid}` gives its bytes. */
export const reformAttachment = z.object({
  uuid: z.uuid(),
  kind: reformAttachmentKind,
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: dateTime,
});
export type ReformAttachment = z.output<typeof reformAttachment>;

export const reform = z.object({
  uuid: z.uuid(),
  condominium: z.object({ uuid: z.uuid(), comercial_name: z.string() }),
  apartment: z.object({ uuid: z.uuid(), block: z.string(), number: z.string() }),
  requester: person.nullable(),
  title: z.string(),
  description: z.string(),
  categories: z.array(workCategory),
  starts_on: z.string(),
  ends_on: z.string(),
  professional_name: z.string().nullable(),
  professional_registry: z.string().nullable(),
  art_number: z.string().nullable(),
  company: z.string().nullable(),
  workers: z.array(z.object({ name: z.string(), document: z.string().nullable() })),
  status: reformStatus,
  active: z.boolean(),
  /** Why it was last disapproved, while it is. */
  disapproval_reason: z.string().nullable(),
  /** What the caller may do to it now (the screens offer only these). */
  actions: z.array(z.enum(REFORM_ACTIONS)),
  created_at: dateTime,
  updated_at: dateTime,
}).meta({ id: 'Reform' });
export type Reform = z.output<typeof reform>;

/** A reform with its attachments and every step it went through, oldest first. */
export const reformDetails = reform.extend({ attachments: z.array(reformAttachment), history: z.array(reformEvent) });
export type ReformDetails = z.output<typeof reformDetails>;

export const reformsListingQuery = statusListingQuery.extend({
  condominium: uuidParam.optional(),
  situation: z.enum(REFORM_SITUATIONS, { error: 'Situação da reforma inválida.' }).optional(),
});

export const REFORM_TRANSITION_NOT_ALLOWED = 'REFORM_TRANSITION_NOT_ALLOWED';

/**
 * A reform's papers are sent one by one, each with its own progress, before the form that names them:
 * `POST /reforms/attachments` is multipart (the file of `reformAttachmentRule`, the condominium of the reform and
 * the kind). Until a reform names it, an attachment is visible only to whoever sent it, and it is removed after a day.
 */
export const reformUploads = {
  attachment: defineUpload({
    method: 'POST',
    path: '/reforms/attachments',
    summary: `Envia um anexo de uma reforma em preenchimento (multipart: arquivo \`${reformAttachmentRule.field}\`, ${acceptedFiles(reformAttachmentRule)}, \`condominium\` e \`kind\`)`,
    tag: 'reforms',
    rule: reformAttachmentRule,
    fields: z.strictObject({ condominium: uuidParam, kind: reformAttachmentKind }),
    response: dataEnvelope(reformAttachment),
    status: 201,
  }),
};
export type ReformAttachmentFields = z.input<typeof reformUploads.attachment.fields>;

/** `GET /reforms/attachments/{uuid}`: the bytes of an attachment, for whoever may read its reform. */
export const reformAttachmentDownload = defineDownload({
  method: 'GET',
  path: '/reforms/attachments/:uuid',
  summary: 'Baixa um anexo de reforma, se o chamador acompanha a reforma (ou enviou o anexo e ele ainda não foi usado); qualquer outro: 404',
  tag: 'reforms',
  params: uuidParams,
});

export const reformsEndpoints = defineEndpoints('reforms', {
  listing: listingEndpoint('/reforms/listing', 'Reformas que o chamador acompanha (o morador: as dos seus apartamentos), paginadas e filtradas', reformsListingQuery, reform),
  view: { method: 'GET', path: '/reforms/:uuid', summary: 'Uma reforma, com o histórico', params: uuidParams, response: dataEnvelope(reformDetails) },
  show: {
    method: 'GET',
    path: '/reforms/show/:uuid',
    summary: 'Uma reforma, com o histórico (para o formulário de edição)',
    params: uuidParams,
    response: dataEnvelope(reformDetails),
  },
  store: {
    method: 'POST',
    path: '/reforms/store',
    summary: 'Pede uma reforma (fica em análise)',
    body: reformForm,
    response: dataEnvelope(reformDetails),
    status: 201,
  },
  update: {
    method: 'POST',
    path: '/reforms/update/:uuid',
    summary: 'Corrige uma reforma em análise ou reprovada (uma reprovada volta para análise)',
    params: uuidParams,
    body: reformForm,
    response: dataEnvelope(reformDetails),
  },
  activate: { method: 'PUT', path: '/reforms/active/:uuid', summary: 'Ativa uma reforma', params: uuidParams, response: dataEnvelope(reformDetails) },
  inactivate: { method: 'PUT', path: '/reforms/inactive/:uuid', summary: 'Inativa uma reforma', params: uuidParams, response: dataEnvelope(reformDetails) },
  approve: { method: 'PUT', path: '/reforms/approve/:uuid', summary: 'Aprova uma reforma em análise', params: uuidParams, response: dataEnvelope(reformDetails) },
  disapprove: {
    method: 'PUT',
    path: '/reforms/disapprove/:uuid',
    summary: 'Reprova uma reforma em análise, com o motivo',
    params: uuidParams,
    body: disapprovalForm,
    response: dataEnvelope(reformDetails),
  },
  finish: {
    method: 'PUT',
    path: '/reforms/finish/:uuid',
    summary: 'Conclui uma reforma aprovada, com o termo de encerramento e seus anexos (o termo assinado, fotos)',
    params: uuidParams,
    body: finishForm,
    response: dataEnvelope(reformDetails),
  },
});
