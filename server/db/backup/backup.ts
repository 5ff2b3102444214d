import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '#server/config.ts';
import { StagedBackup, type Manifest } from './archive.ts';
import { copyRunningCluster, runningServer } from './base-backup.ts';
import { dumpDatabase } from './pg-dump.ts';

/** What a backup reads, from the server's own configuration. */
export interface BackupSource {
  dataDir: string;
  /** Unset: the embedded server under DATA_DIR. */
  databaseUrl?: string;
  /** Whether uploads live in `<DATA_DIR>/uploads` (not in S3, whose bucket keeps its own versions). */
  uploadsOnDisk: boolean;
  pgDump: string;
}

export const backupSourceOf = (config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'backup'>): BackupSource => ({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  uploadsOnDisk: !config.s3,
  pgDump: config.backup.pgDump,
});

/** Archives are named by their UTC time, so that their names sort as their ages. */
const ARCHIVE_NAME = /^zelo-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/;
const archiveName = (at: Date) => `zelo-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

export interface Backup {
  path: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * One archive of the running instance in `outDir`: the database (a base backup of the embedded server, with the
 * secret files beside its cluster; or a pg_dump of DATABASE_URL), then the uploaded files when they are on disk. The
 * files come after the database, so every file a row names is there, unless it was removed meanwhile (a logo or a
 * picture replaced during the backup: the restored row names the old file, which is then missing).
 */
export async function takeBackup(source: BackupSource, outDir: string, now = new Date()): Promise<Backup> {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  // Beside the archive, on the same disk: the staging folder holds a copy as large as what it backs up.
  const staging = new StagedBackup(await mkdtemp(join(outDir, '.zelo-backup-')));
  try {
    let about: Pick<Manifest, 'database' | 'postgresVersion'>;
    if (source.databaseUrl) {
      const version = await dumpDatabase(source.pgDump, source.databaseUrl, staging.pathOf('database.dump'));
      await staging.adopt('database.dump');
      about = { database: 'pg_dump', postgresVersion: version };
    } else {
      const server = await runningServer(source.dataDir);
      if (!server) throw new Error(`Nenhum PostgreSQL embutido está rodando com os dados em ${source.dataDir}.`);
      about = { database: 'embedded-postgres', postgresVersion: await copyRunningCluster(source.dataDir, server, staging, 'postgres') };
      await copySecrets(source.dataDir, staging);
    }
    const uploads = join(source.dataDir, 'uploads');
    if (source.uploadsOnDisk && existsSync(uploads)) await staging.copyTree(uploads, 'uploads');

    const path = join(outDir, archiveName(now));
    const manifest = await staging.seal(path, { ...about, createdAt: now.toISOString() });
    return { path, bytes: (await stat(path)).size, manifest };
  } finally {
    await rm(staging.root, { recursive: true, force: true });
  }
}

/**
 * The passwords kept beside the cluster (`postgres-password`, the superuser's; `zelo-app-password`, the app role's):
 * the restored server starts with them.
 */
async function copySecrets(dataDir: string, staging: StagedBackup) {
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('-password')) await staging.copyFile(join(dataDir, entry.name), entry.name);
  }
}

/** A backup's staging folder and partial archive, left behind when its process was killed. */
const STAGING_NAME = /^\.zelo-backup-\w{6}(\.partial)?$/;
/** Longer than any backup takes: younger leftovers may belong to a backup still running in another process. */
const STALE_STAGING_MS = 24 * 60 * 60_000;

/**
 * Removes all but the newest `keep` archives in `outDir`, and what a killed backup left a day ago or more; returns
 * the names removed. Other files are left alone.
 */
export async function pruneBackups(outDir: string, keep: number, now = new Date()): Promise<string[]> {
  const names = await readdir(outDir);
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of names.filter((candidate) => STAGING_NAME.test(candidate))) {
    const modified = (await stat(join(outDir, name)).catch(() => null))?.mtimeMs;
    if (modified !== undefined && now.getTime() - modified >= STALE_STAGING_MS) removed.push(name);
  }
  for (const name of removed) await rm(join(outDir, name), { recursive: true, force: true });
  return removed;
}
