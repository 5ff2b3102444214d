import { pino } from 'pino';
import { BrazilLookups } from './adapters/lookups/brazil-lookups.ts';
import { Outbox } from './adapters/outbox/outbox.ts';
import { createOutboxTransports } from './adapters/outbox/outbox-transports.ts';
import { connectRedis } from './adapters/redis/redis-client.ts';
import { buildApp } from './app.ts';
import { createFileStorage } from './adapters/storage/create-file-storage.ts';
import { sweepOrphanedFiles } from './adapters/storage/orphan-sweep.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { drainable } from './platform/http/draining.ts';
import { DOCS_PATH } from './platform/http/openapi.ts';
import { prepareDemoAccounts } from './db/demo-accounts.ts';
import { fileOwners } from './modules/file-owners.ts';
import { readBuildVersion } from './version.ts';
import { loggerOptions } from './platform/log-options.ts';
import { scheduledJobs } from './modules/scheduled-jobs.ts';
import { startScheduledJobs } from './platform/scheduled-jobs.ts';
import { createMetrics } from './platform/metrics.ts';

const SHUTDOWN_TIMEOUT_MS = 25_000;

const print = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);

/** Reads the configuration, opens (and migrates) the database, serves, and shuts down in order. */
async function main() {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  const version = readBuildVersion(config.buildDir);

  // Before the database: a wrong REDIS_URL should stop the start before an embedded PostgreSQL is running.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
  const database = await openDatabase(config, { info: (message) => print([message]), warn: (message) => log.warn(message) });
  const storage = createFileStorage(config);
  const demoLines = config.seedDemo ? await prepareDemoAccounts(database.db, config.seedDemoPassword, storage) : [];
  await sweepOrphanedFiles(storage, fileOwners(database.db), new Date(), log);

  const transports = createOutboxTransports(config);
  const metrics = createMetrics(database.db);
  const outbox = new Outbox(database.db, transports, log.child({ component: 'outbox' }), metrics);
  const lookups = new BrazilLookups(config.lookups);
  const app = await buildApp({ version, config, db: database.db, outbox, lookups, storage, redis, loggerInstance: log, metrics });
  const stopScheduledJobs = startScheduledJobs(database.db, scheduledJobs(storage, config), log.child({ component: 'scheduled-jobs' }), metrics);
  const draining = drainable(app.server);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    print([`\nRecebido ${signal}: encerrando (requisições em andamento terminam antes) …`]);
    const forceExit = setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    try {
      // New requests are told to come back (503) while those in flight finish; only then does the listener close.
      const drained = draining.drain();
      await stopScheduledJobs();
      await drained;
      await app.close();
      await outbox.stop();
      await redis?.quit();
      await database.close();
      print(['Zelo encerrado. Até logo!']);
      process.exitCode = 0;
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  await app.listen({ host: config.host, port: config.port });
  outbox.start();

  print([
    '',
    `Zelo ${version} no ar: ${config.appUrl}`,
    `Documentação da API: ${config.appUrl}${DOCS_PATH}`,
    `Banco de dados: ${database.embedded ? `PostgreSQL embutido em ${config.dataDir}` : 'DATABASE_URL'}`,
    `Limites de tentativas: ${redis ? 'no Redis (REDIS_URL), somados entre processos' : 'na memória deste processo'}`,
    `Arquivos enviados: ${storage.kind === 's3' ? `no bucket S3 ${config.s3?.bucket}` : `em ${config.dataDir}/uploads`}`,
    `E-mail: ${transports.email ? 'SMTP' : 'sem SMTP_URL: as mensagens ficam na tabela outbox e aparecem neste log'}`,
    `WhatsApp: ${transports.whatsapp ? 'WhatsApp Cloud API' : 'sem WHATSAPP_PHONE_NUMBER_ID e WHATSAPP_ACCESS_TOKEN: as mensagens ficam na tabela outbox e aparecem neste log'}`,
    ...demoLines,
    '',
    'Ctrl-C encerra.',
  ]);
}

main().catch((error: unknown) => {
  process.stderr.write(`Não foi possível iniciar o Zelo: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
