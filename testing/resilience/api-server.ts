import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, waitUntilAnswering } from '#testing/child-processes.ts';

const SERVER_ENTRY = resolve('build/server/index.js');
const START_TIMEOUT_MS = 60_000;

export interface StartOutcome {
  ok: boolean;
  ms: number;
  error?: string;
}

/**
 * `node build/server/index.js` on one DATA_DIR (its uploads, and the embedded PostgreSQL unless `env` names a
 * DATABASE_URL), started, killed and stopped the way an operator's machine would: every start is kept in `starts`,
 * the whole log in `<dataDir>/../server.log`.
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

  /** SIGKILL without waiting, for a process exiting on a signal or an uncaught error. */
  killNow() {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  get logFile() {
    return join(this.dataDir, '..', 'server.log');
  }

  close() {
    this.log.end();
  }
}
