import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '#contract/calendar.ts';
import { appRoleUrl } from '#server/db/app-role.ts';
import { connectDatabase } from '#server/db/client.ts';
import { openDatabase } from '#server/db/database.ts';
import { scheduledJobRuns } from '#server/db/schema.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import type { TestDatabase } from '#server/test/database.ts';
import { databaseUrl } from '#server/test/database-server.ts';
import { TEST_PASSWORD } from '#server/test/fixtures.ts';
import { databaseSnapshot } from '#server/test/tenant-records.ts';
import { buildTenants } from '#server/test/tenants.ts';
import { startMailedTestApp, type MailedTestApp } from '#server/test/test-app.ts';
import { ApiClient } from '#testing/resilience/api-client.ts';
import { Ledger } from '#testing/resilience/ledger.ts';
import { seededRandom } from '#testing/resilience/random.ts';
import { referenceIds, ServerGate, Writer } from '#testing/resilience/writer.ts';
import { backupJob } from './backup-job.ts';
import { pruneBackups, takeBackup, type Backup, type BackupSource } from './backup.ts';
import { runningServer } from './base-backup.ts';
import { restoreBackup } from './restore.ts';

const silent = { info: () => {}, warn: () => {} };
const say = (line: string) => process.stdout.write(`${line}\n`);
let parent: string;

/** The embedded instance of `dataDir`, started as main.ts starts it, as the database of a test app (owner and app role). */
async function openEmbedded(dataDir: string): Promise<TestDatabase> {
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const opened = await openDatabase({ dataDir, databaseUrl: undefined, databaseAppUrl: undefined }, silent);
  const server = (await runningServer(dataDir))!;
  const url = databaseUrl(server.superuserUrl, 'zelo');
  const owner = connectDatabase(url, { max: 3 });
  const appPassword = (await readFile(join(dataDir, 'zelo-app-password'), 'utf8')).trim();
  return {
    ...owner,
    url,
    appUrl: appRoleUrl(url, appPassword),
    async close() {
      await owner.close();
      await opened.close();
    },
  };
}

/** SHA-256 of every file under `folder`, by path relative to it. */
async function filesOf(folder: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!existsSync(folder)) return found;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(path.slice(folder.length + 1), createHash('sha256').update(await readFile(path)).digest('hex'));
  }
  return found;
}

const sourceDir = () => join(parent, 'source');
const sourceOf = (dataDir: string): BackupSource => ({ dataDir, uploadsOnDisk: true, pgDump: 'pg_dump' });

let t: MailedTestApp;
let master: { id: string; email: string; token: string };
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'zelo-backup-'));
  // Run as root, PostgreSQL runs as `postgres` and must reach its clusters inside.
  await chmod(parent, 0o755);
  t = await startMailedTestApp({ DATA_DIR: sourceDir() }, { database: await openEmbedded(sourceDir()) });
  master = await t.signedIn('master');
  await buildTenants(t, { ...master, type: 'master' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(parent, { recursive: true, force: true });
});

/** Tables kept by triggers from the others (decision 019): a new row elsewhere changes or adds rows here. */
const DERIVED = (table: string) => table === 'dashboard_counts';

describe('a backup of the embedded instance', { timeout: 120_000 }, () => {
  it('taken while a writer commits, restores elsewhere to what was committed, with every file, and serves sign-in', async () => {
    const before = await databaseSnapshot(t.db);
    const filesBefore = await filesOf(join(sourceDir(), 'uploads'));

    // The resilience writer, as the master over HTTP: it keeps creating records of every module, with files.
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const api = new ApiClient(baseUrl, master.token);
    const gate = new ServerGate();
    gate.open(api);
    const ledger = new Ledger();
    const refusals: string[] = [];
    const writer = new Writer('w', gate, ledger, await referenceIds(api), seededRandom(25), refusals);
    let writing = true;
    const written = writer.run(() => !writing);
    while (ledger.records.length < 3) await new Promise((wake) => setTimeout(wake, 20));

    const acknowledgedBefore = ledger.records.length;
    const began = Date.now();
    let backup: Backup;
    try {
      backup = await takeBackup(sourceOf(sourceDir()), join(parent, 'backups'));
    } finally {
      writing = false;
      await written;
    }
    const backupMs = Date.now() - began;
    expect(refusals).toEqual([]);

    const restoredDir = join(parent, 'restored');
    await mkdir(restoredDir, { mode: 0o755 });
    await restoreBackup(backup.path, restoredDir);
    const restored = await startMailedTestApp({ DATA_DIR: restoredDir }, { database: await openEmbedded(restoredDir) });
    try {
      const after = await databaseSnapshot(restored.db);

      // Every row committed before the backup is there unchanged; every other one is the writer's.
      const writerMarks = [...new Set(ledger.records.flatMap((record) => [record.id, ...('email' in record ? [record.email] : [])]))];
      const extras: string[] = [];
      const lines: string[] = [];
      for (const table of Object.keys(before).sort()) {
        const restoredRows = new Set(after[table]);
        const beforeRows = new Set(before[table]);
        const added = after[table]!.filter((row) => !beforeRows.has(row));
        if (DERIVED(table)) {
          // Counts only grow and words only come while records are added: each key of before is still there.
          const keyOf = (row: string) => JSON.stringify({ ...(JSON.parse(row) as object), n: undefined });
          const restoredKeys = new Set(after[table]!.map(keyOf));
          expect(before[table]!.filter((row) => !restoredKeys.has(keyOf(row))), `${table}: chaves perdidas`).toEqual([]);
          lines.push(`  ${table}: ${before[table]!.length} → ${after[table]!.length} (mantida por gatilhos: nenhuma chave perdida)`);
          continue;
        }
        expect(before[table]!.filter((row) => !restoredRows.has(row)), `${table}: linhas perdidas ou alteradas`).toEqual([]);
        extras.push(...added.filter((row) => !writerMarks.some((mark) => row.includes(mark))).map((row) => `${table}: ${row}`));
        lines.push(`  ${table}: ${before[table]!.length} de antes, todas iguais${added.length ? `; + ${added.length} do escritor` : ''}`);
      }
      expect(extras, 'linhas a mais que o escritor não gravou').toEqual([]);

      // What the writer had acknowledged before the backup started is there, each file with its SHA-256.
      const present = new Set(Object.values(after).flat().flatMap((row) => Object.values(JSON.parse(row) as Record<string, unknown>)));
      expect(ledger.records.slice(0, acknowledgedBefore).filter((record) => !present.has(record.id))).toEqual([]);
      const filesAfter = await filesOf(join(restoredDir, 'uploads'));
      // Every file a restored row names is there: a document version with the SHA-256 it recorded, the writer's
      // papers with the SHA-256 of the bytes it sent, logos and pictures.
      const { rows: stored } = await restored.db.execute<{ id: string; key: string; sha256: string | null }>(
        sql`select id, storage_key as key, sha256 from document_versions
            union all select id, storage_key, null from reform_attachments union all select id, storage_key, null from maintenance_evidence
            union all select id, logo, null from condominiums where logo is not null union all select id, profile_picture, null from users where profile_picture is not null`,
      );
      const sentSha256 = new Map(ledger.records.flatMap((record) => ('sha256' in record ? [[record.id, record.sha256] as const] : [])));
      const expectedSha256 = (file: { id: string; sha256: string | null }) => file.sha256 ?? sentSha256.get(file.id);
      expect(stored.filter((file) => !filesAfter.has(file.key) || (expectedSha256(file) && filesAfter.get(file.key) !== expectedSha256(file))).map((file) => file.key)).toEqual([]);
      expect([...filesBefore].filter(([path, sha256]) => filesAfter.get(path) !== sha256).map(([path]) => path)).toEqual([]);

      // PostgreSQL's own checks of the restored cluster: every B-tree index against its table (each row indexed), every heap.
      await restored.db.execute(sql`create extension if not exists amcheck`);
      const { rows: [checked] } = await restored.db.execute<{ indexes: number; tables: number; corrupt: number }>(sql`
        select (select count(bt_index_check(c.oid, true)) from pg_class c join pg_am a on a.oid = c.relam
                 where a.amname = 'btree' and c.relkind = 'i' and c.relnamespace = 'public'::regnamespace)::int as indexes,
               (select count(*) from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace)::int as tables,
               (select count(*) from pg_class c, lateral verify_heapam(c.oid) where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace)::int as corrupt`);
      expect(checked!.corrupt).toBe(0);

      const signIn = await restored.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: master.email, password: TEST_PASSWORD } });
      expect(signIn.statusCode, signIn.body).toBe(200);

      say(
        [
          `Cópia: ${(backup.bytes / 1024 / 1024).toFixed(1)} MB, ${backup.manifest.fileCount} arquivos, ${backupMs} ms, PostgreSQL ${backup.manifest.postgresVersion}.`,
          `Escritor: ${acknowledgedBefore} registros confirmados antes da cópia, ${ledger.records.length - acknowledgedBefore} durante e logo depois; ` +
            `${ledger.records.filter((record) => present.has(record.id)).length} deles estão na cópia restaurada.`,
          `Linhas comparadas, por tabela:`,
          ...lines,
          `Arquivos: ${filesBefore.size} de antes da cópia e ${stored.length} citados pelo banco restaurado conferidos (SHA-256 onde o banco ou o escritor o sabe) (${filesAfter.size} restaurados).`,
          `amcheck no restaurado: ${checked!.indexes} índices B-tree (com cada linha indexada) e ${checked!.tables} tabelas sem corrupção.`,
          `Entrada no restaurado (POST /api/v1/auth): ${signIn.statusCode}.`,
        ].join('\n'),
      );
    } finally {
      await restored.close();
    }
  });

  it('is refused a restore into a folder that is not empty, which it leaves as it was', async () => {
    const backups = join(parent, 'backups');
    const [archive] = (await readdir(backups)).filter((name) => name.endsWith('.tar.gz'));
    const occupied = join(parent, 'occupied');
    await mkdir(occupied);
    await writeFile(join(occupied, 'notas.txt'), 'não apagar');
    await expect(restoreBackup(join(backups, archive!), occupied)).rejects.toThrow(`A pasta ${occupied} não está vazia: a restauração só grava numa pasta vazia.`);
    expect(await readdir(occupied)).toEqual(['notas.txt']);
  });

  it('runs daily once when two processes race, keeping the newest BACKUP_KEEP archives and removing what a killed one left', async () => {
    const folder = join(parent, 'daily');
    await mkdir(folder);
    const old = ['zelo-backup-2026-01-01T03-00-00-000Z.tar.gz', 'zelo-backup-2026-01-02T03-00-00-000Z.tar.gz', 'zelo-backup-2026-01-03T03-00-00-000Z.tar.gz'];
    for (const name of [...old, 'notas.txt']) await writeFile(join(folder, name), 'antiga');
    // What a backup killed two days ago left: its staging folder and its partial archive.
    const killed = join(folder, '.zelo-backup-Ab12Cd');
    await mkdir(join(killed, 'postgres'), { recursive: true });
    await writeFile(`${killed}.partial`, 'metade');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    for (const path of [killed, `${killed}.partial`]) await utimes(path, twoDaysAgo, twoDaysAgo);
    const job = backupJob(sourceOf(sourceDir()), folder, 2);
    const log = pino({ level: 'silent' });
    const today = productToday();
    await Promise.all([runDueJobs(t.appDb, [job], log, today), runDueJobs(t.appDb, [job], log, today)]);

    const left = (await readdir(folder)).sort();
    expect(left).toHaveLength(3);
    expect(left.slice(0, 2)).toEqual(['notas.txt', old[2]]);
    expect(left[2]).toMatch(/^zelo-backup-.*\.tar\.gz$/);
    expect(await t.db.$count(scheduledJobRuns, eq(scheduledJobRuns.job, 'backup'))).toBe(1);
    expect(await pruneBackups(folder, 2)).toEqual([]);
  });

  it('with DATABASE_URL, refuses a pg_dump of another major version than the server', async () => {
    const fakePgDump = join(parent, 'pg_dump-9');
    await writeFile(fakePgDump, '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
    const server = (await runningServer(sourceDir()))!;
    await expect(
      takeBackup({ dataDir: join(parent, 'external'), databaseUrl: databaseUrl(server.superuserUrl, 'zelo'), uploadsOnDisk: false, pgDump: fakePgDump }, join(parent, 'dumps')),
    ).rejects.toThrow(/O pg_dump \(".*pg_dump-9"\) é da versão 9 e o servidor do DATABASE_URL é PostgreSQL 18: use o pg_dump 18/);
    expect(await readdir(join(parent, 'dumps'))).toEqual([]);
  });
});
