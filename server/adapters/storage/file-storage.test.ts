import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage, ScannedEntry } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';
import { ORPHAN_GRACE_MS, sweepOrphanedFiles, type SweepLog } from './orphan-sweep.ts';
import { S3FileStorage } from './s3-storage.ts';

let folder: string;
let s3rver: S3rver;
let s3: S3FileStorage;
let s3Endpoint: string;
const BUCKET = 'zelo-test';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zelo-storage-'));
  // A real S3-compatible server on 127.0.0.1, keeping its objects in a folder of its own.
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(folder, 's3rver'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3FileStorage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3Endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  s3.close();
  await s3rver.close();
  await rm(folder, { recursive: true, force: true });
});

/** What `scan` found, one line each, sorted: the key of a stored file, the kind and name of anything else. */
async function scanned(storage: FileStorage, prefix: string) {
  const entries: ScannedEntry[] = [];
  for await (const entry of storage.scan(prefix)) entries.push(entry);
  return entries.map((entry) => (entry.kind === 'stored' ? entry.key : `${entry.kind} ${entry.name}`)).sort();
}

const adapters: [string, () => FileStorage][] = [
  ['local disk', () => new LocalFileStorage(join(folder, 'uploads'))],
  ['S3-compatible (s3rver)', () => s3],
];

describe.each(adapters)('%s', (_name, storageOf) => {
  it('stores under a key it generates, reads back the same bytes and removes', async () => {
    const storage = storageOf();
    const stored = await storage.put('docs/tenant-1', Buffer.from('conteúdo do arquivo'), { contentType: 'application/pdf', extension: 'pdf' });
    expect(stored).toEqual({ key: expect.stringMatching(/^docs\/tenant-1\/[0-9a-f-]{36}\.pdf$/), size: 20, contentType: 'application/pdf' });
    const opened = await storage.open(stored.key);
    expect(opened?.size).toBe(20);
    expect(await text(opened!.stream)).toBe('conteúdo do arquivo');

    await storage.remove(stored.key);
    expect(await storage.open(stored.key)).toBeNull();
  });

  it('gives parallel writes of the same bytes keys of their own', async () => {
    const storage = storageOf();
    const stored = await Promise.all(Array.from({ length: 12 }, () => storage.put('same/file', Buffer.from('x'), { contentType: 'text/plain', extension: 'txt' })));
    expect(new Set(stored.map((file) => file.key)).size).toBe(12);
    const listed = [];
    for await (const object of storage.list('same/file')) listed.push(object.key);
    expect(listed.sort()).toEqual(stored.map((file) => file.key).sort());
  });

  it('refuses keys it could not have generated', async () => {
    const storage = storageOf();
    for (const key of ['../etc/passwd', 'logos/../../x.webp', '/abs/x.png', 'logos/Nome Com Espaço.png']) {
      await expect(storage.open(key)).rejects.toThrow('Chave de arquivo inválida');
    }
  });
});

describe('local disk', () => {
  it('leaves no temporary file behind', async () => {
    const root = join(folder, 'atomic');
    const storage = new LocalFileStorage(root);
    await Promise.all(Array.from({ length: 8 }, () => storage.put('logos/a', Buffer.alloc(64 * 1024), { contentType: 'image/webp', extension: 'webp' })));
    const names = await readdir(join(root, 'logos', 'a'));
    expect(names.filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(names).toHaveLength(8);
  });

  it('tells the files it wrote from what a crashed write or someone else left, and lists only its own', async () => {
    const root = join(folder, 'scan');
    const storage = new LocalFileStorage(root);
    const stored = await storage.put('docs/c1', Buffer.from('x'), { contentType: 'application/pdf', extension: 'pdf' });
    const inside = (...names: string[]) => join(root, 'docs', 'c1', ...names);
    const partial = `.${'0f'.repeat(12)}.partial`;
    await writeFile(inside(partial), 'metade de um envio');
    await writeFile(inside('.DS_Store'), '');
    // A key's shape, but not a name `put` gives (a random UUID).
    await writeFile(inside('notes.txt'), 'anotações');
    await mkdir(inside('Digitalizações'));
    // Never entered: only folders a key can pass through are.
    await writeFile(inside('Digitalizações', `${randomUUID()}.pdf`), '');
    const keyLikeFolder = `${randomUUID()}.pdf`;
    await mkdir(inside(keyLikeFolder));

    expect(await scanned(storage, 'docs')).toEqual(
      [stored.key, 'foreign docs/c1/.DS_Store', 'foreign docs/c1/notes.txt', 'foreign docs/c1/Digitalizações', `foreign docs/c1/${keyLikeFolder}`, `temporary docs/c1/${partial}`].sort(),
    );
    const listed = [];
    for await (const object of storage.list('docs')) listed.push(object.key);
    expect(listed).toEqual([stored.key]);

    for await (const entry of storage.scan('docs')) if (entry.kind === 'temporary') await entry.remove();
    expect((await readdir(inside())).sort()).toEqual(['.DS_Store', 'notes.txt', 'Digitalizações', keyLikeFolder, stored.key.split('/').at(-1)].sort());
    await expect(storage.remove(`docs/c1/${partial}`)).rejects.toThrow('Chave de arquivo inválida');
  });
});

describe('S3-compatible (s3rver)', () => {
  it('reports objects under names it never gives as not its own, and lists only its own', async () => {
    const client = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    try {
      const stored = await s3.put('scan/c1', Buffer.from('x'), { contentType: 'application/pdf', extension: 'pdf' });
      for (const key of ['scan/c1/Relatório final.PDF', 'scan/c1/Digitalizações/', 'scan/c1/notes.txt']) {
        await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'x' }));
      }
      expect(await scanned(s3, 'scan')).toEqual([stored.key, 'foreign scan/c1/Digitalizações/', 'foreign scan/c1/Relatório final.PDF', 'foreign scan/c1/notes.txt'].sort());
      const listed = [];
      for await (const object of s3.list('scan')) listed.push(object.key);
      expect(listed).toEqual([stored.key]);
    } finally {
      client.destroy();
    }
  });
});

describe('the orphan sweep', () => {
  it('removes old files no row names, and keeps named ones and recent uploads', async () => {
    const root = join(folder, 'sweep');
    const storage = new LocalFileStorage(root);
    const put = () => storage.put('logos/c1', Buffer.from('img'), { contentType: 'image/webp', extension: 'webp' });
    const [named, orphan, recent] = [await put(), await put(), await put()];
    const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    for (const file of [named, orphan]) await utimes(join(root, ...file.key.split('/')), old, old);

    const owner = { prefix: 'logos', referenced: async (keys: string[]) => new Set(keys.filter((key) => key === named.key)) };
    expect(await sweepOrphanedFiles(storage, [owner])).toBe(1);
    expect(await storage.open(orphan.key)).toBeNull();
    expect(await storage.open(named.key)).not.toBeNull();
    expect(await storage.open(recent.key)).not.toBeNull();
  });

  it('logs and goes on past a file it cannot remove, rows it cannot read and a prefix it cannot scan', async () => {
    const root = join(folder, 'sweep-failures');
    let stuck = '';
    class FailingStorage extends LocalFileStorage {
      override async remove(key: string) {
        if (key === stuck) throw new Error('EIO: disco com defeito');
        await super.remove(key);
      }
      override async *scan(prefix: string) {
        if (prefix === 'unreadable') throw new Error('EACCES: sem permissão');
        yield* super.scan(prefix);
      }
    }
    const storage = new FailingStorage(root);
    const oldFile = async (prefix: string) => {
      const file = await storage.put(prefix, Buffer.from('img'), { contentType: 'image/webp', extension: 'webp' });
      const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
      await utimes(join(root, ...file.key.split('/')), old, old);
      return file.key;
    };
    const [unchecked, orphan] = [await oldFile('rows/c1'), await oldFile('logos/c1')];
    stuck = await oldFile('logos/c1');
    const logged: { level: keyof SweepLog; details: object }[] = [];
    const log: SweepLog = { warn: (details) => logged.push({ level: 'warn', details }), error: (details) => logged.push({ level: 'error', details }) };
    const noneReferenced = async () => new Set<string>();
    const owners = [
      { prefix: 'unreadable', referenced: noneReferenced },
      { prefix: 'rows', referenced: () => Promise.reject(new Error('banco fora do ar')) },
      { prefix: 'logos', referenced: noneReferenced },
    ];

    expect(await sweepOrphanedFiles(storage, owners, new Date(), log)).toBe(1);
    expect(await storage.open(orphan)).toBeNull();
    expect(await storage.open(stuck)).not.toBeNull();
    expect(await storage.open(unchecked)).not.toBeNull();
    expect(logged).toEqual(
      expect.arrayContaining([
        { level: 'error', details: expect.objectContaining({ prefix: 'unreadable' }) },
        { level: 'error', details: expect.objectContaining({ prefix: 'rows' }) },
        { level: 'warn', details: expect.objectContaining({ key: stuck }) },
      ]),
    );
  });
});
