import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createOutboxTransports } from '#server/adapters/outbox/outbox-transports.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import { buildApp, type BuildAppOptions } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { connectDatabase, type Database } from '#server/db/client.ts';
import { createMetrics, type Metrics } from '#server/platform/metrics.ts';
import type { UserType } from '#contract/users.ts';
import { createCondominium, createUser, tokenFor, type CreatedUser } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startSmtpCatcher, type CaughtMail } from '#testing/smtp-catcher.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The owner's connection: fixtures and assertions, past the row-level policies. */
  db: TestDatabase['db'];
  /** The suite's own database, for tests that need a second connection beside the app's. */
  databaseUrl: string;
  /** The app role's pool the API runs on (`options.poolSize` connections, 5 by default). */
  appDb: Database;
  config: Config;
  outbox: Outbox;
  /** The app's metrics, which its outbox reports to too; hand them to `runDueJobs` or another Outbox to be scraped. */
  metrics: Metrics;
  storage: FileStorage;
  /** A user of `type` (in a fresh Premium condominium unless master) and a bearer token for them. */
  signedIn(type: UserType, options?: { condominiumId?: string }): Promise<CreatedUser & { token: string; condominiumId?: string }>;
  close(): Promise<void>;
}

/**
 * The whole application on its own fresh database, called through `app.inject`. `env` overrides the
 * configuration as environment variables would (e.g. `SMTP_URL`, `WHATSAPP_API_URL`, `AUTH_RATE_LIMIT_PER_MINUTE`);
 * `redis` is the shared rate-limit store main.ts would connect for REDIS_URL.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { redis?: Redis; poolSize?: number; log?: Logger; plantedRoutes?: BuildAppOptions['plantedRoutes']; database?: TestDatabase } = {},
): Promise<TestApp> {
  // `database`: another server's database instead of a fresh copy of the template (closed with the app all the same).
  const database = options.database ?? (await createTestDatabase());
  const appConnection = connectDatabase(database.appUrl, { max: options.poolSize ?? 5 });
  const dataDir = await mkdtemp(join(tmpdir(), 'zelo-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BUILD_DIR: join(dataDir, 'build'),
    APP_URL: 'http://zelo.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const log = pino({ level: 'silent' });
  // One registry for the app and its outbox, as main.ts wires them: /metrics shows the deliveries too.
  const metrics = createMetrics(appConnection.db);
  const outbox = new Outbox(database.db, createOutboxTransports(config), log, metrics);
  const storage = createFileStorage(config);
  const app = await buildApp({
    version: 'test',
    config,
    db: appConnection.db,
    outbox,
    lookups: new BrazilLookups(config.lookups),
    storage,
    redis: options.redis,
    ...(options.log && { loggerInstance: options.log }),
    metrics,
    plantedRoutes: options.plantedRoutes,
  });
  await app.ready();

  return {
    app,
    db: database.db,
    databaseUrl: database.url,
    appDb: appConnection.db,
    config,
    outbox,
    storage,
    metrics,
    async signedIn(type, options = {}) {
      const condominiumId = type === 'master' ? undefined : (options.condominiumId ?? (await createCondominium(database.db)).id);
      const user = await createUser(database.db, { type, condominiumId });
      return { ...user, condominiumId, token: await tokenFor(database.db, config, user.id) };
    },
    async close() {
      await app.close();
      await outbox.stop();
      await appConnection.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type MailedTestApp = TestApp & { inbox: CaughtMail[] };

/** The app with a real SMTP server on 127.0.0.1 behind SMTP_URL: every message it sends lands in `inbox`. */
export async function startMailedTestApp(env: Record<string, string> = {}, options: Parameters<typeof startTestApp>[1] = {}): Promise<MailedTestApp> {
  const inbox: CaughtMail[] = [];
  const smtp = await startSmtpCatcher((mail) => inbox.push(mail));
  const app = await startTestApp({ SMTP_URL: smtp.url, ...env }, options);
  return {
    ...app,
    inbox,
    async close() {
      await app.close();
      await smtp.close();
    },
  };
}

