import type { z } from 'zod';
import { moduleAllowed } from '#contract/module-access.ts';
import {
  ATTACHMENT_NOT_FOUND,
  CLOSING_ATTACHMENT_FORBIDDEN,
  isClosingAttachment,
  MISSING_ART_ATTACHMENT,
  needsArt,
  WRONG_STEP_ATTACHMENT,
  type ReformAttachment,
  type reformUploads,
  type WorkCategory,
} from '#contract/reforms.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Transaction } from '#server/db/client.ts';
import { reformAttachments } from '#server/db/schema.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { assertWithinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { forbidden, notFound } from '#server/platform/errors.ts';
import type { ReceivedUpload } from '#server/platform/http/uploads.ts';
import { stagedFiles } from '#server/platform/staged-files.ts';

/** A reform's papers: sent one by one while its form is filled in, claimed by the form (platform/staged-files.ts). */
export const reformPapers = stagedFiles({
  table: reformAttachments,
  ownerKey: 'reformId',
  prefix: 'reforms',
  notFoundMessage: ATTACHMENT_NOT_FOUND,
  field: 'attachments',
  jobName: 'reform-unclaimed-attachments',
});

const CONDOMINIUM_NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';
const REQUEST_PAPERS_FORBIDDEN = 'Só quem pede a reforma anexa o plano, a ART ou RRT e os projetos.';
/** Who sends the request's papers, and who the closing term's (those who may finish a reform). */
const REQUESTER_TYPES = ['master', 'sindico', 'morador'];
export const DECIDER_TYPES = ['master', 'sindico', 'engenheiro'];

type Row = typeof reformAttachments.$inferSelect;

export const toAttachment = (row: Row): ReformAttachment => ({
  uuid: row.id,
  kind: row.kind,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  created_at: row.createdAt,
});

/** Stores one paper of a reform being filled in, for the condominium the reform will belong to. */
export async function uploadAttachment(call: CallContext, storage: FileStorage, upload: ReceivedUpload<z.output<typeof reformUploads.attachment.fields>>): Promise<ReformAttachment> {
  const { condominium, kind } = upload.fields;
  assertWithinScope(call.scope, condominium, CONDOMINIUM_NOT_FOUND_MESSAGE);
  // SPEC §6 per condominium: a morador asks for reforms only where the plan has the module.
  const membership = call.caller.user.condominium.find((entry) => entry.uuid === condominium);
  if (call.caller.type === 'morador' && !(membership && moduleAllowed(call.caller.type, 'reforms', membership))) throw notFound(CONDOMINIUM_NOT_FOUND_MESSAGE);
  if (isClosingAttachment(kind) ? !DECIDER_TYPES.includes(call.caller.type) : !REQUESTER_TYPES.includes(call.caller.type)) {
    throw forbidden(isClosingAttachment(kind) ? CLOSING_ATTACHMENT_FORBIDDEN : REQUEST_PAPERS_FORBIDDEN);
  }
  return toAttachment(await reformPapers.store(call.inScope, storage, condominium, upload, { kind, uploadedBy: call.caller.userId }));
}

/**
 * Gives the reform exactly the papers its form names; work that needs a licensed professional must bring an ART
 * or RRT (NBR 16280). Returns the keys of the files the reform no longer names, to remove after the commit.
 */
export async function keepAttachments(
  tx: Transaction,
  call: Pick<CallContext, 'scope' | 'caller'>,
  reform: { id: string; condominiumId: string; categories: readonly WorkCategory[] },
  ids: readonly string[],
): Promise<string[]> {
  const papers = await reformPapers.named(tx, call.scope, reform, call.caller.userId, ids);
  if (papers.some((paper) => isClosingAttachment(paper.kind))) throw reformPapers.refused(WRONG_STEP_ATTACHMENT);
  if (needsArt(reform.categories) && !papers.some((paper) => paper.kind === 'art')) throw reformPapers.refused(MISSING_ART_ATTACHMENT);
  return reformPapers.claim(tx, call.scope, reform.id, ids);
}

/**
 * Adds the closing term's papers to a reform being finished: the caller's own, unclaimed, of the closing kinds. The
 * request's papers stay as they are.
 */
export async function addClosingAttachments(tx: Transaction, call: Pick<CallContext, 'scope' | 'caller'>, reform: { id: string; condominiumId: string }, ids: readonly string[]) {
  if (ids.length === 0) return;
  const papers = await reformPapers.named(tx, call.scope, reform, call.caller.userId, ids);
  // A paper the reform already has (the request's ART, say) is not part of the term.
  if (papers.some((paper) => paper.reformId !== null || !isClosingAttachment(paper.kind))) throw reformPapers.refused(WRONG_STEP_ATTACHMENT);
  const kept = (await reformPapers.ofOwner(tx, call.scope, reform.id)).map((paper) => paper.id);
  await reformPapers.claim(tx, call.scope, reform.id, [...kept, ...ids]);
}

export const attachmentsOf = async (tx: Transaction, scope: TenantScope, reformId: string) => (await reformPapers.ofOwner(tx, scope, reformId)).map(toAttachment);
