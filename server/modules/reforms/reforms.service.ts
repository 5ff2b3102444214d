import type { z } from 'zod';
import { apartmentLabel } from '#contract/apartments.ts';
import { moduleAllowed } from '#contract/module-access.ts';
import {
  REFORM_TRANSITION_NOT_ALLOWED,
  REFORM_TRANSITIONS,
  reformStatusLabels,
  type disapprovalForm,
  type finishForm,
  type Reform,
  type ReformAction,
  type ReformDetails,
  type reformForm,
} from '#contract/reforms.ts';
import type { Transaction } from '#server/db/client.ts';
import { snakeCased } from '#server/db/snake-cased.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { conflict, forbidden, invalid, notFound } from '#server/platform/errors.ts';
import { activePeopleOf, notifyUsers, type NewNotification } from '../notifications/notifications.service.ts';
import { addClosingAttachments, attachmentsOf, DECIDER_TYPES, keepAttachments } from './reform-attachments.ts';
import {
  apartmentFor,
  findReform,
  insertReform,
  insertReformEvent,
  listReforms,
  reformHistory,
  updateReformRow,
  type ReformReadership,
  type ReformRow,
  type ReformsListingRequest,
} from './reforms.repository.ts';

const NOT_FOUND_MESSAGE = 'Reforma não encontrada.';
const APARTMENT_NOT_FOUND_MESSAGE = 'Apartamento não encontrado.';

type Call = Pick<CallContext, 'scope' | 'caller' | 'actor'>;
type Form = z.output<typeof reformForm>;

/** SPEC §6 per condominium: a morador follows reforms only where the plan has the module; the staff always. */
export function readershipOf(call: Pick<CallContext, 'caller'>): ReformReadership {
  const { caller } = call;
  if (caller.type !== 'morador') return { kind: 'staff' };
  const condominiumIds = caller.user.condominium.filter((condominium) => moduleAllowed(caller.type, 'reforms', condominium)).map((condominium) => condominium.uuid);
  return { kind: 'resident', userId: caller.userId, condominiumIds };
}

const DECIDERS = DECIDER_TYPES;
const KEEPERS = ['master', 'sindico'];

/** What `call` may do to the reform now: its status, its active flag and the caller's type (the screens offer only these). */
export function actionsFor(row: ReformRow, call: Pick<CallContext, 'caller'>): ReformAction[] {
  const { type, userId } = call.caller;
  const { status, active } = row.reform;
  const actions: ReformAction[] = [];
  if (KEEPERS.includes(type)) actions.push(active ? 'inactivate' : 'activate');
  if (!active) return actions;
  const isRequester = row.reform.requesterId === userId;
  if ((isRequester && (REFORM_TRANSITIONS.edit.from as readonly string[]).includes(status)) || (KEEPERS.includes(type) && status === 'pending')) actions.push('edit');
  if (DECIDERS.includes(type)) {
    for (const action of ['approve', 'disapprove', 'finish'] as const) if ((REFORM_TRANSITIONS[action].from as readonly string[]).includes(status)) actions.push(action);
  }
  return actions;
}

function toReform(row: ReformRow, call: Pick<CallContext, 'caller'>): Reform {
  const r = row.reform;
  return {
    uuid: r.id,
    condominium: row.condominium,
    apartment: row.apartment,
    requester: row.requester,
    ...snakeCased(r, [
      'title', 'description', 'categories', 'startsOn', 'endsOn', 'professionalName', 'professionalRegistry', 'artNumber', 'company', 'workers',
      'status', 'active', 'createdAt', 'updatedAt',
    ]),
    disapproval_reason: r.status === 'disapproved' ? row.disapprovalReason : null,
    actions: actionsFor(row, call),
  };
}

export const listCondominiumReforms = (tx: Transaction, call: Call, request: ReformsListingRequest) =>
  listReforms(tx, call.scope, readershipOf(call), request, (row) => toReform(row, call));

async function details(tx: Transaction, call: Call, id: string): Promise<ReformDetails> {
  const row = await findReform(tx, call.scope, readershipOf(call), id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return { ...toReform(row, call), attachments: await attachmentsOf(tx, call.scope, id), history: await reformHistory(tx, call.scope, id) };
}

export const viewReform = details;

/** Whether the caller follows this reform (its attachments are then theirs to read). */
export const canReadReform = async (tx: Transaction, call: Call, id: string) => (await findReform(tx, call.scope, readershipOf(call), id)) !== null;

const formColumns = (form: Form) => ({
  title: form.title,
  description: form.description,
  categories: form.categories,
  startsOn: form.starts_on,
  endsOn: form.ends_on,
  professionalName: form.professional_name ?? null,
  professionalRegistry: form.professional_registry ?? null,
  artNumber: form.art_number ?? null,
  company: form.company ?? null,
  workers: form.workers.map((worker) => ({ name: worker.name, document: worker.document ?? null })),
});

/** The apartment a form names: the scope's, and for a morador one they are linked to (else it is not theirs to name). */
async function apartmentOf(tx: Transaction, call: Call, apartmentId: string) {
  const apartment = await apartmentFor(tx, call.scope, apartmentId, call.caller.userId);
  if (!apartment || (call.caller.type === 'morador' && !apartment.linked)) {
    throw invalid('VALIDATION_ERROR', APARTMENT_NOT_FOUND_MESSAGE, { apartment: [APARTMENT_NOT_FOUND_MESSAGE] });
  }
  return apartment;
}

async function announceSubmission(tx: Transaction, row: Pick<ReformRow, 'reform' | 'apartment'>) {
  const deciders = await activePeopleOf(tx, row.reform.condominiumId, ['sindico', 'engenheiro']);
  await notifyUsers(tx, deciders, notice(row.reform.id, 'Nova reforma para análise', `"${row.reform.title}" (apartamento ${apartmentLabel(row.apartment)}) aguarda análise.`), row.reform.condominiumId);
}

const notice = (reformId: string, title: string, description: string): NewNotification => ({
  title,
  description,
  route: `/reforms-register?reform=${reformId}`,
  icon: 'hammer',
});

/** A new reform, pending analysis; the síndicos and engenheiros of its condominium are told. */
export async function createReform(tx: Transaction, call: Call, form: Form): Promise<ReformDetails> {
  const apartment = await apartmentOf(tx, call, form.apartment);
  const id = await insertReform(tx, { ...formColumns(form), condominiumId: apartment.condominiumId, apartmentId: form.apartment, requesterId: call.caller.userId });
  await keepAttachments(tx, call, { id, condominiumId: apartment.condominiumId, categories: form.categories }, form.attachments);
  await insertReformEvent(tx, { condominiumId: apartment.condominiumId, reformId: id, action: 'submit', fromStatus: null, toStatus: 'pending', actorId: call.actor.userId });
  await recordAudit(tx, call.scope, call.actor, { condominiumId: apartment.condominiumId, action: 'create', entity: 'reform', entityId: id });
  const created = await findReform(tx, call.scope, readershipOf(call), id);
  await announceSubmission(tx, created!);
  return details(tx, call, id);
}

/** The reform `action` may change now, locked; otherwise 404 (not the caller's to see) or 409 (not in this status). */
async function lockedFor(tx: Transaction, call: Call, id: string, action: ReformAction): Promise<ReformRow> {
  const row = await findReform(tx, call.scope, readershipOf(call), id, { forUpdate: true });
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  if (!actionsFor(row, call).includes(action)) {
    if (action === 'edit' && call.caller.type === 'morador' && row.reform.requesterId !== call.caller.userId) throw forbidden('Só quem pediu a reforma pode alterá-la.');
    throw conflict(REFORM_TRANSITION_NOT_ALLOWED, refusal(row, action));
  }
  return row;
}

const verbs: Record<ReformAction, string> = {
  edit: 'alterada',
  approve: 'aprovada',
  disapprove: 'reprovada',
  finish: 'concluída',
  activate: 'ativada',
  inactivate: 'inativada',
};

function refusal(row: ReformRow, action: ReformAction) {
  if (action === 'activate' || action === 'inactivate') return `Esta reforma já está ${row.reform.active ? 'ativa' : 'inativa'}.`;
  if (!row.reform.active) return `Esta reforma está inativa: ela não pode ser ${verbs[action]}.`;
  return `Esta reforma está ${reformStatusLabels[row.reform.status].toLowerCase()}: ela não pode ser ${verbs[action]}.`;
}

/**
 * Corrects a reform; a disapproved one goes back to analysis, and its deciders are told again. Returns the keys of
 * the files of the attachments the form left out, to remove once this has committed.
 */
export async function updateReform(tx: Transaction, call: Call, id: string, form: Form): Promise<{ reform: ReformDetails; removedFiles: string[] }> {
  const row = await lockedFor(tx, call, id, 'edit');
  const apartment = await apartmentOf(tx, call, form.apartment);
  if (apartment.condominiumId !== row.reform.condominiumId) throw invalid('VALIDATION_ERROR', APARTMENT_NOT_FOUND_MESSAGE, { apartment: [APARTMENT_NOT_FOUND_MESSAGE] });
  const resubmitted = row.reform.status === 'disapproved';
  const removedFiles = await keepAttachments(tx, call, { id, condominiumId: row.reform.condominiumId, categories: form.categories }, form.attachments);
  await updateReformRow(tx, call.scope, id, { ...formColumns(form), apartmentId: form.apartment, status: REFORM_TRANSITIONS.edit.to });
  await insertReformEvent(tx, {
    condominiumId: row.reform.condominiumId,
    reformId: id,
    action: resubmitted ? 'submit' : 'edit',
    fromStatus: row.reform.status,
    toStatus: REFORM_TRANSITIONS.edit.to,
    actorId: call.actor.userId,
  });
  await recordAudit(tx, call.scope, call.actor, { condominiumId: row.reform.condominiumId, action: resubmitted ? 'resubmit' : 'update', entity: 'reform', entityId: id });
  if (resubmitted) await announceSubmission(tx, row);
  return { reform: await details(tx, call, id), removedFiles };
}

type Decision = { action: 'approve' } | { action: 'disapprove'; body: z.output<typeof disapprovalForm> } | { action: 'finish'; body: Pick<z.output<typeof finishForm>, 'notes'> };

const decisionNotices: Record<Decision['action'], (title: string, reason: string | null) => { title: string; description: string }> = {
  approve: (title) => ({ title: 'Reforma aprovada', description: `A reforma "${title}" foi aprovada.` }),
  disapprove: (title, reason) => ({ title: 'Reforma reprovada', description: `A reforma "${title}" foi reprovada: ${reason}` }),
  finish: (title) => ({ title: 'Reforma concluída', description: `A reforma "${title}" foi concluída.` }),
};

/** Approves, disapproves (with its reason) or finishes a reform, records the step and tells whoever asked for it. */
export async function decideReform(tx: Transaction, call: Call, id: string, decision: Decision, locked?: ReformRow): Promise<ReformDetails> {
  const row = locked ?? (await lockedFor(tx, call, id, decision.action));
  const to = REFORM_TRANSITIONS[decision.action].to;
  const reason = decision.action === 'disapprove' ? decision.body.reason : decision.action === 'finish' ? decision.body.notes : null;
  await updateReformRow(tx, call.scope, id, { status: to });
  await insertReformEvent(tx, { condominiumId: row.reform.condominiumId, reformId: id, action: decision.action, fromStatus: row.reform.status, toStatus: to, reason, actorId: call.actor.userId });
  await recordAudit(tx, call.scope, call.actor, { condominiumId: row.reform.condominiumId, action: decision.action, entity: 'reform', entityId: id });
  if (row.reform.requesterId) {
    const { title, description } = decisionNotices[decision.action](row.reform.title, reason);
    await notifyUsers(tx, [row.reform.requesterId], notice(id, title, description), row.reform.condominiumId);
  }
  return details(tx, call, id);
}

/** Finishes an approved reform with its closing term and the term's papers (the signed term, photos), in one transaction. */
export async function finishReform(tx: Transaction, call: Call, id: string, form: z.output<typeof finishForm>): Promise<ReformDetails> {
  const row = await lockedFor(tx, call, id, 'finish');
  await addClosingAttachments(tx, call, { id, condominiumId: row.reform.condominiumId }, form.attachments);
  return decideReform(tx, call, id, { action: 'finish', body: { notes: form.notes } }, row);
}

export async function setReformActive(tx: Transaction, call: Call, id: string, active: boolean): Promise<ReformDetails> {
  const row = await lockedFor(tx, call, id, active ? 'activate' : 'inactivate');
  await updateReformRow(tx, call.scope, id, { active });
  await insertReformEvent(tx, { condominiumId: row.reform.condominiumId, reformId: id, action: active ? 'activate' : 'inactivate', fromStatus: null, toStatus: null, actorId: call.actor.userId });
  await recordAudit(tx, call.scope, call.actor, { condominiumId: row.reform.condominiumId, action: active ? 'activate' : 'inactivate', entity: 'reform', entityId: id });
  return details(tx, call, id);
}
