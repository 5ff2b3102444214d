import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { appRoleUrl, enableAppRoleLogin } from '#server/db/app-role.ts';
import { connectDatabase } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { createDatabase, databaseUrl, dropDatabase, TEST_APP_ROLE_PASSWORD } from '#server/test/database-server.ts';
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
  private readonly name = `${DATABASE_PREFIX}${randomBytes(4).toString('hex')}`;
  private readonly serverUrl: string;

  private constructor(
    private readonly version: string,
    private readonly port: number,
  ) {
    this.serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
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
    return `PostgreSQL ${this.version} da máquina (cluster ${this.version}/${CLUSTER}, porta ${this.port}), banco ${this.name}`;
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

  /**
   * A fresh database, migrated here so that zelo_app exists (migration 0004) and can be given its password before
   * the API's first start; databases of interrupted runs are dropped first.
   */
  async prepare() {
    await this.restart();
    for (const leftover of await this.databasesOfRuns()) {
      await dropDatabase(this.serverUrl, leftover);
      process.stdout.write(`Banco ${leftover} de uma execução interrompida removido.\n`);
    }
    await createDatabase(this.serverUrl, this.name);
    const owner = connectDatabase(this.ownerUrl(), { max: 1 });
    try {
      await applyMigrations(owner.db);
    } finally {
      await owner.close();
    }
    await enableAppRoleLogin(this.ownerUrl(), TEST_APP_ROLE_PASSWORD);
    return { DATABASE_URL: this.ownerUrl(), DATABASE_APP_URL: appRoleUrl(this.ownerUrl(), TEST_APP_ROLE_PASSWORD) };
  }

  private async databasesOfRuns() {
    const client = new pg.Client({ connectionString: this.serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [DATABASE_PREFIX]);
      return rows.map((row) => row.datname);
    } finally {
      await client.end();
    }
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
    return databaseUrl(this.serverUrl, this.name);
  }

  /** The API never stops a server it did not start. */
  leftRunning() {
    return false;
  }

  async release() {
    await this.restart();
    await dropDatabase(this.serverUrl, this.name);
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
