// What tenancy costs a signed-in request (issue 9 §1 and §3): validate-token and a scoped read with row-level
// security on (the API as zelo_app) and off (the same app as the owner, a superuser, whom RLS does not hold), and
// the floor — a bare Fastify route making the same session lookup through `pg` — all measured in this run, on the
// same database, with autocannon at 20 connections. Budgets: validate-token within 2× of the floor, and RLS on at
// most 15 % slower than off. Figures go to bench/results/tenancy.json.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { pino } from 'pino';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { appRoleUrl, enableAppRoleLogin } from '#server/db/app-role.ts';
import { connectDatabase, type DatabaseConnection } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { hashToken } from '#server/platform/auth/tokens.ts';
import { createDatabase, databaseUrl, dropDatabase, startDatabaseServer, TEST_APP_ROLE_PASSWORD } from '#server/test/database-server.ts';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { LocalServers } from './support/local-servers.ts';
import { BARE_SESSION_LOOKUP } from './support/session-lookup.ts';

const CONNECTIONS = 20;
/** The machine is shared: scenarios take turns over several short rounds, and each reports its median round. */
const ROUNDS = 3;
const SECONDS_PER_ROUND = 4;
const POOL_SIZE = 10;
const FILLER_CONDOMINIUMS = 5_000;
const BUDGET = { validateTokenToFloor: 2, rlsOnToOff: 1.15 };

const log = pino({ level: 'silent' });
const dataDir = await mkdtemp(join(tmpdir(), 'zelo-bench-tenancy-'));
const database = await openBenchDatabase();
const owner = connectDatabase(database.url, { max: POOL_SIZE });
// The pool connects lazily: the role it logs in as exists once the migrations ran (a fresh cluster has none).
const appRole = connectDatabase(appRoleUrl(database.url, TEST_APP_ROLE_PASSWORD), { max: POOL_SIZE });
const servers = new LocalServers();

try {
  await applyMigrations(owner.db);
  await enableAppRoleLogin(database.url, TEST_APP_ROLE_PASSWORD);
  await seedReferenceData(owner.db);
  await owner.pool.query(
    `insert into condominiums (cnpj, corporate_name, comercial_name, plan_id, allowed_modules)
     select lpad(n::text, 14, '0'), 'Condomínio ' || n, 'Residencial ' || n, p.id, p.modules
     from generate_series(1, $1) n, (select id, modules from plans where name = 'Premium') p`,
    [FILLER_CONDOMINIUMS],
  );
  const condominium = await createCondominium(owner.db);
  const sindico = await createUser(owner.db, { type: 'sindico', condominiumId: condominium.id });
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, BUILD_DIR: join(dataDir, 'build'), APP_URL: 'http://zelo.bench' });
  const token = await tokenFor(owner.db, config, sindico.id);
  await owner.pool.query('vacuum analyze');

  const floor = await servers.listen(bareLookupServer(owner, hashToken(token)));
  const rlsOn = await servers.listen(await zelo(appRole, config));
  const rlsOff = await servers.listen(await zelo(owner, config));

  const headers = { authorization: `Bearer ${token}` };
  const results = await measureInTurns({
    floor: { scenario: 'piso: a mesma consulta da sessão, Fastify puro + pg', url: `${floor}/lookup`, headers: {} },
    validateTokenRlsOn: { scenario: 'validate-token, RLS ligado (zelo_app)', url: `${rlsOn}/api/v1/validate-token`, headers },
    validateTokenRlsOff: { scenario: 'validate-token, RLS desligado (dono)', url: `${rlsOff}/api/v1/validate-token`, headers },
    scopedReadRlsOn: { scenario: 'perfil do condomínio, RLS ligado', url: `${rlsOn}/api/v1/condominium/${condominium.id}`, headers },
    scopedReadRlsOff: { scenario: 'perfil do condomínio, RLS desligado', url: `${rlsOff}/api/v1/condominium/${condominium.id}`, headers },
  });

  const ratios = {
    validateTokenToFloor: results.floor.requestsPerSecond / results.validateTokenRlsOn.requestsPerSecond,
    validateTokenRlsOnToOff: results.validateTokenRlsOff.requestsPerSecond / results.validateTokenRlsOn.requestsPerSecond,
    scopedReadRlsOnToOff: results.scopedReadRlsOff.requestsPerSecond / results.scopedReadRlsOn.requestsPerSecond,
  };
  const budgets = {
    validateTokenToFloor: ratios.validateTokenToFloor <= BUDGET.validateTokenToFloor,
    validateTokenRlsOnToOff: ratios.validateTokenRlsOnToOff <= BUDGET.rlsOnToOff,
    scopedReadRlsOnToOff: ratios.scopedReadRlsOnToOff <= BUDGET.rlsOnToOff,
  };
  for (const [name, ratio] of Object.entries(ratios)) {
    console.log(`${name}: ${ratio.toFixed(2)}× ${budgets[name as keyof typeof budgets] ? 'dentro do orçamento' : 'FORA DO ORÇAMENTO'}`);
  }

  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/tenancy.json',
    JSON.stringify(
      { measuredAt: new Date().toISOString(), connections: CONNECTIONS, poolSize: POOL_SIZE, rounds: ROUNDS, secondsPerRound: SECONDS_PER_ROUND, budget: BUDGET, results, ratios, budgets },
      null,
      2,
    ),
  );
  const failed = Object.values(results).some((result) => result.failures > 0);
  if (failed) console.error('Algumas requisições falharam: os números acima não medem respostas de sucesso.');
  if (failed || Object.values(budgets).includes(false)) process.exitCode = 1;
} finally {
  await servers.closeAll();
  await appRole.close();
  await owner.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}

function bareLookupServer(connection: DatabaseConnection, tokenHash: string) {
  const app = Fastify();
  app.get('/lookup', async () => {
    const { rows } = await connection.pool.query({ name: 'bare-lookup', text: BARE_SESSION_LOOKUP, values: [tokenHash] });
    return { data: rows[0] };
  });
  return app;
}

async function zelo(connection: DatabaseConnection, config: ReturnType<typeof loadConfig>) {
  const outbox = new Outbox(connection.db, {}, log);
  return buildApp({ version: 'bench', config, db: connection.db, outbox, lookups: new BrazilLookups(config.lookups), storage: createFileStorage(config) });
}

interface Scenario {
  scenario: string;
  url: string;
  headers: Record<string, string>;
}

type Figures = { scenario: string; p50Ms: number; p99Ms: number; requestsPerSecond: number; failures: number };

async function measureInTurns<K extends string>(scenarios: Record<K, Scenario>): Promise<Record<K, Figures>> {
  const keys = Object.keys(scenarios) as K[];
  const rounds = new Map<K, Figures[]>(keys.map((key) => [key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts one scenario later, so none always runs first (or right after the same neighbour).
    for (const key of [...keys.slice(round % keys.length), ...keys.slice(0, round % keys.length)]) {
      rounds.get(key)!.push(await measure(scenarios[key]));
    }
  }
  const medians = {} as Record<K, Figures>;
  for (const key of keys) {
    const sorted = rounds.get(key)!.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    medians[key] = { ...median, failures: sorted.reduce((sum, figures) => sum + figures.failures, 0) };
    console.log(`${String(median.requestsPerSecond).padStart(6)} req/s ${String(median.p50Ms).padStart(4)} ms p50 ${String(median.p99Ms).padStart(4)} ms p99  ${median.scenario}`);
  }
  return medians;
}

async function measure({ scenario, url, headers }: Scenario): Promise<Figures> {
  // The load comes from a worker thread, so this process's event loop serves the API alone.
  const result = await autocannon({ url, connections: CONNECTIONS, workers: 1, duration: SECONDS_PER_ROUND, headers });
  return {
    scenario,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A database of our own on the external server (BENCH_DATABASE_URL, TEST_DATABASE_URL), or on an embedded one. */
async function openBenchDatabase() {
  const server = await startDatabaseServer(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL, {
    info: (message) => console.log(message),
    warn: (message) => console.warn(message),
  });
  const name = `zelo_bench_${randomBytes(4).toString('hex')}`;
  await createDatabase(server.url, name);
  return {
    url: databaseUrl(server.url, name),
    async drop() {
      await dropDatabase(server.url, name);
      await server.stop();
    },
  };
}
