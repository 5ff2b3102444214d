import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Redis } from 'ioredis';
import S3rver from 's3rver';
import { connectRedis } from '#server/adapters/redis/redis-client.ts';
import { connectDatabase, type DatabaseConnection } from '#server/db/client.ts';
import { ApiServer } from '#testing/resilience/api-server.ts';
import { RunDatabase } from '#testing/run-database.ts';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '#testing/smtp-catcher.ts';

/** Every database of a run starts so: one an interrupted run left behind is dropped by the next. */
const DATABASE_PREFIX = 'zelo_processes_';
const BUCKET = 'zelo-processos';
/** s3rver takes any key pair; these are its documented defaults. */
const S3_KEY = 'S3RVER';

/** The machine's PostgreSQL as the server suites reach it (TEST_DATABASE_URL in .ci/run), at its maintenance database. */
function machineDatabaseServer() {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

const machineRedis = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * What an operator runs for several API processes (README "Produção → Vários processos"): one PostgreSQL (a fresh
 * database on the machine's), one Redis (the machine's), one S3-compatible bucket (s3rver in the run's folder), one
 * SMTP server (the catcher, which keeps every message), and two processes of `node build/server/index.js` behind a
 * proxy (TRUST_PROXY), each with its own DATA_DIR. `stop` undoes whatever `start` got to.
 */
export class Deployment {
  readonly mails: CaughtMail[] = [];
  readonly servers: ApiServer[] = [];
  database?: RunDatabase;
  owner?: DatabaseConnection;
  redis?: Redis;
  s3?: S3Client;
  private s3rver?: S3rver;
  private smtp?: SmtpCatcher;

  constructor(private readonly workDir: string) {}

  get bucket() {
    return BUCKET;
  }

  /** Everything but the API processes; returns their environment. */
  async prepare(say: (line: string) => void, limits: Record<string, string>): Promise<Record<string, string>> {
    const serverUrl = machineDatabaseServer();
    this.database = new RunDatabase(serverUrl, DATABASE_PREFIX);
    const databaseEnv = await this.database.create(say).catch((error: unknown) => {
      throw new Error(`O PostgreSQL da máquina em ${new URL(serverUrl).host} (TEST_DATABASE_URL) não criou o banco da execução: ${(error as Error).message}`);
    });
    this.owner = connectDatabase(this.database.ownerUrl, { max: 2 });
    const redisUrl = machineRedis();
    this.redis = await connectRedis(redisUrl, { warn: () => {} });
    this.s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(this.workDir, 's3rver'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const s3Endpoint = `http://127.0.0.1:${(await this.s3rver.run()).port}`;
    this.s3 = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY } });
    this.smtp = await startSmtpCatcher((mail) => this.mails.push(mail));
    say(`PostgreSQL da máquina, banco ${this.database.name}; Redis em ${redisUrl}; s3rver em ${s3Endpoint}, bucket ${BUCKET}; SMTP em ${this.smtp.url}`);
    return {
      ...databaseEnv,
      REDIS_URL: redisUrl,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      SMTP_URL: this.smtp.url,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      ...limits,
    };
  }

  /** Both processes spawned at the same moment, as a process manager starts them; resolves once both answer. */
  async startProcesses(env: Record<string, string>) {
    for (const name of ['a', 'b']) {
      const dataDir = join(this.workDir, name, 'data');
      await mkdir(dataDir, { recursive: true });
      this.servers.push(new ApiServer(dataDir, env));
    }
    const starts = await Promise.all(this.servers.map((server) => server.start()));
    const failed = starts.find((outcome) => !outcome.ok);
    if (failed) throw new Error(`Um processo da API não iniciou: ${failed.error}`);
    return starts;
  }

  /** However far `prepare` and `startProcesses` got: the processes stopped, the database dropped, the servers closed. */
  async stop() {
    const problems: string[] = [];
    const attempt = async (what: string, step: () => Promise<unknown>) => {
      try {
        await step();
      } catch (error) {
        problems.push(`${what}: ${(error as Error).message}`);
      }
    };
    for (const server of this.servers) {
      await attempt('parar a API', () => server.kill());
      server.close();
    }
    await attempt('fechar a conexão ao banco', async () => this.owner?.close());
    await attempt('remover o banco', async () => this.database?.drop());
    await attempt('fechar o Redis', async () => this.redis?.quit());
    this.s3?.destroy();
    await attempt('parar o s3rver', async () => this.s3rver?.close());
    await attempt('parar o SMTP', async () => this.smtp?.close());
    return problems;
  }

  /** For a process exiting on a signal: no child left running (the database is dropped by the next run). */
  stopNow() {
    for (const server of this.servers) server.killNow();
  }
}
