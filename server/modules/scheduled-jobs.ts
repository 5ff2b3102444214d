import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { documentExpiryJob } from './documents/document-expiry.ts';
import { evidenceFiles } from './maintenance/executions.service.ts';
import { maintenanceNoticesJob } from './maintenance/maintenance-notices.ts';
import { reformPapers } from './reforms/reform-attachments.ts';

/** Every daily job of the modules; a module that works on a schedule adds its job here. */
export const scheduledJobs = (storage: FileStorage): readonly ScheduledJob[] => [documentExpiryJob, maintenanceNoticesJob, reformPapers.job(storage), evidenceFiles.job(storage)];
