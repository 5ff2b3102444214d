// What tenancy costs a signed-in request (issue 9 §1 and §3): validate-token and a scoped read with row-level
// security on (the API as zelo_app) and off (the same app as the owner, a superuser, whom RLS does not hold), and
// the floor — a bare Fastify route making the same session lookup through `pg` — all measured in this run, on the
// same database, with autocannon at 20 connections. Budgets: validate-token within 2× of the floor, and RLS on at
// most 15 % slower than off. Figures go to bench/results/tenancy.json. The floor hashes the token and prepares its
// statement, as the app does (issue 27 §1).
import { join } from 'node:path';
import Fastify from 'fastify';
import { pino } from 'pino';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DatabaseConnection } from '#server/db/client.ts';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { openAppBench, POOL_SIZE } from './support/app-bench.ts';
import { Budgets } from './support/budgets.ts';
import { measureInTurns } from './support/load.ts';
import { addBareSessionLookup } from './support/session-lookup.ts';

const CONNECTIONS = 20;
/** The machine is shared: scenarios take turns over several short rounds, and each reports its median round. */
const ROUNDS = 3;
const SECONDS_PER_ROUND = 4;
const FILLER_CONDOMINIUMS = 5_000;
const BUDGET = { validateTokenToFloor: 2, rlsOnToOff: 1.15 };

const log = pino({ level: 'silent' });
const bench = await openAppBench('tenancy');
const { dataDir, owner, appRole, servers } = bench;

try {
  await bench.prepareSchema();
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

  const floor = await servers.listen(bareLookupServer(owner));
  const rlsOn = await servers.listen(await zelo(appRole, config));
  const rlsOff = await servers.listen(await zelo(owner, config));

  const headers = { authorization: `Bearer ${token}` };
  const results = await measureInTurns(
    {
      floor: { name: 'piso: a mesma consulta da sessão, Fastify puro + pg', url: `${floor}/lookup`, headers },
      validateTokenRlsOn: { name: 'validate-token, RLS ligado (zelo_app)', url: `${rlsOn}/api/v1/validate-token`, headers },
      validateTokenRlsOff: { name: 'validate-token, RLS desligado (dono)', url: `${rlsOff}/api/v1/validate-token`, headers },
      scopedReadRlsOn: { name: 'perfil do condomínio, RLS ligado', url: `${rlsOn}/api/v1/condominium/${condominium.id}`, headers },
      scopedReadRlsOff: { name: 'perfil do condomínio, RLS desligado', url: `${rlsOff}/api/v1/condominium/${condominium.id}`, headers },
    },
    { connections: CONNECTIONS, rounds: ROUNDS, seconds: SECONDS_PER_ROUND },
  );

  const budgets = new Budgets();
  budgets.atMost('validate-token (RLS ligado) / piso em pg puro (req/s)', results.floor.requestsPerSecond / results.validateTokenRlsOn.requestsPerSecond, BUDGET.validateTokenToFloor, '×');
  budgets.atMost('validate-token: RLS desligado / ligado (req/s)', results.validateTokenRlsOff.requestsPerSecond / results.validateTokenRlsOn.requestsPerSecond, BUDGET.rlsOnToOff, '×');
  budgets.atMost('leitura com escopo: RLS desligado / ligado (req/s)', results.scopedReadRlsOff.requestsPerSecond / results.scopedReadRlsOn.requestsPerSecond, BUDGET.rlsOnToOff, '×');
  budgets.atMost('requisições com falha', Object.values(results).reduce((sum, load) => sum + load.failures, 0), 0, '');
  await budgets.finish('tenancy', { connections: CONNECTIONS, poolSize: POOL_SIZE, rounds: ROUNDS, secondsPerRound: SECONDS_PER_ROUND, results });
} finally {
  await bench.close();
}

function bareLookupServer(connection: DatabaseConnection) {
  const server = Fastify();
  addBareSessionLookup(server, connection.pool);
  return server;
}

async function zelo(connection: DatabaseConnection, config: ReturnType<typeof loadConfig>) {
  const outbox = new Outbox(connection.db, {}, log);
  return buildApp({ version: 'bench', config, db: connection.db, outbox, lookups: new BrazilLookups(config.lookups), storage: createFileStorage(config) });
}
