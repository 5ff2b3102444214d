// Issue 9 §3: what every request pays. The app's trivial public route and its validate-token, each against a
// floor measured in the same run on the same machine: a bare Fastify answering the same thing, and the same
// session lookup through bare `pg` behind a bare Fastify, as a named prepared statement (issue 27 §1: an unprepared
// statement is no floor; the app, which prepares, beat it 2.6×). 20 connections, LOG_LEVEL=warn, the real app.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { createUser, tokenFor } from '#server/test/fixtures.ts';
import { Budgets } from './support/budgets.ts';
import { openBenchDatabase } from './support/database.ts';
import { describeLoad, measureLoad, type Load } from './support/load.ts';
import { LocalServers } from './support/local-servers.ts';
import { addBareSessionLookup } from './support/session-lookup.ts';

const CONNECTIONS = 20;
const POOL_SIZE = 10;
const MAX_RATIO = 2;
const MIN_VALIDATE_TOKEN_RPS = 2_500;

const dataDir = await mkdtemp(join(tmpdir(), 'zelo-bench-'));
const database = await openBenchDatabase();
const connection = connectDatabase(database.url, { max: POOL_SIZE });
const servers = new LocalServers();

try {
  await applyMigrations(connection.db);
  await seedReferenceData(connection.db);

  // The built SPA when there is one (`npm run bench` builds first), so its static routes and fallback are in the path.
  const buildDir = existsSync('build/client/index.html') ? 'build' : join(dataDir, 'build');
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, BUILD_DIR: buildDir, APP_URL: 'http://zelo.bench', LOG_LEVEL: 'warn' });
  const log = pino({ level: config.logLevel });
  const outbox = new Outbox(connection.db, {}, log);
  const app = await buildApp({ version: 'bench', config, db: connection.db, outbox, lookups: new BrazilLookups(config.lookups), storage: createFileStorage(config), loggerInstance: log });
  const appUrl = await servers.listen(app);

  const bare = Fastify({ logger: false });
  const barePool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
  // Dropping the database at the end ends its idle connections; that must not crash the run (as in connectDatabase).
  barePool.on('error', () => {});
  bare.get('/hello', async () => ({ version: 'bench' }));
  addBareSessionLookup(bare, barePool);
  const bareUrl = await servers.listen(bare);

  const sindico = await createUser(connection.db, { type: 'sindico' });
  const headers = { authorization: `Bearer ${await tokenFor(connection.db, config, sindico.id)}` };

  const loads: Record<string, Load> = {};
  const run = async (name: string, url: string, withToken = false) => {
    loads[name] = await measureLoad(url, { connections: CONNECTIONS, ...(withToken ? { headers } : {}) });
    console.log(`${describeLoad(loads[name])}  ${name}`);
    return loads[name];
  };

  const hello = await run('Fastify puro: GET /hello', `${bareUrl}/hello`);
  const version = await run('Zelo: GET /api/v1/version.json', `${appUrl}/api/v1/version.json`);
  const lookup = await run('pg puro: a consulta da sessão', `${bareUrl}/lookup`, true);
  const validate = await run('Zelo: GET /api/v1/validate-token', `${appUrl}/api/v1/validate-token`, true);
  // Requests still in flight when a load stops may outlive the pools; their errors say nothing about the figures.
  log.level = 'silent';
  await barePool.end();
  await outbox.stop();

  const budgets = new Budgets();
  budgets.atMost('rota pública trivial / Fastify puro (req/s)', hello.requestsPerSecond / version.requestsPerSecond, MAX_RATIO, '×');
  budgets.atMost('validate-token / consulta da sessão em pg puro (req/s)', lookup.requestsPerSecond / validate.requestsPerSecond, MAX_RATIO, '×');
  budgets.atLeast('validate-token, vazão', validate.requestsPerSecond, MIN_VALIDATE_TOKEN_RPS, 'req/s');
  budgets.atMost('requisições com falha', Object.values(loads).reduce((sum, load) => sum + load.failures, 0), 0, '');
  await budgets.finish('request-path', { connections: CONNECTIONS, poolSize: POOL_SIZE, loads });
} finally {
  await servers.closeAll();
  await connection.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
