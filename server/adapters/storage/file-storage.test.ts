import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';
import { ORPHAN_GRACE_MS, sweepOrphanedFiles } from './orphan-sweep.ts';
import { S3FileStorage } from './s3-storage.ts';

let folder: string;
let s3rver: S3rver;
let s3: S3FileStorage;
const BUCKET = 'zelo-test';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'zelo-storage-'));
  // A real S3-compatible server on 127.0.0.1, keeping its objects in a folder of its own.
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(folder, 's3rver'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  s3 = new S3FileStorage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
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
});
