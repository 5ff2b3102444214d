import type { FileStorage } from './file-storage.ts';

/** A kind of record that names stored files: its keys' prefix, and which of some keys its rows still name. */
export interface FileOwner {
  prefix: string;
  referenced(keys: string[]): Promise<Set<string>>;
}

/** Files younger than this may belong to an upload whose row is still being written: never swept. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Removes files no row names (left by a crash between writing a file and committing its row, or between
 * committing a replacement and removing the old file). Returns how many were removed.
 */
export async function sweepOrphanedFiles(storage: FileStorage, owners: FileOwner[], now = new Date()): Promise<number> {
  let removed = 0;
  for (const owner of owners) {
    let batch: string[] = [];
    const sweepBatch = async () => {
      const referenced = await owner.referenced(batch);
      for (const key of batch) {
        if (!referenced.has(key)) {
          await storage.remove(key);
          removed += 1;
        }
      }
      batch = [];
    };
    for await (const object of storage.list(owner.prefix)) {
      if (now.getTime() - object.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await sweepBatch();
    }
    if (batch.length > 0) await sweepBatch();
  }
  return removed;
}
