import type { z } from 'zod';
import { pathFor } from '#contract/endpoint.ts';
import { reformAttachmentDownload, reformsEndpoints, reformUploads, type ReformAttachment, type ReformAttachmentFields, type reformForm } from '#contract/reforms.ts';
import { uploadFormData } from '#contract/uploads.ts';
import { createModuleApi } from '#src/api/module-api.ts';
import { downloadBlob } from '#src/lib/download.ts';
import { http } from '#src/lib/http.ts';
import { uploadWithProgress } from '#src/lib/upload.ts';

const { listing, show, store, update, activate, inactivate, approve, disapprove, finish } = reformsEndpoints;

export type ReformBody = z.output<typeof reformForm>;

/**
 * GET /reforms/listing, /show/{uuid}; POST /store, /update/{uuid}; PUT /active, /inactive, and the steps of the
 * NBR 16280 workflow: /approve, /disapprove (with the reason), /finish (with the closing term).
 */
export const reformApi = createModuleApi('reforms', { listing, show, store, update, activate, inactivate, transitions: { approve, disapprove, finish } });

export const reformQueries = reformApi.queries;

/** The condominium of the reform (the attachment is stored in its tenant) and the kind of paper, with the file. */
export interface AttachmentUpload extends ReformAttachmentFields {
  file: File;
  onProgress: (fraction: number) => void;
}

/**
 * POST /reforms/attachments (multipart): one paper of the reform, sent as soon as it is chosen, with its progress.
 * The form then names it among its `attachments`.
 */
export function uploadReformAttachment({ file, onProgress, ...fields }: AttachmentUpload): Promise<ReformAttachment> {
  const formData = uploadFormData(reformUploads.attachment, fields, file);
  return uploadWithProgress(reformUploads.attachment, { formData, onProgress }).then((result) => result.data);
}

/** GET /reforms/attachments/{uuid}: the attachment's bytes, saved under its name (a failure is only logged, SPEC §8). */
export function downloadReformAttachment(attachment: Pick<ReformAttachment, 'uuid' | 'file_name'>): Promise<void> {
  const path = pathFor(reformAttachmentDownload, { uuid: attachment.uuid }).replace(/^\//, '');
  return downloadBlob(() => http.get(path).blob(), attachment.file_name);
}
