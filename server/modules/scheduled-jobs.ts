import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { documentExpiryJob } from './documents/document-expiry.ts';
import { reformPapers } from './reforms/reform-attachments.ts';

/** Every daily job of the modules; a module that works on a schedule (maintenance) adds its job here. */
export const scheduledJobs = (storage: FileStorage): readonly ScheduledJob[] => [documentExpiryJob, reformPapers.job(storage)];
