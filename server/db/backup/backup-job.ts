import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { pruneBackups, takeBackup, type BackupSource } from './backup.ts';

/**
 * The daily backup into `dir`, keeping the newest `keep` archives.
 *
 * It runs inside the scheduled-jobs transaction that claimed the day, on purpose: a backup that fails rolls the claim
 * back, so the next tick tries again, and another process finds the job's advisory lock held and skips it at once
 * instead of starting a second backup. The cost, for the seconds to minutes a backup takes once a day: one pooled
 * connection, and an open transaction whose id holds back VACUUM's horizon. A separate lease would avoid that, at the
 * price of a second way to run a job once.
 */
export const BACKUP_JOB_NAME = 'backup';

export function backupJob(source: BackupSource, dir: string, keep: number): ScheduledJob {
  return {
    name: BACKUP_JOB_NAME,
    async run() {
      await takeBackup(source, dir);
      await pruneBackups(dir, keep);
    },
  };
}
