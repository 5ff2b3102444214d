import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create as createTar, extract as extractTar } from 'tar';

/** What the archive holds, at its root: every other file's SHA-256, checked again by the restore. */
export const MANIFEST_FILE = 'manifest.json';

/** A base backup of the embedded server (a cluster folder ready to start), or a `pg_dump -Fc` of DATABASE_URL. */
export type DatabaseKind = 'embedded-postgres' | 'pg_dump';

export interface Manifest {
  format: 'zelo-backup';
  version: 1;
  createdAt: string;
  database: DatabaseKind;
  /** The PostgreSQL server's version: a pg_dump is restored with the pg_restore of the same major version. */
  postgresVersion: string;
  fileCount: number;
  /** SHA-256 by path ('/'-separated, relative to the archive's root). */
  files: Record<string, string>;
}

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function sha256Of(path: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A backup being assembled in a folder of its own, then sealed into one `.tar.gz`. Every file is hashed as it is
 * copied in: the files of a running PostgreSQL change under the copy, so only the bytes written here are what the
 * manifest may vouch for.
 */
export class StagedBackup {
  private readonly files = new Map<string, string>();

  constructor(readonly root: string) {}

  private target(path: string) {
    return join(this.root, ...path.split('/'));
  }

  /** Copies `source` in as `path`; false when it vanished first (PostgreSQL removes files while the copy runs). */
  async copyFile(source: string, path: string): Promise<boolean> {
    const handle = await open(source, 'r').catch((error: unknown) => {
      if (vanished(error)) return null;
      throw error;
    });
    if (!handle) return false;
    const hash = createHash('sha256');
    const { mode } = await handle.stat();
    await pipeline(
      handle.createReadStream(),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(this.target(path), { mode: mode & 0o777 }),
    );
    this.files.set(path, hash.digest('hex'));
    return true;
  }

  async writeFile(path: string, content: string, mode = 0o600) {
    await writeFile(this.target(path), content, { mode });
    this.files.set(path, createHash('sha256').update(content).digest('hex'));
  }

  /** A file another program wrote into the staging folder (pg_dump's output). */
  async adopt(path: string) {
    this.files.set(path, await sha256Of(this.target(path)));
  }

  /** The folder where `path` goes, for a program that writes it itself. */
  pathOf(path: string) {
    return this.target(path);
  }

  /**
   * Copies the folder `source` in as `path`, with its folders' modes (PostgreSQL refuses a cluster that others may
   * read), keeping what `include` accepts: it gets each entry's path relative to `source`.
   */
  async copyTree(source: string, path: string, include: (relative: string, entry: Dirent) => boolean = () => true) {
    const walk = async (folder: string, relative: string) => {
      const { mode } = await stat(folder);
      await mkdir(this.target(relative ? `${path}/${relative}` : path), { mode: mode & 0o777 });
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
        if (vanished(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        const inside = relative ? `${relative}/${entry.name}` : entry.name;
        if (!(entry.isFile() || entry.isDirectory()) || !include(inside, entry)) continue;
        if (entry.isDirectory()) await walk(join(folder, entry.name), inside).catch((error: unknown) => {
          if (!vanished(error)) throw error;
        });
        else await this.copyFile(join(folder, entry.name), `${path}/${inside}`);
      }
    };
    await walk(source, '');
  }

  /**
   * Writes the manifest and packs everything into `archivePath`: under a temporary name first, synced, then renamed,
   * so that a half-written archive never carries the name of a finished one. Owner-only: it holds the secrets.
   */
  async seal(archivePath: string, about: Pick<Manifest, 'createdAt' | 'database' | 'postgresVersion'>): Promise<Manifest> {
    const files = Object.fromEntries([...this.files].sort(([a], [b]) => a.localeCompare(b)));
    const manifest: Manifest = { format: 'zelo-backup', version: 1, ...about, fileCount: this.files.size, files };
    await writeFile(join(this.root, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    // Named after the staging folder (hidden, unlike an archive): a backup cut short leaves nothing that looks finished.
    const partial = `${this.root}.partial`;
    try {
      await createTar({ gzip: true, file: partial, cwd: this.root, portable: true }, (await readdir(this.root)).sort());
      await chmod(partial, 0o600);
      const handle = await open(partial, 'r');
      await handle.sync().finally(() => handle.close());
      await rename(partial, archivePath);
    } finally {
      await rm(partial, { force: true });
    }
    return manifest;
  }
}

/** Every file under `root`, as '/'-separated paths relative to it. */
async function filesUnder(root: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(relative ? join(root, relative) : root, { withFileTypes: true })) {
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, path)));
    else found.push(path);
  }
  return found;
}

/**
 * Unpacks `archive` into `target` and checks it against its manifest: every file listed, with its SHA-256, and
 * nothing else. The manifest itself is then removed, so `target` holds exactly a DATA_DIR.
 */
export async function unpack(archive: string, target: string): Promise<Manifest> {
  await extractTar({ file: archive, cwd: target, strict: true, preserveOwner: false });
  const manifestPath = join(target, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8').catch(() => '{}')) as Partial<Manifest>;
  if (manifest.format !== 'zelo-backup' || manifest.version !== 1 || !manifest.files) {
    throw new Error(`${archive} não é uma cópia de segurança do Zelo (falta o ${MANIFEST_FILE}).`);
  }
  await rm(manifestPath);
  const present = new Set(await filesUnder(target));
  const problems: string[] = [];
  for (const [path, expected] of Object.entries(manifest.files)) {
    if (!present.delete(path)) problems.push(`falta ${path}`);
    else if ((await sha256Of(join(target, ...path.split('/')))) !== expected) problems.push(`${path} não confere (SHA-256)`);
  }
  for (const path of present) problems.push(`${path} não está no manifesto`);
  if (problems.length > 0) {
    throw new Error(`A cópia de segurança ${archive} está corrompida: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` e mais ${problems.length - 5}` : ''}.`);
  }
  return manifest as Manifest;
}
