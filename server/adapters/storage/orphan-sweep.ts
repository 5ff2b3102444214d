import type { FileStorage } from './file-storage.ts';

/** A kind of record that names stored files: its keys' prefix, and which of some keys its rows still name. */
export interface FileOwner {
  prefix: string;
  referenced(keys: string[]): Promise<Set<string>>;
}

/** Where the sweep reports what it skipped, could not do, or removed (the process's pino logger at start). */
export interface SweepLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Files younger than this may belong to an upload whose row is still being written: never swept. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 500;

const unheard: SweepLog = { warn: () => {}, error: () => {} };

interface Tally {
  orphans: number;
  temporaries: number;
}

/**
 * Removes files no row names (left by a crash between writing a file and committing its row, or between
 * committing a replacement and removing the old file) and what writes cut short by a crash left behind. Returns
 * how many orphans were removed.
 *
 * It runs at start, so it never rejects: whatever it meets that it cannot handle is logged and left, and the
 * next start tries again. Names the storage did not write are never touched.
 */
export async function sweepOrphanedFiles(storage: FileStorage, owners: FileOwner[], now = new Date(), log: SweepLog = unheard): Promise<number> {
  const tally: Tally = { orphans: 0, temporaries: 0 };
  for (const owner of owners) {
    try {
      await sweepOwner(storage, owner, now, log, tally);
    } catch (error) {
      log.error({ err: error, prefix: owner.prefix }, `A varredura de arquivos enviados em ${owner.prefix}/ parou no meio; o restante fica para a próxima inicialização.`);
    }
  }
  if (tally.orphans > 0) log.warn({ removed: tally.orphans }, `${tally.orphans} arquivo(s) enviado(s) sem registro que os use foram removidos.`);
  if (tally.temporaries > 0) log.warn({ removed: tally.temporaries }, `${tally.temporaries} arquivo(s) temporário(s) de envios interrompidos foram removidos.`);
  return tally.orphans;
}

async function sweepOwner(storage: FileStorage, owner: FileOwner, now: Date, log: SweepLog, tally: Tally) {
  let batch: string[] = [];
  const sweepBatch = async () => {
    tally.orphans += await removeUnreferenced(storage, owner, batch, log);
    batch = [];
  };
  for await (const entry of storage.scan(owner.prefix)) {
    if (entry.kind === 'foreign') {
      log.warn({ name: entry.name }, `Ignorado na varredura de arquivos enviados, por não ter sido gravado pelo Zelo: ${entry.name}`);
      continue;
    }
    if (now.getTime() - entry.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
    if (entry.kind === 'temporary') {
      if (await attempt(entry.remove, { name: entry.name }, log)) tally.temporaries += 1;
      continue;
    }
    batch.push(entry.key);
    if (batch.length >= BATCH) await sweepBatch();
  }
  if (batch.length > 0) await sweepBatch();
}

/** How many of `keys` no row names were removed; a batch whose rows cannot be read is left whole. */
async function removeUnreferenced(storage: FileStorage, owner: FileOwner, keys: string[], log: SweepLog) {
  let referenced: Set<string>;
  try {
    referenced = await owner.referenced(keys);
  } catch (error) {
    log.error({ err: error, prefix: owner.prefix }, `Não foi possível conferir quais arquivos de ${owner.prefix}/ ainda são usados; ficam para a próxima inicialização.`);
    return 0;
  }
  let removed = 0;
  for (const key of keys) {
    if (!referenced.has(key) && (await attempt(() => storage.remove(key), { key }, log))) removed += 1;
  }
  return removed;
}

/** Whether `removal` succeeded; a failure is logged, and that one file is left. */
async function attempt(removal: () => Promise<void>, file: { key: string } | { name: string }, log: SweepLog) {
  try {
    await removal();
    return true;
  } catch (error) {
    log.warn({ err: error, ...file }, 'Não foi possível remover um arquivo enviado na varredura; fica para a próxima inicialização.');
    return false;
  }
}
