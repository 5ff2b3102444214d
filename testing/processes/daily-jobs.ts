import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { productToday } from '#contract/calendar.ts';
import { LocalFileStorage } from '#server/adapters/storage/local-storage.ts';
import { BACKUP_JOB_NAME } from '#server/db/backup/backup-job.ts';
import { scheduledJobs } from '#server/modules/scheduled-jobs.ts';
import type { ApiServer } from '#testing/resilience/api-server.ts';
import type { Report } from './report.ts';

/** The first run of the day starts with each process; a few seconds at most on a fresh database. */
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * The job names of this build (the storage only shapes what the jobs do, never their names), and the daily backup's
 * when the processes have a BACKUP_DIR.
 */
const jobNames = (folder: string, backupDir?: string) => [
  ...scheduledJobs(new LocalFileStorage(folder)).map((job) => job.name),
  ...(backupDir ? [BACKUP_JOB_NAME] : []),
];

async function ranLines(server: ApiServer, job: string, today: string) {
  const log = await readFile(server.logFile, 'utf8');
  return log.split(`Tarefa agendada ${job} executada para ${today}.`).length - 1;
}

/**
 * Both processes started together and each ran its first round of the daily jobs at once: `scheduled_job_runs` holds
 * one finished row per job for today, and the two logs together say each job ran once.
 */
export async function checkDailyJobs(report: Report, servers: Record<'A' | 'B', ApiServer>, owner: pg.Pool, folder: string, backupDir?: string) {
  report.section('Tarefas diárias');
  const today = productToday();
  const names = jobNames(folder, backupDir);
  const observe = async () => {
    const { rows } = await owner.query<{ job: string; finished: boolean }>('select job, finished_at is not null as finished from scheduled_job_runs where run_on = $1', [today]);
    const logged = await Promise.all(names.map(async (job) => [await ranLines(servers.A, job, today), await ranLines(servers.B, job, today)] as const));
    return { rows, logged };
  };
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let seen = await observe();
  // Settled once every job has its finished row and its log line (the line follows the commit).
  while (Date.now() < deadline && !(seen.rows.length >= names.length && seen.rows.every((row) => row.finished) && seen.logged.every(([a, b]) => a + b >= 1))) {
    await delay(250);
    seen = await observe();
  }
  for (const [index, job] of names.entries()) {
    const [inA, inB] = seen.logged[index]!;
    const rows = seen.rows.filter((row) => row.job === job);
    report.check(
      rows.length === 1 && rows[0]!.finished && inA + inB === 1,
      `${job}: uma linha concluída em scheduled_job_runs para ${today}; executada ${inA}× em A e ${inB}× em B`,
      `${rows.length} linha(s)${rows.length > 0 && !rows[0]!.finished ? ' não concluída' : ''}`,
    );
  }
  const unknown = seen.rows.filter((row) => !names.includes(row.job)).map((row) => row.job);
  report.check(unknown.length === 0, 'nenhuma outra tarefa registrada hoje', unknown.join(', '));
  if (backupDir) {
    const archives = (await readdir(backupDir)).filter((name) => name.startsWith('zelo-backup-'));
    report.check(archives.length === 1, `a cópia diária (pg_dump) gravou um arquivo em BACKUP_DIR: ${archives.join(', ')}`, `${archives.length} arquivos`);
  }
}
