import { z } from 'zod';
import { calendarDate, countsBy, dataEnvelope, dateTime, idParams, listingQuery, optionalText, pagedList, uuidParam, wholeNumber } from './common.ts';
import { condominium } from './condominiums.ts';
import { documentFileRule } from './documents.ts';
import { defineEndpoint } from './endpoint.ts';
import { MAINTENANCE_STATUSES } from './maintenance-schedule.ts';
import type { UploadRule } from './uploads.ts';

/**
 * ABNT NBR 5674: every building keeps a maintenance programme (system, activity, periodicity, who is responsible)
 * and the record of every execution with its evidence. Master picks a condominium's activities from a catalogue
 * ("dynamic maintenances"); the síndico, the zelador and the engenheiro record and follow them.
 */

export const maintenanceStatus = z.enum(MAINTENANCE_STATUSES, { error: 'Situação da manutenção inválida.' });

/** A row of a reference list (`/maintenance-types/all`, `/maintenance-responsible-types/all`, `/maintenance-document-types/all`). */
export const referenceItem = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type ReferenceItem = z.output<typeof referenceItem>;

export const intervalUnit = z.enum(['day', 'month'], { error: 'Unidade inválida.' });
export const periodicity = referenceItem.extend({ interval_unit: intervalUnit, interval_amount: z.number().int() });
export type Periodicity = z.output<typeof periodicity>;

/** A standard activity of the catalogue, with the periodicity and responsible that common practice gives it. */
export const catalogActivity = z.object({
  id: z.number().int(),
  system: z.string(),
  activity: z.string(),
  type: referenceItem.pick({ id: true, name: true }),
  periodicity: periodicity.pick({ id: true, name: true, interval_unit: true, interval_amount: true }),
  responsible_type: referenceItem.pick({ id: true, name: true }),
  /** Whether residents feel it (water cut for the tank cleaning, elevator stopped): shown on their dashboard. */
  affects_residents: z.boolean(),
  active: z.boolean(),
});
export type CatalogActivity = z.output<typeof catalogActivity>;

/** A row of a reference list as master edits it. */
export const referenceItemForm = z.strictObject({
  name: z.string({ error: 'Informe o nome.' }).trim().min(1, 'Informe o nome.').max(80, 'Nome muito longo (máximo de 80 caracteres).'),
  active: z.boolean({ error: 'Informe se está ativo.' }).default(true),
});
export type ReferenceItemForm = z.input<typeof referenceItemForm>;

export const periodicityForm = referenceItemForm.extend({
  interval_unit: intervalUnit,
  interval_amount: wholeNumber({ missing: 'Informe o intervalo.', invalid: 'Intervalo inválido.' }).pipe(
    z.number().min(1, 'O intervalo deve ser de ao menos 1.').max(120, 'Intervalo muito longo (máximo de 120).'),
  ),
});
export type PeriodicityForm = z.input<typeof periodicityForm>;

const referenceId = (what: string) =>
  wholeNumber({ missing: `Selecione ${what}.`, invalid: `${what[0]!.toUpperCase()}${what.slice(2)} inválido.` }).pipe(z.number().min(1, 'Opção inválida.'));
const dueSoonDays = wholeNumber({ missing: 'Informe a antecedência do aviso.', invalid: 'Antecedência inválida.' }).pipe(
  z.number().min(0, 'A antecedência não pode ser negativa.').max(365, 'No máximo 365 dias de antecedência.'),
);

/** A standard activity of the catalogue as master edits it. */
export const catalogActivityForm = z.strictObject({
  system: z.string({ error: 'Informe o sistema.' }).trim().min(1, 'Informe o sistema.').max(120, 'Sistema muito longo (máximo de 120 caracteres).'),
  activity: z.string({ error: 'Informe a atividade.' }).trim().min(1, 'Informe a atividade.').max(200, 'Atividade muito longa (máximo de 200 caracteres).'),
  type: referenceId('o tipo de manutenção'),
  periodicity: referenceId('a periodicidade'),
  responsible_type: referenceId('o responsável'),
  affects_residents: z.boolean({ error: 'Informe se afeta os moradores.' }).default(false),
  active: z.boolean({ error: 'Informe se está ativa.' }).default(true),
});
export type CatalogActivityForm = z.input<typeof catalogActivityForm>;

/**
 * One activity of a condominium's programme as master sets it: from the catalogue (`catalog`), or custom (its own
 * system and activity). Periodicity, responsible and the first due date may differ from the catalogue's.
 */
export const programmeItemForm = z
  .strictObject({
    /** The enabled maintenance being changed (update); absent for a new one. */
    uuid: uuidParam.optional(),
    catalog: referenceId('a atividade').nullish(),
    system: optionalText(120, 'Sistema muito longo (máximo de 120 caracteres).'),
    activity: optionalText(200, 'Atividade muito longa (máximo de 200 caracteres).'),
    type: referenceId('o tipo de manutenção'),
    periodicity: referenceId('a periodicidade'),
    responsible_type: referenceId('o responsável'),
    starts_on: calendarDate,
    /** Days before the due date when it becomes "vence em breve"; absent → the periodicity's default. */
    due_soon_days: dueSoonDays.nullish(),
    affects_residents: z.boolean({ error: 'Informe se afeta os moradores.' }).default(false),
    active: z.boolean({ error: 'Informe se a manutenção está ativa.' }).default(true),
  })
  .superRefine((item, context) => {
    if (item.catalog) return;
    if (!item.system) context.addIssue({ code: 'custom', path: ['system'], message: 'Informe o sistema da manutenção.' });
    if (!item.activity) context.addIssue({ code: 'custom', path: ['activity'], message: 'Informe a atividade.' });
  });
export type ProgrammeItemForm = z.input<typeof programmeItemForm>;

export const MAX_PROGRAMME_ITEMS = 200;
export const programmeForm = z.strictObject({
  maintenances: z
    .array(programmeItemForm, { error: 'Lista de manutenções inválida.' })
    .min(1, 'Selecione ao menos uma manutenção.')
    .max(MAX_PROGRAMME_ITEMS, `No máximo ${MAX_PROGRAMME_ITEMS} manutenções por vez.`),
});
export type ProgrammeForm = z.input<typeof programmeForm>;

const condominiumRef = z.object({ uuid: z.uuid(), comercial_name: z.string() });
const person = z.object({ uuid: z.uuid(), name: z.string() });

/** An activity enabled for a condominium, with where its schedule stands today. */
export const enabledMaintenance = z.object({
  uuid: z.uuid(),
  condominium: condominiumRef,
  catalog_id: z.number().int().nullable(),
  system: z.string(),
  activity: z.string(),
  type: referenceItem.pick({ id: true, name: true }),
  periodicity: periodicity.pick({ id: true, name: true, interval_unit: true, interval_amount: true }),
  responsible_type: referenceItem.pick({ id: true, name: true }),
  starts_on: z.string(),
  due_soon_days: z.number().int(),
  affects_residents: z.boolean(),
  active: z.boolean(),
  last_performed_on: z.string().nullable(),
  next_due_on: z.string(),
  status: maintenanceStatus,
  /** The unguessable id of its public QR page (`/maintenance/public/details/{public_id}`). */
  public_id: z.string(),
}).meta({ id: 'EnabledMaintenance' });
export type EnabledMaintenance = z.output<typeof enabledMaintenance>;

/** Evidence of an execution (nota fiscal, laudo, certificado, ART…); `GET /maintenance/evidence/{uuid}` gives its bytes. */
export const evidenceFile = z.object({
  uuid: z.uuid(),
  document_type: referenceItem.pick({ id: true, name: true }),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: dateTime,
});
export type EvidenceFile = z.output<typeof evidenceFile>;

/** One execution of a maintenance. */
export const maintenanceRecord = z.object({
  uuid: z.uuid(),
  maintenance: enabledMaintenance.pick({ uuid: true, system: true, activity: true }),
  condominium: condominiumRef,
  performed_on: z.string(),
  /** The due date this execution answered. */
  due_on: z.string(),
  done_late: z.boolean(),
  responsible_type: referenceItem.pick({ id: true, name: true }),
  company: z.string().nullable(),
  professional: z.string().nullable(),
  art_number: z.string().nullable(),
  /** In centavos; null when not informed. */
  cost_cents: z.number().int().nullable(),
  notes: z.string().nullable(),
  recorded_by: person.nullable(),
  evidence: z.array(evidenceFile),
  created_at: dateTime,
}).meta({ id: 'MaintenanceRecord' });
export type MaintenanceRecord = z.output<typeof maintenanceRecord>;

/** An enabled maintenance with every execution, newest first (maintenance-details/{id}). */
export const maintenanceDetails = enabledMaintenance.extend({ records: z.array(maintenanceRecord) });
export type MaintenanceDetails = z.output<typeof maintenanceDetails>;

export const MAX_EVIDENCE_FILES = 20;
export const MAX_COST_CENTS = 100_000_000_00;

/** Recording an execution (`POST /maintenance/store-by-condominium`). */
export const executionForm = z.strictObject({
  maintenance: uuidParam,
  performed_on: calendarDate,
  responsible_type: referenceId('o responsável'),
  company: optionalText(160, 'Nome da empresa muito longo.'),
  professional: optionalText(120, 'Nome muito longo.'),
  art_number: optionalText(40, 'Número muito longo.'),
  cost_cents: wholeNumber({ missing: 'Informe o custo.', invalid: 'Custo inválido.' })
    .pipe(z.number().min(0, 'O custo não pode ser negativo.').max(MAX_COST_CENTS, 'Custo muito alto.'))
    .nullish(),
  notes: optionalText(2000, 'Observações muito longas (máximo de 2.000 caracteres).'),
  /** Evidence files sent first through `POST /maintenance/evidence`. */
  evidence: z
    .array(uuidParam, { error: 'Lista de arquivos inválida.' })
    .max(MAX_EVIDENCE_FILES, `No máximo ${MAX_EVIDENCE_FILES} arquivos.`)
    .refine((ids) => new Set(ids).size === ids.length, 'O mesmo arquivo foi enviado duas vezes.')
    .default([]),
});
export type ExecutionForm = z.input<typeof executionForm>;

export const PERFORMED_IN_FUTURE_MESSAGE = 'A data de realização não pode ser no futuro.';
export const EVIDENCE_NOT_FOUND = 'Arquivo não encontrado: envie-o novamente.';

/**
 * The structured filter of the maintenance listings, sent as serialized JSON in `selected_filter` (SPEC §3). A
 * `selected_filter` that is not JSON, or not this shape, is a 422 on `selected_filter`.
 */
export const maintenanceFilter = z.strictObject({
  status: z.array(maintenanceStatus).max(MAINTENANCE_STATUSES.length).optional(),
  system: z.string().trim().max(120).optional(),
  periodicity: z.number().int().positive().optional(),
  responsible_type: z.number().int().positive().optional(),
  condominium: uuidParam.optional(),
  /** The period: of the next due date (programme) or of the execution (records). */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type MaintenanceFilter = z.output<typeof maintenanceFilter>;

export const SELECTED_FILTER_INVALID = 'Filtro inválido.';

/** `selected_filter` as it travels: serialized JSON, read into `maintenanceFilter`. */
export const selectedFilter = z
  .string()
  .max(2000, SELECTED_FILTER_INVALID)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: SELECTED_FILTER_INVALID });
      return z.NEVER;
    }
  })
  .pipe(maintenanceFilter.superRefine((filter, context) => {
    if (filter.from && filter.to && filter.to < filter.from) context.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período deve ser depois do início.' });
  }));

export const maintenanceListingQuery = listingQuery.extend({ selected_filter: selectedFilter.optional() });

/**
 * A timeline's or a summary's period and filter: the listing's `selected_filter` (the same serialized JSON, read the
 * same way), so that they show the maintenances the listing shows. Its `from`/`to` are the period unless the query's
 * own `from`/`to` say otherwise.
 */
const overviewQuery = z.strictObject({ from: calendarDate.optional(), to: calendarDate.optional(), selected_filter: selectedFilter.optional() });

export const summaryQuery = overviewQuery;

/** Counts of a condominium's programme for a period: by status today, and executions per system in the period. */
export const maintenanceSummary = z.object({
  condominium: condominiumRef,
  from: z.string(),
  to: z.string(),
  by_status: countsBy(maintenanceStatus.options, z.number().int()),
  by_system: z.array(z.object({ system: z.string(), enabled: z.number().int(), performed: z.number().int(), done_late: z.number().int(), overdue: z.number().int() })),
  performed: z.number().int(),
  cost_cents: z.number().int(),
});
export type MaintenanceSummary = z.output<typeof maintenanceSummary>;

/**
 * The assembleia report (issue 23 §4): a printed record of a condominium's maintenance over a period (a calendar year
 * by default), with the listing's filter like the summary. A year's executions are printed whole, not paged, so the
 * period is bounded instead.
 */
export const reportQuery = overviewQuery;
export const REPORT_LONGEST_DAYS = 366;
export const REPORT_PERIOD_TOO_LONG = 'Escolha um período de até um ano (366 dias).';

/** An activity past its due date today, and by how many days. */
export const overdueMaintenance = enabledMaintenance
  .pick({ uuid: true, system: true, activity: true, responsible_type: true, next_due_on: true })
  .extend({ days_overdue: z.number().int() });
export type OverdueMaintenance = z.output<typeof overdueMaintenance>;

export const maintenanceReport = z.object({
  /** The building as the report heads it: names, CNPJ and address. */
  condominium: condominium.pick({
    uuid: true,
    cnpj: true,
    corporate_name: true,
    comercial_name: true,
    zip_code: true,
    street: true,
    number: true,
    complement: true,
    neighborhood: true,
    state: true,
    city: true,
  }),
  from: z.string(),
  to: z.string(),
  /** The day the overdue items are counted on (the product's today). */
  today: z.string(),
  summary: maintenanceSummary.pick({ by_status: true, by_system: true, performed: true, cost_cents: true }),
  /** Every execution in the period, by system, then by day. */
  executions: z.array(maintenanceRecord),
  /** Overdue today, the longest overdue first. */
  overdue: z.array(overdueMaintenance),
});
export type MaintenanceReport = z.output<typeof maintenanceReport>;

/** One point of a condominium's timeline: an execution done, or a due date ahead. */
export const timelineEntry = z.object({
  kind: z.enum(['performed', 'due']),
  day: z.string(),
  maintenance: enabledMaintenance.pick({ uuid: true, system: true, activity: true }),
  /** For a due date: the status it has today; for an execution: whether it came late. */
  status: maintenanceStatus.nullable(),
  record_uuid: z.uuid().nullable(),
});
export type TimelineEntry = z.output<typeof timelineEntry>;

export const timelineQuery = overviewQuery;
export const maintenanceTimeline = z.object({ from: z.string(), to: z.string(), today: z.string(), entries: z.array(timelineEntry) });

/** What a visitor who scans the QR code sees: nothing personal, no costs, no files. */
export const publicMaintenanceDetails = z.object({
  condominium_name: z.string(),
  system: z.string(),
  activity: z.string(),
  periodicity: z.string(),
  last_performed_on: z.string().nullable(),
  last_responsible_type: z.string().nullable(),
  next_due_on: z.string(),
  status: maintenanceStatus,
});
export type PublicMaintenanceDetails = z.output<typeof publicMaintenanceDetails>;

/** Public ids: 22 characters of base64url (128 random bits), so they cannot be guessed or walked. */
export const publicIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Detalhe da manutenção não encontrado') });

export const summarySendForm = z.strictObject({
  condominium: uuidParam,
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  selected_filter: selectedFilter.optional(),
  /** Only build the message and name its recipients, without sending: the preview the sender confirms. */
  dry_run: z.boolean({ error: 'Informe se é só uma prévia.' }).optional(),
});

/** Someone the summary goes to: a síndico of the condominium, with the mobile phone it is sent to (national digits). */
export const summaryRecipient = z.object({ name: z.string(), phone: z.string() });
export type SummaryRecipient = z.output<typeof summaryRecipient>;

/** The answer of a send or of its dry run: the exact text sent (or to be sent), and to whom. */
export const summarySendResult = z.object({ message: z.string(), recipients: z.number().int(), to: z.array(summaryRecipient), text: z.string() });
export type SummarySendResult = z.output<typeof summarySendResult>;

/** Evidence: the papers a condominium keeps as documents, recognised by their bytes. */
export const evidenceFileRule = { ...documentFileRule } as const satisfies UploadRule;

export const maintenanceUploads = {
  evidence: {
    method: 'POST',
    path: '/maintenance/evidence',
    rule: evidenceFileRule,
    fields: z.strictObject({ condominium: uuidParam, document_type: referenceId('o tipo do arquivo') }),
    response: dataEnvelope(evidenceFile),
  },
} as const;

/** The largest side of a photo's thumbnail, in px: twice the 64 px square the screens draw it in (sharp on a phone's 2× screen). */
export const EVIDENCE_THUMBNAIL_PX = 160;

export const evidenceDownload = {
  method: 'GET',
  path: '/maintenance/evidence/:uuid',
  params: z.strictObject({ uuid: uuidParam }),
  /** `size=thumbnail`: a photo made small for its thumbnail, not the stored original (a phone on mobile data). */
  query: z.strictObject({ size: z.literal('thumbnail', { error: 'Tamanho de imagem inválido.' }).optional() }),
} as const;

const numericId = z.strictObject({ id: wholeNumber({ missing: 'Informe o item.', invalid: 'Item inválido.' }) });

/** Master edits the reference lists and the catalogue (issue 14: "seeded, editable by master"). */
function referenceEditing<Body extends z.ZodType, Item extends z.ZodType>(path: string, what: string, body: Body, item: Item) {
  return {
    create: defineEndpoint({ method: 'POST', path, summary: `Cadastra ${what} (master)`, tag: 'maintenance', body, response: dataEnvelope(item), status: 201 }),
    update: defineEndpoint({ method: 'PUT', path: `${path}/:id`, summary: `Altera ${what} (master)`, tag: 'maintenance', params: numericId, body, response: dataEnvelope(item) }),
  };
}

export const referenceEditingEndpoints = {
  types: referenceEditing('/maintenance-types', 'um tipo de manutenção', referenceItemForm, referenceItem),
  responsibleTypes: referenceEditing('/maintenance-responsible-types', 'um tipo de responsável', referenceItemForm, referenceItem),
  documentTypes: referenceEditing('/maintenance-document-types', 'um tipo de comprovante', referenceItemForm, referenceItem),
  periodicities: referenceEditing('/maintenance-periodicities', 'uma periodicidade', periodicityForm, periodicity),
  catalog: referenceEditing('/maintenance-catalog', 'uma atividade do catálogo', catalogActivityForm, catalogActivity),
};

export const maintenanceEndpoints = {
  types: defineEndpoint({ method: 'GET', path: '/maintenance-types/all', summary: 'Tipos de manutenção', tag: 'maintenance', response: dataEnvelope(z.array(referenceItem)) }),
  periodicities: defineEndpoint({ method: 'GET', path: '/maintenance-periodicities/all', summary: 'Periodicidades, com o intervalo de cada uma', tag: 'maintenance', response: dataEnvelope(z.array(periodicity)) }),
  responsibleTypes: defineEndpoint({ method: 'GET', path: '/maintenance-responsible-types/all', summary: 'Tipos de responsável (NBR 5674)', tag: 'maintenance', response: dataEnvelope(z.array(referenceItem)) }),
  documentTypes: defineEndpoint({ method: 'GET', path: '/maintenance-document-types/all', summary: 'Tipos de comprovante de execução', tag: 'maintenance', response: dataEnvelope(z.array(referenceItem)) }),
  catalog: defineEndpoint({ method: 'GET', path: '/maintenance-catalog/all', summary: 'O catálogo de atividades padrão por sistema', tag: 'maintenance', response: dataEnvelope(z.array(catalogActivity)) }),
  enabled: defineEndpoint({
    method: 'GET',
    path: '/maintenance/all-by-condominium/:condominiumUuid',
    summary: 'As manutenções habilitadas de um condomínio (404: nenhuma)',
    tag: 'maintenance',
    params: z.strictObject({ condominiumUuid: uuidParam }),
    response: dataEnvelope(z.array(enabledMaintenance)),
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/maintenance/enable-dynamic-maintenance/:id',
    summary: 'Habilita atividades para um condomínio (master)',
    tag: 'maintenance',
    params: idParams,
    body: programmeForm,
    response: dataEnvelope(z.array(enabledMaintenance)),
    status: 201,
  }),
  updateProgramme: defineEndpoint({
    method: 'PUT',
    path: '/maintenance/update-dynamic-maintenance/:id',
    summary: 'Altera as manutenções habilitadas de um condomínio (master)',
    tag: 'maintenance',
    params: idParams,
    body: programmeForm,
    response: dataEnvelope(z.array(enabledMaintenance)),
  }),
  listing: defineEndpoint({
    method: 'GET',
    path: '/maintenance/listing',
    summary: 'O programa de manutenção dos condomínios do chamador, com a situação de cada atividade (vencidas primeiro)',
    tag: 'maintenance',
    query: maintenanceListingQuery,
    response: pagedList(enabledMaintenance),
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/maintenance/show/:id',
    summary: 'Uma execução, com os comprovantes',
    tag: 'maintenance',
    params: idParams,
    response: dataEnvelope(maintenanceRecord),
  }),
  records: defineEndpoint({
    method: 'GET',
    path: '/maintenance/listing-by-condominium',
    summary: 'As execuções registradas nos condomínios do chamador, mais recentes primeiro',
    tag: 'maintenance',
    query: maintenanceListingQuery,
    response: pagedList(maintenanceRecord),
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/maintenance/show-by-condominium/:id',
    summary: 'Uma manutenção habilitada, com todas as execuções',
    tag: 'maintenance',
    params: idParams,
    response: dataEnvelope(maintenanceDetails),
  }),
  record: defineEndpoint({
    method: 'POST',
    path: '/maintenance/store-by-condominium',
    summary: 'Registra a execução de uma manutenção; a próxima data conta a partir do dia em que foi feita',
    tag: 'maintenance',
    body: executionForm,
    response: dataEnvelope(maintenanceRecord),
    status: 201,
  }),
  timeline: defineEndpoint({
    method: 'GET',
    path: '/maintenance/timeline/:id',
    summary: 'Linha do tempo de um condomínio: execuções feitas e vencimentos previstos',
    tag: 'maintenance',
    params: idParams,
    query: timelineQuery,
    response: dataEnvelope(maintenanceTimeline),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/maintenance/summary/:id',
    summary: 'Resumo de um condomínio em um período: por situação e por sistema',
    tag: 'maintenance',
    params: idParams,
    query: summaryQuery,
    response: dataEnvelope(maintenanceSummary),
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/maintenance/report/:id',
    summary: `Relatório para assembleia de um condomínio: resumo, execuções com comprovantes e vencidas, em um período de até ${REPORT_LONGEST_DAYS} dias (padrão: o ano corrente)`,
    tag: 'maintenance',
    params: idParams,
    query: reportQuery,
    response: dataEnvelope(maintenanceReport),
  }),
  sendSummary: defineEndpoint({
    method: 'POST',
    path: '/whatsapp_service/send-summary-maintenance',
    summary: 'Envia o resumo de manutenção do condomínio por WhatsApp ao síndico (`dry_run`: só a prévia do texto e dos destinatários)',
    tag: 'maintenance',
    body: summarySendForm,
    response: dataEnvelope(summarySendResult),
  }),
  publicDetails: defineEndpoint({
    method: 'GET',
    path: '/qrcode-data/:id',
    summary: 'O que a etiqueta QR de um equipamento mostra a quem a lê, sem login',
    tag: 'maintenance',
    params: publicIdParams,
    response: dataEnvelope(publicMaintenanceDetails),
  }),
};
