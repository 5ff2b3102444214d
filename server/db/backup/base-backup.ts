import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { isAlive } from '#server/db/data-dir-lock.ts';
import { clusterDirOf, SUPERUSER_PASSWORD_FILE, superuserUrl } from '#server/db/embedded.ts';
import type { StagedBackup } from './archive.ts';

/** The embedded server running on a DATA_DIR: its postmaster's pid and a superuser connection URL. */
export interface RunningServer {
  pid: number;
  superuserUrl: string;
}

/**
 * The server holding `<dataDir>/postgres` now, from its `postmaster.pid` (PostgreSQL's documented lock file: line 1
 * the pid, line 4 the port, line 5 the socket folder, empty when it listens on TCP only); null when none runs.
 */
export async function runningServer(dataDir: string): Promise<RunningServer | null> {
  const lines = (await readFile(join(clusterDirOf(dataDir), 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid)) return null;
  const password = (await readFile(join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8')).trim();
  return { pid, superuserUrl: superuserUrl(password, port, lines[4]?.trim() || undefined) };
}

/**
 * What a base backup leaves out of the cluster (PostgreSQL docs, "Making a Base Backup Using the Low Level API", and
 * the lists pg_basebackup uses): files the running server owns or rebuilds, and the contents of folders it refills.
 */
const SKIPPED_AT_TOP = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_manifest', 'current_logfiles', 'postgresql.auto.conf.tmp']);
const EMPTIED_FOLDERS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

function inBaseBackup(relative: string, entry: Dirent) {
  const [top, ...rest] = relative.split('/');
  // The Unix socket's lock file (the socket itself is no regular file), temporary files, relation cache files.
  if (entry.name.startsWith('.s.PGSQL.') || entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') return false;
  if (rest.length === 0) return !(entry.isFile() && SKIPPED_AT_TOP.has(entry.name));
  // pg_wal keeps its subfolders (archive_status, summaries), empty; the WAL needed is added after pg_backup_stop.
  if (top === 'pg_wal') return entry.isDirectory();
  return !EMPTIED_FOLDERS.has(top!);
}

/** WAL segment names: timeline, then the segment number split into a "log" and a segment within it (8 hex digits each). */
function segmentsBetween(first: string, last: string, segmentBytes: number) {
  const perLog = 0x1_0000_0000 / segmentBytes;
  const numberOf = (name: string) => parseInt(name.slice(8, 16), 16) * perLog + parseInt(name.slice(16, 24), 16);
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
  const names: string[] = [];
  for (let segment = numberOf(first); segment <= numberOf(last); segment += 1) {
    names.push(`${first.slice(0, 8)}${hex(Math.floor(segment / perLog))}${hex(segment % perLog)}`);
  }
  return names;
}

/**
 * A base backup of the running embedded server into `staging` under `path`, with PostgreSQL's low-level API on one
 * superuser session: a temporary physical slot reserves the WAL from now on (no checkpoint may recycle a segment the
 * backup needs), `pg_backup_start` (fast: an immediate checkpoint), a copy of the cluster's files, `pg_backup_stop`,
 * its label file as `backup_label`, and the WAL segments from the start's to the stop's. pg_backup_stop writes the
 * backup-end record and switches to a new segment, so the stop's segment is complete when it is copied. The result
 * starts like the output of `pg_basebackup -X fetch`: crash recovery from backup_label, replaying to a consistent state
 * (no recovery.signal). Returns the server's version.
 */
export async function copyRunningCluster(dataDir: string, server: RunningServer, staging: StagedBackup, path: string): Promise<string> {
  const clusterDir = clusterDirOf(dataDir);
  const client = new pg.Client({ connectionString: server.superuserUrl });
  await client.connect();
  try {
    const slot = `zelo_backup_${randomBytes(6).toString('hex')}`;
    await client.query('select pg_create_physical_replication_slot($1, immediately_reserve => true, temporary => true)', [slot]);
    const { rows: [start] } = await client.query<{ lsn: string }>('select pg_backup_start($1, fast => true)::text as lsn', [`zelo ${new Date().toISOString()}`]);
    // Ending the session without pg_backup_stop (an error below) aborts the backup and drops the temporary slot.
    await staging.copyTree(clusterDir, path, inBaseBackup);
    const { rows: [stop] } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'select lsn::text, labelfile, spcmapfile from pg_backup_stop(wait_for_archive => false)',
    );
    await staging.writeFile(`${path}/backup_label`, stop!.labelfile);
    // Zelo creates no tablespace; the server would need the tablespaces' folders too, which this copy does not take.
    if (stop!.spcmapfile?.trim()) throw new Error('O banco embutido tem tablespaces, que a cópia de segurança não inclui.');

    const { rows: [wal] } = await client.query<{ first: string; last: string; segment_bytes: string }>(
      `select pg_walfile_name($1::pg_lsn) as first, pg_walfile_name($2::pg_lsn) as last,
              (select setting from pg_settings where name = 'wal_segment_size') as segment_bytes`,
      [start!.lsn, stop!.lsn],
    );
    const walDir = join(clusterDir, 'pg_wal');
    for (const segment of segmentsBetween(wal!.first, wal!.last, Number(wal!.segment_bytes))) {
      if (!(await staging.copyFile(join(walDir, segment), `${path}/pg_wal/${segment}`))) {
        throw new Error(`O segmento de WAL ${segment} sumiu durante a cópia de segurança.`);
      }
    }
    // A cluster on a later timeline (after a point-in-time recovery) needs the history of how it got there.
    for (const history of (await readdir(walDir)).filter((name) => name.endsWith('.history'))) {
      await staging.copyFile(join(walDir, history), `${path}/pg_wal/${history}`);
    }
    await client.query('select pg_drop_replication_slot($1)', [slot]);
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  } finally {
    await client.end();
  }
}
