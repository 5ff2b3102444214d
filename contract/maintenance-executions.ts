import { z } from 'zod';
import { calendarDate, dataEnvelope, dateTime, optionalText, uuidParam, wholeNumber } from './common.ts';
import { documentFileRule } from './documents.ts';
import { condominiumRef, enabledMaintenance } from './maintenance-programme.ts';
import { referenceId, referenceItem } from './maintenance-reference.ts';
import { defineDownload } from './endpoint.ts';
import { acceptedFiles, defineUpload, type UploadRule } from './uploads.ts';

/** The executions of a condominium's maintenances: what was done, by whom, at what cost, with its evidence files. */

const person = z.object({ uuid: z.uuid(), name: z.string() });

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

/** Evidence: the papers a condominium keeps as documents, recognised by their bytes. */
export const evidenceFileRule = { ...documentFileRule } as const satisfies UploadRule;

export const maintenanceUploads = {
  evidence: defineUpload({
    method: 'POST',
    path: '/maintenance/evidence',
    summary: `Envia um comprovante de uma execução em registro (multipart: arquivo \`${evidenceFileRule.field}\`, ${acceptedFiles(evidenceFileRule)}, \`condominium\` e \`document_type\`)`,
    tag: 'maintenance',
    rule: evidenceFileRule,
    fields: z.strictObject({ condominium: uuidParam, document_type: referenceId('o tipo do arquivo') }),
    response: dataEnvelope(evidenceFile),
    status: 201,
  }),
};

/** The largest side of a photo's thumbnail, in px: twice the 64 px square the screens draw it in (sharp on a phone's 2× screen). */
export const EVIDENCE_THUMBNAIL_PX = 160;

export const evidenceDownload = defineDownload({
  method: 'GET',
  path: '/maintenance/evidence/:uuid',
  summary:
    'Baixa um comprovante de execução (ou, com size=thumbnail, a miniatura de uma foto), se o chamador vê a execução (ou enviou o arquivo e ele ainda não foi usado); qualquer outro: 404',
  tag: 'maintenance',
  params: z.strictObject({ uuid: uuidParam }),
  /** `size=thumbnail`: a photo made small for its thumbnail, not the stored original (a phone on mobile data). */
  query: z.strictObject({ size: z.literal('thumbnail', { error: 'Tamanho de imagem inválido.' }).optional() }),
});
