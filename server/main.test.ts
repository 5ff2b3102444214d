import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_MS } from '#server/adapters/storage/orphan-sweep.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';

const BUCKET = 'zelo-start';
let folder: string;
let database: TestDatabase;
let s3rver: S3rver;
let s3Endpoint: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zelo-start-'));
  database = await createTestDatabase();
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(folder, 's3rver'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  s3Endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await s3rver.close();
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);

interface RunningZelo {
  url: string;
  /** The messages of the warnings it logged while starting. */
  warnings: string[];
}

/** `node server/main.ts` as `npm start` runs it, on the suite's database; resolves once it listens. */
function startZelo(env: Record<string, string>): Promise<RunningZelo> {
  const dataDir = join(folder, `data-${randomBytes(4).toString('hex')}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      BUILD_DIR: join(dataDir, 'build'),
      DATABASE_URL: database.url,
      DATABASE_APP_URL: database.appUrl,
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const logged: { level: number; msg: string }[] = [];
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stdout!.on('data', (chunk) => {
      const lines = (pending + String(chunk)).split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.startsWith('{')) logged.push(JSON.parse(line) as { level: number; msg: string });
      const listening = logged.map((line) => /^Server listening at (http:\S+)/.exec(line.msg)).find(Boolean);
      if (listening) resolve({ url: listening[1]!, warnings: logged.filter((line) => line.level === 40).map((line) => line.msg) });
    });
    child.once('exit', (code) => reject(new Error(`O Zelo saiu com ${code} ao iniciar: ${stderr}`)));
  });
}

async function stopZelo() {
  const child = children.at(-1)!;
  child.kill('SIGTERM');
  if (child.exitCode === null) await once(child, 'exit');
}

async function answersStates(url: string) {
  const response = await fetch(`${url}/api/v1/states`);
  return response.status === 200 && ((await response.json()) as { data: unknown[] }).data.length === 27;
}

// Each test starts a whole Zelo process (tsx, migrations, plugins): seconds on a busy machine.
describe('a start after a crash mid-upload', { timeout: 60_000 }, () => {
  it('on local disk: removes the stale temporary file and the orphan, leaves what it did not write, and serves', async () => {
    const dataDir = join(folder, 'local');
    const documents = join(dataDir, 'uploads', 'documents', randomUUID());
    await mkdir(join(documents, 'Digitalizações'), { recursive: true });
    const planted = {
      partial: join(documents, `.${randomBytes(12).toString('hex')}.partial`),
      orphan: join(documents, `${randomUUID()}.pdf`),
      stray: join(documents, 'Thumbs.db'),
      inFolder: join(documents, 'Digitalizações', 'scan 1.pdf'),
    };
    for (const path of Object.values(planted)) await writeFile(path, '%PDF-1.7');
    for (const path of [...Object.values(planted), join(documents, 'Digitalizações')]) await utimes(path, old, old);

    const zelo = await startZelo({ DATA_DIR: dataDir, BUILD_DIR: join(dataDir, 'build') });
    try {
      expect(await answersStates(zelo.url)).toBe(true);
      expect((await readdir(documents)).sort()).toEqual(['Digitalizações', 'Thumbs.db']);
      expect(await readdir(join(documents, 'Digitalizações'))).toEqual(['scan 1.pdf']);
      expect(zelo.warnings).toEqual(
        expect.arrayContaining([expect.stringContaining('Thumbs.db'), expect.stringMatching(/Digitalizações$/)]),
      );
    } finally {
      await stopZelo();
    }
  });

  it('on S3: removes the orphan, leaves objects under names it never gives, and serves', async () => {
    const client = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const prefix = `documents/${randomUUID()}`;
    const keys = { orphan: `${prefix}/${randomUUID()}.pdf`, foreign: `${prefix}/Relatório final.PDF`, folder: `${prefix}/Digitalizações/` };
    try {
      for (const key of Object.values(keys)) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: '%PDF-1.7' }));
      // s3rver reports an object's LastModified from its file's mtime.
      for (const key of Object.values(keys)) {
        const segments = key.split('/');
        await utimes(join(folder, 's3rver', BUCKET, ...segments.slice(0, -1), `${segments.at(-1)}._S3rver_object`), old, old);
      }

      const zelo = await startZelo({
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3Endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      try {
        expect(await answersStates(zelo.url)).toBe(true);
        const left = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/` }));
        expect((left.Contents ?? []).map((object) => object.Key).sort()).toEqual([keys.folder, keys.foreign]);
        expect(zelo.warnings).toEqual(expect.arrayContaining([expect.stringContaining(keys.foreign), expect.stringContaining(keys.folder)]));
      } finally {
        await stopZelo();
      }
    } finally {
      client.destroy();
    }
  });
});
