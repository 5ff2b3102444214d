import { z } from 'zod';
import { calendarDate, dataEnvelope, dateTime, optionalText, pagedList, requiredText, statusListingQuery, uuidParam, uuidParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * ABNT NBR 16280: a resident asks before renovating, the síndico (with the engenheiro) analyses the plan and the
 * professional's ART (CREA) or RRT (CAU), authorises or refuses in writing, and closes the record when the work ends.
 */
export const REFORM_STATUSES = ['pending', 'approved', 'disapproved', 'finished'] as const;
export const reformStatus = z.enum(REFORM_STATUSES, { error: 'Situação da reforma inválida.' });
export type ReformStatus = z.output<typeof reformStatus>;
export const reformStatusLabels: Record<ReformStatus, string> = { pending: 'Em análise', approved: 'Aprovada', disapproved: 'Reprovada', finished: 'Concluída' };

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

const worker = z.strictObject({
  name: requiredText('Informe o nome do trabalhador.', 120, 'Nome muito longo.'),
  document: optionalText(30, 'Documento muito longo.'),
});

/** A reform as its requester fills it: the unit, the work, when, and who answers for it. */
export const reformForm = z
  .strictObject({
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
  })
  .superRefine((form, context) => {
    if (form.ends_on < form.starts_on) context.addIssue({ code: 'custom', path: ['ends_on'], message: 'O término deve ser depois do início.' });
    if (needsArt(form.categories)) {
      for (const field of ['professional_name', 'professional_registry', 'art_number'] as const) {
        if (!form[field]) context.addIssue({ code: 'custom', path: [field], message: MISSING_ART });
      }
    }
  });
export type ReformForm = z.input<typeof reformForm>;

export const disapprovalForm = z.strictObject({
  reason: requiredText('Informe o motivo da reprovação.', 2000, 'Motivo muito longo (máximo de 2.000 caracteres).'),
});
export const finishForm = z.strictObject({
  /** The closing term: what the inspection at the end found. */
  notes: requiredText('Descreva o termo de encerramento: o que a vistoria final encontrou.', 2000, 'Texto muito longo (máximo de 2.000 caracteres).'),
});

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
});
export type Reform = z.output<typeof reform>;

/** A reform with every step it went through, oldest first. */
export const reformDetails = reform.extend({ history: z.array(reformEvent) });
export type ReformDetails = z.output<typeof reformDetails>;

export const reformsListingQuery = statusListingQuery.extend({
  condominium: uuidParam.optional(),
  situation: reformStatus.optional(),
});

export const REFORM_TRANSITION_NOT_ALLOWED = 'REFORM_TRANSITION_NOT_ALLOWED';

export const reformsEndpoints = {
  listing: defineEndpoint({
    method: 'GET',
    path: '/reforms/listing',
    summary: 'Reformas que o chamador acompanha (o morador: as dos seus apartamentos), paginadas e filtradas',
    tag: 'reforms',
    query: reformsListingQuery,
    response: pagedList(reform),
  }),
  view: defineEndpoint({
    method: 'GET',
    path: '/reforms/:uuid',
    summary: 'Uma reforma, com o histórico',
    tag: 'reforms',
    params: uuidParams,
    response: dataEnvelope(reformDetails),
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/reforms/show/:uuid',
    summary: 'Uma reforma, com o histórico (para o formulário de edição)',
    tag: 'reforms',
    params: uuidParams,
    response: dataEnvelope(reformDetails),
  }),
  store: defineEndpoint({
    method: 'POST',
    path: '/reforms/store',
    summary: 'Pede uma reforma (fica em análise)',
    tag: 'reforms',
    body: reformForm,
    response: dataEnvelope(reformDetails),
    status: 201,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/reforms/update/:uuid',
    summary: 'Corrige uma reforma em análise ou reprovada (uma reprovada volta para análise)',
    tag: 'reforms',
    params: uuidParams,
    body: reformForm,
    response: dataEnvelope(reformDetails),
  }),
  activate: defineEndpoint({ method: 'PUT', path: '/reforms/active/:uuid', summary: 'Ativa uma reforma', tag: 'reforms', params: uuidParams, response: dataEnvelope(reformDetails) }),
  inactivate: defineEndpoint({ method: 'PUT', path: '/reforms/inactive/:uuid', summary: 'Inativa uma reforma', tag: 'reforms', params: uuidParams, response: dataEnvelope(reformDetails) }),
  approve: defineEndpoint({ method: 'PUT', path: '/reforms/approve/:uuid', summary: 'Aprova uma reforma em análise', tag: 'reforms', params: uuidParams, response: dataEnvelope(reformDetails) }),
  disapprove: defineEndpoint({
    method: 'PUT',
    path: '/reforms/disapprove/:uuid',
    summary: 'Reprova uma reforma em análise, com o motivo',
    tag: 'reforms',
    params: uuidParams,
    body: disapprovalForm,
    response: dataEnvelope(reformDetails),
  }),
  finish: defineEndpoint({
    method: 'PUT',
    path: '/reforms/finish/:uuid',
    summary: 'Conclui uma reforma aprovada, com o termo de encerramento',
    tag: 'reforms',
    params: uuidParams,
    body: finishForm,
    response: dataEnvelope(reformDetails),
  }),
};
