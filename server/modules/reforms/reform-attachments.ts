import type { z } from 'zod';
import { moduleAllowed } from '#contract/module-access.ts';
import { ATTACHMENT_NOT_FOUND, MISSING_ART_ATTACHMENT, needsArt, type ReformAttachment, type reformUploads, type WorkCategory } from '#contract/reforms.ts';
import { withStoredFile, type FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Transaction } from '#server/db/client.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { assertWithinScope, systemScope } from '#server/platform/access/tenancy.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import type { ReceivedUpload } from '#server/platform/http/uploads.ts';
import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { attachmentsAmong, deleteUnclaimedAttachments, findAttachment, insertAttachment, replaceAttachments, toAttachment } from './reform-attachments.repository.ts';

/** Keys `reforms/<condominium>/<random>.<extension>`. */
export const REFORMS_PREFIX = 'reforms';

/** An attachment no form claimed within this time was abandoned (a form closed before saving). */
export const UNCLAIMED_ATTACHMENT_HOURS = 24;

const CONDOMINIUM_NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';
const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado.';

type Fields = z.output<typeof reformUploads.attachment.fields>;

/** Stores one paper of a reform that is being filled in, for the condominium the reform will belong to. */
export async function uploadAttachment(call: CallContext, storage: FileStorage, upload: ReceivedUpload<Fields>): Promise<ReformAttachment> {
  const { condominium, kind } = upload.fields;
  assertWithinScope(call.scope, condominium, CONDOMINIUM_NOT_FOUND_MESSAGE);
  // SPEC §6 per condominium: a morador asks for reforms only where the plan has the module.
  const membership = call.caller.user.condominium.find((entry) => entry.uuid === condominium);
  if (call.caller.type === 'morador' && !(membership && moduleAllowed(call.caller.type, 'reforms', membership))) throw notFound(CONDOMINIUM_NOT_FOUND_MESSAGE);
  return withStoredFile(storage, `${REFORMS_PREFIX}/${condominium}`, upload, (key) =>
    call.inScope(async (tx) =>
      toAttachment(
        await insertAttachment(tx, {
          condominiumId: condominium,
          kind,
          storageKey: key,
          fileName: upload.fileName || `anexo.${upload.type.extension}`,
          contentType: upload.type.mime,
          size: upload.bytes.length,
          uploadedBy: call.caller.userId,
        }),
      ),
    ),
  );
}

const refused = (message: string) => invalid('VALIDATION_ERROR', message, { attachments: [message] });

/**
 * Gives the reform exactly the attachments its form names: each must be the reform's already, or one the caller
 * sent for its condominium and no reform claimed; work that needs a licensed professional must bring an ART or RRT
 * (NBR 16280). Returns the keys of the files the reform no longer names, to remove after the commit.
 */
export async function keepAttachments(
  tx: Transaction,
  call: Pick<CallContext, 'scope' | 'caller'>,
  reform: { id: string; condominiumId: string; categories: readonly WorkCategory[] },
  ids: readonly string[],
): Promise<string[]> {
  const rows = await attachmentsAmong(tx, call.scope, reform.condominiumId, ids);
  const usable = rows.filter((row) => row.reformId === reform.id || (row.reformId === null && row.uploadedBy === call.caller.userId));
  if (usable.length !== ids.length) throw refused(ATTACHMENT_NOT_FOUND);
  if (needsArt(reform.categories) && !usable.some((row) => row.kind === 'art')) throw refused(MISSING_ART_ATTACHMENT);
  return replaceAttachments(tx, call.scope, reform.id, ids);
}

/**
 * The stored file of an attachment, when the caller may read its reform (`canReadReform`), or sent it and no
 * reform claimed it yet; anything else is the same 404.
 */
export async function readableAttachment(
  tx: Transaction,
  call: Pick<CallContext, 'scope' | 'caller'>,
  id: string,
  canReadReform: (reformId: string) => Promise<boolean>,
) {
  const row = await findAttachment(tx, call.scope, id);
  const readable = row && (row.reformId === null ? row.uploadedBy === call.caller.userId : await canReadReform(row.reformId));
  if (!row || !readable) throw notFound(FILE_NOT_FOUND_MESSAGE);
  return { key: row.storageKey, contentType: row.contentType, fileName: row.fileName };
}

/** Removes files after the transaction that stopped naming them has committed; a failure leaves them to the sweep. */
export async function removeStoredFiles(storage: FileStorage, keys: readonly string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => {})));
}

/** Daily: the attachments of forms that were never saved go, rows first and their files after the commit. */
export function unclaimedAttachmentsJob(storage: FileStorage): ScheduledJob {
  return {
    name: 'reform-unclaimed-attachments',
    run: async (tx) => {
      const cutoff = new Date(Date.now() - UNCLAIMED_ATTACHMENT_HOURS * 60 * 60_000);
      const keys = await deleteUnclaimedAttachments(tx, systemScope('scheduled-jobs'), cutoff);
      return () => removeStoredFiles(storage, keys);
    },
  };
}
