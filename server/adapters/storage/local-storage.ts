import { randomBytes, randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, isGeneratedKey, isKeyFolderName, type FileStorage, type ScannedEntry, type StoredObject } from './file-storage.ts';

/**
 * A write's temporary file: unique per write, so two uploads at once never share (or rename away) each other's,
 * and never a valid key, so nothing can open it before the rename.
 */
const temporaryName = () => `.${randomBytes(12).toString('hex')}.partial`;
const TEMPORARY_NAME = /^\.[0-9a-f]{24}\.partial$/;

/** `fallback` for what is not there (a folder never written to, a file removed since its folder was read). */
function unlessMissing<T>(fallback: T) {
  return (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  };
}

const modifiedAtOf = async (path: string) => (await stat(path).catch(unlessMissing(null)))?.mtime;

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

  /** The folder exists (it is made at the first upload otherwise) and this process may write in it. */
  async ping() {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK | constants.X_OK);
  }

  private pathOf(key: string) {
    assertSafeKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(prefix: string, body: Buffer, file: { contentType: string; extension: string }) {
    const key = `${prefix}/${randomUUID()}.${file.extension}`;
    const target = this.pathOf(key);
    const folder = dirname(target);
    await mkdir(folder, { recursive: true });
    const partial = join(folder, temporaryName());
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
    for await (const entry of this.scan(prefix)) if (entry.kind === 'stored') yield entry;
  }

  /** Walks only folders a key can pass through; anything else it meets is reported, never entered. */
  async *scan(prefix: string): AsyncIterable<ScannedEntry> {
    const folder = join(this.root, ...prefix.split('/'));
    const entries = await readdir(folder, { withFileTypes: true }).catch(unlessMissing([]));
    for (const entry of entries) {
      const name = `${prefix}/${entry.name}`;
      const path = join(folder, entry.name);
      if (entry.isDirectory() && isKeyFolderName(entry.name)) {
        yield* this.scan(name);
      } else if (entry.isFile() && isGeneratedKey(name)) {
        const modifiedAt = await modifiedAtOf(path);
        if (modifiedAt) yield { kind: 'stored', key: name, modifiedAt };
      } else if (entry.isFile() && TEMPORARY_NAME.test(entry.name)) {
        const modifiedAt = await modifiedAtOf(path);
        if (modifiedAt) yield { kind: 'temporary', name, modifiedAt, remove: () => rm(path, { force: true }) };
      } else {
        yield { kind: 'foreign', name };
      }
    }
  }
}
