import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Config } from '#server/config.ts';
import { backupSourceOf } from '#server/db/backup/backup.ts';
import { backupJob } from '#server/db/backup/backup-job.ts';
import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { documentExpiryJob } from './documents/document-expiry.ts';
import { evidenceFiles } from './maintenance/executions.service.ts';
import { maintenanceNoticesJob } from './maintenance/maintenance-notices.ts';
import { reformPapers } from './reforms/reform-attachments.ts';

/**
 * Every daily job of the modules, and with the server's configuration the backup when BACKUP_DIR is set; a module that
 * works on a schedule adds its job here.
 */
export const scheduledJobs = (storage: FileStorage, config?: Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'backup'>): readonly ScheduledJob[] => [
  documentExpiryJob,
  maintenanceNoticesJob,
  reformPapers.job(storage),
  evidenceFiles.job(storage),
  ...(config?.backup.dir ? [backupJob(backupSourceOf(config), config.backup.dir, config.backup.keep)] : []),
];
