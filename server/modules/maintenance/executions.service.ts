import type { z } from 'zod';
import { productToday } from '#contract/calendar.ts';
import { EVIDENCE_NOT_FOUND, PERFORMED_IN_FUTURE_MESSAGE, type EvidenceFile, type executionForm, type MaintenanceDetails, type MaintenanceRecord, type maintenanceUploads } from '#contract/maintenance.ts';
import { nextDueDate } from '#contract/maintenance-schedule.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Transaction } from '#server/db/client.ts';
import { maintenanceEvidence } from '#server/db/schema.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { assertWithinScope } from '#server/platform/access/tenancy.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import type { ReceivedUpload } from '#server/platform/http/uploads.ts';
import { stagedFiles } from '#server/platform/staged-files.ts';
import { findProgrammeItem, toEnabledMaintenance, updateProgrammeItem } from './programme.repository.ts';
import { MAINTENANCE_NOT_FOUND_MESSAGE } from './programme.service.ts';
import { findRecord, insertRecord, recordsOf } from './records.repository.ts';
import { activeIdsAmong, listReference } from './reference.repository.ts';

/** The evidence of executions: sent one by one while the form is filled in, claimed by it (platform/staged-files.ts). */
export const evidenceFiles = stagedFiles({
  table: maintenanceEvidence,
  ownerKey: 'recordId',
  prefix: 'maintenance',
  notFoundMessage: EVIDENCE_NOT_FOUND,
  field: 'evidence',
  jobName: 'maintenance-unclaimed-evidence',
});

type Call = Pick<CallContext, 'scope' | 'caller' | 'actor'>;
const RECORD_NOT_FOUND_MESSAGE = 'Execução não encontrada.';
const CONDOMINIUM_NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';
export const EARLIER_THAN_LAST_MESSAGE = 'Já há uma execução registrada depois desta data.';

/** Stores one evidence file of an execution being recorded, for the condominium of the maintenance. */
export async function uploadEvidence(call: CallContext, storage: FileStorage, upload: ReceivedUpload<z.output<typeof maintenanceUploads.evidence.fields>>): Promise<EvidenceFile> {
  const { condominium, document_type } = upload.fields;
  assertWithinScope(call.scope, condominium, CONDOMINIUM_NOT_FOUND_MESSAGE);
  const types = await call.inScope((tx) => listReference(tx, 'documentTypes'));
  const type = types.find((candidate) => candidate.id === document_type && candidate.active);
  if (!type) throw invalid('VALIDATION_ERROR', 'Tipo de arquivo não encontrado.', { document_type: ['Tipo de arquivo não encontrado.'] });
  const row = await evidenceFiles.store(call.inScope, storage, condominium, upload, { documentTypeId: type.id, uploadedBy: call.caller.userId });
  return { uuid: row.id, document_type: { id: type.id, name: type.name }, file_name: row.fileName, content_type: row.contentType, size: row.size, created_at: row.createdAt };
}

/**
 * Records an execution: it answers the maintenance's current due date, came late if performed after it, and the
 * next due date becomes one interval after the day it was performed (NBR 5674; issue 14). An execution dated
 * before the last one recorded would rewrite the programme's past: it is refused.
 */
export async function recordExecution(tx: Transaction, call: Call, form: z.output<typeof executionForm>): Promise<MaintenanceRecord> {
  const row = await findProgrammeItem(tx, call.scope, form.maintenance, { forUpdate: true });
  if (!row || !row.maintenance.active) throw invalid('VALIDATION_ERROR', MAINTENANCE_NOT_FOUND_MESSAGE, { maintenance: [MAINTENANCE_NOT_FOUND_MESSAGE] });
  const item = row.maintenance;
  const errors: Record<string, string[]> = {};
  if (form.performed_on > productToday()) errors.performed_on = [PERFORMED_IN_FUTURE_MESSAGE];
  else if (item.lastPerformedOn && form.performed_on < item.lastPerformedOn) errors.performed_on = [EARLIER_THAN_LAST_MESSAGE];
  if (!(await activeIdsAmong(tx, 'responsibleTypes', [form.responsible_type])).has(form.responsible_type)) errors.responsible_type = ['Tipo de responsável não encontrado.'];
  if (Object.keys(errors).length > 0) throw invalid('VALIDATION_ERROR', 'Verifique os dados informados.', errors);

  const doneLate = form.performed_on > item.nextDueOn;
  const id = await insertRecord(tx, {
    condominiumId: item.condominiumId,
    maintenanceId: item.id,
    performedOn: form.performed_on,
    dueOn: item.nextDueOn,
    doneLate,
    responsibleTypeId: form.responsible_type,
    company: form.company ?? null,
    professional: form.professional ?? null,
    artNumber: form.art_number ?? null,
    costCents: form.cost_cents ?? null,
    notes: form.notes ?? null,
    recordedBy: call.caller.userId,
  });
  const owner = { id, condominiumId: item.condominiumId };
  await evidenceFiles.named(tx, call.scope, owner, call.caller.userId, form.evidence);
  await evidenceFiles.claim(tx, call.scope, id, form.evidence);
  const interval = { unit: row.periodicity.interval_unit, amount: row.periodicity.interval_amount };
  await updateProgrammeItem(tx, call.scope, item.id, {
    lastPerformedOn: form.performed_on,
    lastDoneLate: doneLate,
    nextDueOn: nextDueDate({ startsOn: item.startsOn, lastPerformedOn: form.performed_on, interval }),
  });
  await recordAudit(tx, call.scope, call.actor, { condominiumId: item.condominiumId, action: 'perform', entity: 'maintenance', entityId: item.id });
  return (await findRecord(tx, call.scope, id))!;
}

export async function viewRecord(tx: Transaction, call: Call, id: string): Promise<MaintenanceRecord> {
  const record = await findRecord(tx, call.scope, id);
  if (!record) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  return record;
}

/** An enabled maintenance with every execution (maintenance-details/{id}). */
export async function maintenanceDetails(tx: Transaction, call: Call, id: string): Promise<MaintenanceDetails> {
  const row = await findProgrammeItem(tx, call.scope, id);
  if (!row) throw notFound(MAINTENANCE_NOT_FOUND_MESSAGE);
  return { ...toEnabledMaintenance(row, productToday()), records: await recordsOf(tx, call.scope, id) };
}

/** Whether the caller may read an execution (its evidence is then theirs to read). */
export const canReadRecord = async (tx: Transaction, call: Call, id: string) => (await findRecord(tx, call.scope, id)) !== null;
