import { existsSync } from 'node:fs';
import { chown, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { clusterDirOf, systemUser } from '#server/db/embedded.ts';
import { unpack, type Manifest } from './archive.ts';

/** The restore would overwrite something: it writes only into an empty (or absent) DATA_DIR. */
export class RestoreRefused extends Error {}

/** Run as root, the embedded PostgreSQL runs as `postgres` (server/db/embedded.ts), who must own its cluster. */
async function giveClusterToPostgres(folder: string, owner: { uid: number; gid: number }) {
  await chown(folder, owner.uid, owner.gid);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await giveClusterToPostgres(path, owner);
    else await chown(path, owner.uid, owner.gid);
  }
}

/**
 * Restores the archive into `dataDir`, which must be empty or absent, and checks every file's SHA-256 against the
 * manifest; on any failure it leaves the folder empty again. An embedded backup then starts with `npm start`;
 * a pg_dump's `database.dump` is left for the operator's pg_restore.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new RestoreRefused(`O arquivo ${archive} não existe.`);
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new RestoreRefused(`A pasta ${dataDir} não está vazia: a restauração só grava numa pasta vazia.`);
  }
  await mkdir(dataDir, { recursive: true });
  try {
    const manifest = await unpack(archive, dataDir);
    const owner = userInfo().uid === 0 ? await systemUser('postgres') : null;
    if (manifest.database === 'embedded-postgres' && owner) await giveClusterToPostgres(clusterDirOf(dataDir), owner);
    return manifest;
  } catch (error) {
    for (const entry of await readdir(dataDir)) await rm(join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
}
