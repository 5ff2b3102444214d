import { closeSync, openSync, readFileSync, readlinkSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'zelo.lock';

/** Whether a process runs with this pid (one of another user's answers EPERM, and is alive). */
export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a live process still holding `lockPath` open. On Linux the open descriptor is the proof (a
 * reused pid does not have it); elsewhere a live pid has to be taken at its word.
 */
function holdsLock(pid: number, lockPath: string) {
  if (!isAlive(pid)) return false;
  let descriptors: string[];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return true;
  }
  return descriptors.some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === lockPath;
    } catch {
      return false;
    }
  });
}

function ownerOf(lockPath: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * One Zelo process per data directory: a second `npm start` on the same DATA_DIR would otherwise take the
 * embedded PostgreSQL from under the first. The lock file names its owner's pid and stays open while it runs;
 * a lock whose owner is gone (killed with SIGKILL, a crash) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockPath);
      if (owner !== null && owner !== process.pid && holdsLock(owner, lockPath)) {
        throw new Error(
          `Já existe um Zelo rodando com os dados em ${dataDir} (processo ${owner}). ` +
            'Encerre-o antes de iniciar outro, ou use outro DATA_DIR.',
        );
      }
      // The owner is gone: the lock is stale. If two starts race here, only one of them creates it next round.
      rmSync(lockPath, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    return {
      release() {
        if (ownerOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
        closeSync(fd);
      },
    };
  }
  throw new Error(`Outro processo está iniciando o Zelo com os dados em ${dataDir}. Tente de novo em instantes.`);
}
