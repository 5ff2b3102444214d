// p50/p99 latency and requests/s of the paged listings with a text filter (ARCHITECTURE §8), on large seeded
// data: the real app on a real PostgreSQL — BENCH_DATABASE_URL (or TEST_DATABASE_URL) when set, otherwise an
// embedded one in a temporary folder — called over HTTP by autocannon. Reported, not budgeted: no issue sets
// API numbers yet, so the figures go to bench/results/api-latency.json for comparing runs.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/mail/outbox.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { createDatabase, databaseUrl, dropDatabase, startDatabaseServer } from '#server/test/database-server.ts';
import { createUser, tokenFor } from '#server/test/fixtures.ts';

const CONDOMINIUMS = 20_000;
const PROSPECTS = 50_000;
const SECONDS_PER_SCENARIO = 8;
const CONNECTIONS = 10;

/** What an administrator types: nothing, a word found in every row, a rare name, a pasted CNPJ, an e-mail. */
const scenarios = [
  { name: 'condomínios, sem filtro, página 1', path: '/api/v1/condominium/listing?page=1&per_page=10' },
  { name: 'condomínios, sem filtro, página 500', path: '/api/v1/condominium/listing?page=500&per_page=10' },
  { name: 'condomínios, filtro comum "edificio"', path: '/api/v1/condominium/listing?page=1&per_page=10&filter=edificio' },
  { name: 'condomínios, filtro raro "jacaranda 10001232"', path: '/api/v1/condominium/listing?page=1&per_page=10&filter=jacaranda%2010001232' },
  { name: 'condomínios, filtro por CNPJ mascarado', path: `/api/v1/condominium/listing?page=1&per_page=10&filter=${encodeURIComponent('10.012.345/0001-00')}` },
  { name: 'prospects, sem filtro, página 1', path: '/api/v1/prospects/listing?page=1&per_page=10' },
  { name: 'prospects, filtro comum "silva"', path: '/api/v1/prospects/listing?page=1&per_page=10&filter=silva' },
  { name: 'prospects, filtro raro por e-mail', path: '/api/v1/prospects/listing?page=1&per_page=10&filter=pessoa.4321%40' },
];

const dataDir = await mkdtemp(join(tmpdir(), 'zelo-bench-'));
const database = await openDatabase();
const connection = connectDatabase(database.url, { max: 10 });
const log = pino({ level: 'silent' });

try {
  console.log(`Migrando e semeando ${CONDOMINIUMS} condomínios e ${PROSPECTS} prospects …`);
  await applyMigrations(connection.db);
  await seedReferenceData(connection.db);
  await seedLargeData(database.url);

  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, BUILD_DIR: join(dataDir, 'build'), APP_URL: 'http://zelo.bench' });
  const outbox = new Outbox(connection.db, null, log);
  const app = await buildApp({ version: 'bench', config, db: connection.db, outbox, lookups: new BrazilLookups(config.lookups) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const master = await createUser(connection.db, { type: 'master' });
  const token = await tokenFor(connection.db, config, master.id);

  const results = [];
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: baseUrl + scenario.path,
      connections: CONNECTIONS,
      // The load comes from a worker thread, so this process's event loop serves the API alone.
      workers: 1,
      duration: SECONDS_PER_SCENARIO,
      headers: { authorization: `Bearer ${token}` },
    });
    const failures = result.errors + result.timeouts + result.non2xx;
    results.push({
      scenario: scenario.name,
      path: scenario.path,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requestsPerSecond: Math.round(result.requests.average),
      failures,
    });
    console.log(
      `${String(result.latency.p50).padStart(6)} ms p50 ${String(result.latency.p99).padStart(6)} ms p99 ${String(Math.round(result.requests.average)).padStart(6)} req/s  ${scenario.name}${failures ? `  (${failures} falhas)` : ''}`,
    );
  }
  await app.close();
  await outbox.stop();

  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/api-latency.json',
    JSON.stringify({ measuredAt: new Date().toISOString(), condominiums: CONDOMINIUMS, prospects: PROSPECTS, connections: CONNECTIONS, secondsPerScenario: SECONDS_PER_SCENARIO, results }, null, 2),
  );
  if (results.some((result) => result.failures > 0)) {
    console.error('Some requests failed: the figures above do not measure successful listings.');
    process.exitCode = 1;
  }
} finally {
  await connection.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}

/** A database of our own on the external server, or on an embedded one started for the run. */
async function openDatabase() {
  const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
  const server = await startDatabaseServer(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL, log);
  const name = `zelo_bench_${randomBytes(4).toString('hex')}`;
  await createDatabase(server.url, name);
  return {
    url: databaseUrl(server.url, name),
    drop: async () => {
      await dropDatabase(server.url, name);
      await server.stop();
    },
  };
}

/** Set-based inserts: realistic names with accents, every plan, cities from the IBGE list, unique CNPJs. */
async function seedLargeData(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `with plan_list as (select array_agg(id order by rank) as ids, array_agg(array_to_string(modules, ',') order by rank) as modules from plans),
            city_list as (select array_agg(id order by id) as ids, array_agg(state_id order by id) as states, count(*)::int as total from cities)
       insert into condominiums (cnpj, corporate_name, comercial_name, plan_id, allowed_modules, state_id, city_id, units, active)
       select lpad(n::text, 8, '0') || '000100',
              'Condomínio Edifício ' || (array['Ipê', 'Aroeira', 'Jacarandá', 'Sabiá', 'Araucária'])[1 + n % 5] || ' ' || n,
              (array['Residencial Ipê', 'Edifício Aroeira', 'Solar Jacarandá', 'Parque Sabiá', 'Torres Araucária'])[1 + n % 5] || ' ' || n,
              plan_list.ids[1 + n % 4], string_to_array(plan_list.modules[1 + n % 4], ',')::module_key[],
              city_list.states[1 + n % city_list.total], city_list.ids[1 + n % city_list.total], 20 + n % 200, n % 17 <> 0
       from generate_series(10000000, 10000000 + $1 - 1) as n, plan_list, city_list`,
      [CONDOMINIUMS],
    );
    await client.query(
      `insert into prospects (name, email, phone, condominium_name, cnpj, units, message, active, created_at)
       select (array['Ana', 'João', 'Márcia', 'José', 'Luíza'])[1 + n % 5] || ' ' || (array['Silva', 'Souza', 'Conceição', 'Araújo', 'Gonçalves'])[1 + n % 7 % 5],
              'pessoa.' || n || '@exemplo.com.br', '119' || lpad(n::text, 8, '0'),
              'Residencial ' || (array['Ipê', 'Aroeira', 'Jacarandá'])[1 + n % 3] || ' ' || n,
              lpad(n::text, 8, '0') || '000200', 10 + n % 90, 'Gostaria de conhecer o Zelo.', n % 11 <> 0,
              now() - make_interval(mins => n)
       from generate_series(1, $1) as n`,
      [PROSPECTS],
    );
    // The steady state autovacuum reaches: statistics, and the trigram indexes' pending lists merged.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
