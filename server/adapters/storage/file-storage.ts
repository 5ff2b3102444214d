import type { Readable } from 'node:stream';
import { mayHaveCommitted } from '#server/platform/access/unit-of-work.ts';

/** A stored file as its owner records it: the key the server generated, its size and its type. */
export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** What a storage finds under a prefix, sorted by whose it is. */
export type ScannedEntry =
  /** A file this storage wrote, under a key it generated. */
  | ({ kind: 'stored' } & StoredObject)
  /**
   * What a write cut short left behind (a crash mid-upload). It has no key, so `remove` refuses it: the storage
   * that wrote it hands over how to remove it.
   */
  | { kind: 'temporary'; name: string; modifiedAt: Date; remove: () => Promise<void> }
  /** Anything else — a stray file, a folder, a name no key has: not this storage's to touch. */
  | { kind: 'foreign'; name: string };

/**
 * Where uploaded files live (ARCHITECTURE §9): local disk under DATA_DIR by default, an S3-compatible bucket
 * when several API processes share them. Keys are always generated here, never taken from a client.
 *
 * The owner of a file follows one order, so that no row ever names a missing file: `put` (durable when it
 * resolves), then the row in a transaction, then `remove` of the file the row named before. A crash in between
 * leaves only unreferenced files, which `sweepOrphanedFiles` removes at the next start.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under a new key `<prefix>/<random>.<extension>`. */
  put(prefix: string, body: Buffer, file: { contentType: string; extension: string }): Promise<StoredFile>;
  /** The file's bytes as a stream, or null when there is no such key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every key under `prefix`, with when it was written. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Everything under `prefix`: the files `put` wrote (`isGeneratedKey`), and what else lies there (for the orphan sweep). */
  scan(prefix: string): AsyncIterable<ScannedEntry>;
  /** Throws when files could not be written now (the readiness check): the bucket or the folder is out of reach. */
  ping(signal: AbortSignal): Promise<void>;
}

/** Keys look like `logos/3f2c…/9b1d….webp`: lowercase path segments, nothing a client could steer elsewhere. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.[a-z0-9]+$/;

/** Whether `key` has the shape of a key this storage generates (nothing else can name a stored file). */
export const isSafeKey = (key: string) => SAFE_KEY.test(key);

/**
 * Whether `key` is one `put` generates, its file named by a random UUID: only those are the orphan sweep's to remove.
 * A file dropped beside them by hand ("notes.txt") may have a key's shape, but it was not written by this storage.
 */
export const isGeneratedKey = (key: string) => isSafeKey(key) && /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/.test(key);

/** Whether `name` could be a folder on the way to a key: one of SAFE_KEY's path segments. */
export const isKeyFolderName = (name: string) => /^[a-z0-9-]+$/.test(name);

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Chave de arquivo inválida: ${key}`);
}

/**
 * The file first (durable when `put` resolves), then `work` — the rows, in one transaction — with its key; if
 * `work` fails, the file goes too, unless its COMMIT went unanswered. A crash in between leaves only an unreferenced
 * file, which the sweep removes.
 */
export async function withStoredFile<T>(
  storage: FileStorage,
  prefix: string,
  upload: { bytes: Buffer; type: { mime: string; extension: string } },
  work: (key: string) => Promise<T>,
): Promise<T> {
  const stored = await storage.put(prefix, upload.bytes, { contentType: upload.type.mime, extension: upload.type.extension });
  try {
    return await work(stored.key);
  } catch (error) {
    // A COMMIT that went unanswered may have saved the rows naming the file: it stays, for the sweep to judge.
    if (!mayHaveCommitted(error)) await storage.remove(stored.key).catch(() => {});
    throw error;
  }
}
