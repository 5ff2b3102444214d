import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertSafeKey, type FileStorage, type StoredObject } from './file-storage.ts';

/** fsync of a folder, so that a rename inside it survives a power cut. */
async function syncFolder(folder: string) {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Files under `<DATA_DIR>/uploads`, written atomically: a unique temporary file, fsync, rename, fsync of the folder. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    assertSafeKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(prefix: string, body: Buffer, file: { contentType: string; extension: string }) {
    const key = `${prefix}/${randomUUID()}.${file.extension}`;
    const target = this.pathOf(key);
    const folder = dirname(target);
    await mkdir(folder, { recursive: true });
    // Unique per write: two uploads at once never share (or rename away) each other's temporary file.
    const partial = join(folder, `.${randomBytes(12).toString('hex')}.partial`);
    const handle = await open(partial, 'wx', 0o640);
    try {
      await handle.writeFile(body);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(partial, { force: true });
      throw error;
    }
    await handle.close();
    await rename(partial, target);
    await syncFolder(folder);
    return { key, size: body.length, contentType: file.contentType };
  }

  async open(key: string) {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const folder = join(this.root, ...prefix.split('/'));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.root, path).split(sep).join('/');
      const info = await stat(path).catch(() => null);
      if (info) yield { key, modifiedAt: info.mtime };
    }
  }
}
