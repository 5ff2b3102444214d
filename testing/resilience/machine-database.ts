import { execFile, spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { RunDatabase } from '#testing/run-database.ts';
import type { ResilienceDatabase } from './database.ts';

const run = promisify(execFile);
const CLUSTER = 'main';
/** Every database of a run starts so: one an interrupted run left behind is dropped by the next. */
const DATABASE_PREFIX = 'zelo_resilience_';
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 250;

const sleepNow = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The machine's Debian PostgreSQL cluster (`pg_lsclusters`), reached as `postgres` over TCP like .ci/run's
 * TEST_DATABASE_URL, crashed with `pg_ctlcluster … stop -m immediate` and started again. The run gets a fresh
 * database, dropped at the end; the API signs in as zelo_app with the password the test suites give it.
 * Whatever ends the run, the cluster is started again before the process exits: what runs after needs it.
 */
export class MachineDatabase implements ResilienceDatabase {
  readonly embedded = false;
  private readonly database: RunDatabase;

  private constructor(
    private readonly version: string,
    private readonly port: number,
  ) {
    this.database = new RunDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`, DATABASE_PREFIX);
  }

  static async locate(): Promise<MachineDatabase> {
    if (userInfo().uid !== 0) {
      throw new Error(
        'RESILIENCE_DATABASE=machine para e inicia o PostgreSQL da máquina com pg_ctlcluster, o que exige root (como no CI). ' +
          'Rode como root, ou sem RESILIENCE_DATABASE para usar o PostgreSQL embutido.',
      );
    }
    const listing = await run('pg_lsclusters', ['--no-header']).catch(() => {
      throw new Error('RESILIENCE_DATABASE=machine: pg_lsclusters não foi encontrado; esta máquina não tem um PostgreSQL do Debian.');
    });
    const clusters = listing.stdout
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, cluster]) => cluster === CLUSTER);
    if (clusters.length !== 1) {
      throw new Error(`RESILIENCE_DATABASE=machine: esperava um cluster "${CLUSTER}" no pg_lsclusters, há ${clusters.length}.`);
    }
    const [version, , port] = clusters[0]!;
    return new MachineDatabase(version!, Number(port));
  }

  get description() {
    return `PostgreSQL ${this.version} da máquina (cluster ${this.version}/${CLUSTER}, porta ${this.port}), banco ${this.database.name}`;
  }

  private ctlArgs(...action: string[]) {
    return ['--skip-systemctl-redirect', this.version, CLUSTER, ...action];
  }

  private readyArgs() {
    return ['-h', '127.0.0.1', '-p', String(this.port), '-q'];
  }

  /** `pg_ctlcluster status` answers 0 while the server runs. */
  private async running() {
    try {
      await run('pg_ctlcluster', this.ctlArgs('status'));
      return true;
    } catch {
      return false;
    }
  }

  /** A fresh database (see RunDatabase), on the cluster started first if it is down. */
  async prepare() {
    await this.restart();
    return this.database.create((line) => process.stdout.write(`${line}\n`));
  }

  async crash() {
    if (!(await this.running())) return false;
    await run('pg_ctlcluster', this.ctlArgs('stop', '-m', 'immediate'));
    return true;
  }

  /** Started when it is down (recovering from the WAL), then waited for until it accepts connections. */
  async restart() {
    if (!(await this.running())) await run('pg_ctlcluster', this.ctlArgs('start'));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      try {
        await run('pg_isready', this.readyArgs());
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`O PostgreSQL da máquina não aceitou conexões em ${READY_TIMEOUT_MS / 1000} s: ${(error as Error).message}`);
      }
      await delay(READY_POLL_MS);
    }
  }

  ownerUrl() {
    return this.database.ownerUrl;
  }

  /** The API never stops a server it did not start. */
  leftRunning() {
    return false;
  }

  async release() {
    await this.restart();
    await this.database.drop();
  }

  /** Only the cluster is started again: the run's database is dropped by the next run (see prepare). */
  releaseNow() {
    if (spawnSync('pg_ctlcluster', this.ctlArgs('status'), { stdio: 'ignore' }).status === 0) return;
    process.stderr.write(`Iniciando de novo o PostgreSQL ${this.version}/${CLUSTER} da máquina antes de sair.\n`);
    spawnSync('pg_ctlcluster', this.ctlArgs('start'), { stdio: 'inherit' });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (spawnSync('pg_isready', this.readyArgs()).status !== 0 && Date.now() < deadline) sleepNow(READY_POLL_MS);
  }
}
