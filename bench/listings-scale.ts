// Issue 9 §4: listings at the scale of a national platform. The master's condominium listing over 330,000
// condominiums, and a tenant-owned table of 1,000,000 rows over 3,500 condominiums, each at 10,000 rows too;
// through the real app over HTTP (autocannon), against the same statements through bare `pg` (the floor),
// with EXPLAIN (ANALYZE, BUFFERS) of every listing query at every size in bench/results/listings-scale.md.
// BENCH_SCALE (default 1) shrinks the national size for quick runs; BENCH_SECONDS shortens each load.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Query } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { API_PREFIX } from '#contract/common.ts';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed.ts';
import { condominiumListing } from '#server/modules/condominiums/condominiums.repository.ts';
import { MASTER_SCOPE, type TenantScope } from '#server/platform/access/tenancy.ts';
import { countCapOf, countedKeys, type Listing, type ListingRequest, type ListingStatement, type RunStatement } from '#server/platform/listing.ts';
import { statementName } from '#server/platform/prepared-statement.ts';
import { createUser, tokenFor } from '#server/test/fixtures.ts';
import { Budgets } from './support/budgets.ts';
import { openBenchDatabase } from './support/database.ts';
import { readPlan } from './support/explain.ts';
import { condominiumCnpj, recordCpf, seedLargeData, tenantsOf, type DataSize } from './support/large-data.ts';
import { describeLoad, measureLoad, type Load } from './support/load.ts';
import { tenantRecordListing, tenantRecordsRoutes } from './support/tenant-records.ts';
import { LocalServers } from './support/local-servers.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SIZES: { label: string; size: DataSize }[] = [
  { label: '10 mil linhas', size: { condominiums: 10_000, records: 10_000 } },
  { label: SCALE === 1 ? 'escala nacional' : `escala nacional × ${SCALE}`, size: { condominiums: Math.round(330_000 * SCALE), records: Math.round(1_000_000 * SCALE) } },
];
const LATENCY_CONNECTIONS = 4;
const THROUGHPUT_CONNECTIONS = 20;
const POOL_SIZE = 10;
const BUDGET = { firstPageP50Ms: 5, firstPageP99Ms: 25, page500P50Ms: 15, floorRatio: 3, sizeRatio: 2, tenantBuffersRatio: 2, broadWordsFloorRatio: 2, broadWordsP99Ms: 100 };
/** autocannon measures whole milliseconds: a p50 of 1 ms at 10,000 rows stands for "at most 1 ms". */
const LATENCY_RESOLUTION_MS = 1;

type Kind = 'first-page' | 'filter' | 'page-500';
interface Scenario {
  name: string;
  kind: Kind;
  /** The caller: master, or the síndico of the first tenant condominium. */
  as: 'master' | 'sindico';
  path: string;
  request: ListingRequest;
  /** Also measured at 20 connections against its bare-SQL floor. */
  throughput?: boolean;
  /** A single tenant's listing: its cost must not depend on the table's size. */
  tenant?: boolean;
  /**
   * Common words over the whole of a large table: the trigram index finds every row having them and the matches are
   * sorted, so the cost grows with the matches (docs/decisions/007). Budgeted as a ratio to its bare floor and a p99
   * nobody typing notices, with its p50 reported beside the unfiltered first page's.
   */
  broadWords?: boolean;
}

const masked = {
  cnpj: (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  cpf: (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
};

/** What people type: nothing, two words of a name in any order, a rare name, a pasted masked number; and a deep page. */
function scenariosFor(size: DataSize): Scenario[] {
  const condominiums = `${API_PREFIX}/condominium/listing`;
  const records = `${API_PREFIX}/bench-tenant-records/listing`;
  const page = (overrides: Partial<ListingRequest> = {}): ListingRequest => ({ page: 1, per_page: 10, ...overrides });
  const list = (base: string, request: ListingRequest) =>
    `${base}?page=${request.page}&per_page=${request.per_page}${request.filter ? `&filter=${encodeURIComponent(request.filter)}` : ''}`;
  const scenario = (name: string, kind: Kind, as: Scenario['as'], base: string, request: ListingRequest, extra: Partial<Scenario> = {}) => ({
    name,
    kind,
    as,
    path: list(base, request),
    request,
    ...extra,
  });
  // Tenant 1's records are n = T, 2T, …: the seventh one's CPF is surely there, at every size.
  const tenantCpf = recordCpf(tenantsOf(size) * 7);
  return [
    scenario('condomínios: página 1', 'first-page', 'master', condominiums, page(), { throughput: true }),
    scenario('condomínios: filtro "jardim flores" (1 em 13)', 'filter', 'master', condominiums, page({ filter: 'jardim flores' }), { throughput: true, broadWords: true }),
    scenario('condomínios: filtro raro "flores 1313"', 'filter', 'master', condominiums, page({ filter: 'flores 1313' })),
    scenario('condomínios: CNPJ mascarado', 'filter', 'master', condominiums, page({ filter: masked.cnpj(condominiumCnpj(4321)) })),
    scenario('condomínios: página 500', 'page-500', 'master', condominiums, page({ page: 500 })),
    scenario('registros, master: página 1', 'first-page', 'master', records, page(), { throughput: true }),
    scenario('registros, master: filtro "santos lima" (1 em 221)', 'filter', 'master', records, page({ filter: 'santos lima' }), { throughput: true, broadWords: true }),
    scenario('registros, master: CPF mascarado', 'filter', 'master', records, page({ filter: masked.cpf(recordCpf(7777)) })),
    scenario('registros, master: página 500', 'page-500', 'master', records, page({ page: 500 })),
    scenario('registros, 1 condomínio: página 1', 'first-page', 'sindico', records, page(), { throughput: true, tenant: true }),
    scenario('registros, 1 condomínio: filtro "silva"', 'filter', 'sindico', records, page({ filter: 'silva' }), { throughput: true, tenant: true }),
    scenario('registros, 1 condomínio: CPF mascarado', 'filter', 'sindico', records, page({ filter: masked.cpf(tenantCpf) }), { tenant: true }),
  ];
}

interface Plan {
  /** The statements of the keys from the page's first row to just past the count cap (the page and its total), then the page's rows. */
  statement: string;
  sql: string;
  params: unknown[];
  plan: string;
  executionMs: number;
  /** Shared buffers hit or read by the whole statement. */
  buffers: number;
  /** Sequential scans that read more rows than the page and its count need: their cost would grow with the table. */
  unboundedSeqScans: string[];
}

interface ScenarioResult {
  scenario: string;
  path: string;
  latency: Load;
  throughput?: { app: Load; floor: Load };
  plans: Plan[];
}

const sizesMeasured: { label: string; size: DataSize; seedSeconds: number; results: ScenarioResult[] }[] = [];

for (const { label, size } of SIZES) {
  console.log(`\n== ${label}: ${size.condominiums} condomínios, ${size.records} registros em ${tenantsOf(size)} condomínios ==`);
  sizesMeasured.push({ label, size, ...(await measureSize(size)) });
}

const budgets = checkBudgets();
await budgets.finish('listings-scale', { scale: SCALE, latencyConnections: LATENCY_CONNECTIONS, throughputConnections: THROUGHPUT_CONNECTIONS, poolSize: POOL_SIZE, sizes: sizesMeasured }, explainReport());
console.log('Planos (EXPLAIN ANALYZE, BUFFERS) em bench/results/listings-scale.md');

async function measureSize(size: DataSize) {
  const dataDir = await mkdtemp(join(tmpdir(), 'zelo-bench-'));
  const database = await openBenchDatabase();
  const connection = connectDatabase(database.url, { max: POOL_SIZE });
  const servers = new LocalServers();
  const barePool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
  // Dropping the database at the end ends its idle connections; that must not crash the run (as in connectDatabase).
  barePool.on('error', () => {});
  try {
    const started = performance.now();
    await applyMigrations(connection.db);
    await seedReferenceData(connection.db);
    await seedLargeData(database.url, size);
    const seedSeconds = Math.round((performance.now() - started) / 1000);
    console.log(`Semeado em ${seedSeconds} s`);

    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, BUILD_DIR: join(dataDir, 'build'), APP_URL: 'http://zelo.bench', LOG_LEVEL: 'warn' });
    const log = pino({ level: config.logLevel });
    const outbox = new Outbox(connection.db, {}, log);
    const app = await buildApp({ version: 'bench', config, db: connection.db, outbox, lookups: new BrazilLookups(config.lookups), storage: createFileStorage(config), loggerInstance: log });
    await app.register(async (api) => tenantRecordsRoutes(api), { prefix: API_PREFIX });
    const appUrl = await servers.listen(app);

    const firstTenant = await barePool.query<{ id: string }>('select id from condominiums where cnpj = $1', [condominiumCnpj(1)]);
    const tenantId = firstTenant.rows[0]!.id;
    const callers = {
      master: { user: await createUser(connection.db, { type: 'master' }), scope: MASTER_SCOPE },
      sindico: { user: await createUser(connection.db, { type: 'sindico', condominiumId: tenantId }), scope: { all: false, condominiumIds: [tenantId] } as TenantScope },
    };
    const tokens = {
      master: await tokenFor(connection.db, config, callers.master.user.id),
      sindico: await tokenFor(connection.db, config, callers.sindico.user.id),
    };

    const scenarios = scenariosFor(size);
    // The statements the app sends for a scenario, sent through bare `pg`: the keys and the total, then the page's
    // rows by those keys. `seen` keeps each statement sent.
    const bareRun =
      (seen?: Query[]): RunStatement =>
      async <Row>(_db: unknown, statement: ListingStatement<Row>, prepared: boolean) => {
        const query = statement.toSQL();
        seen?.push(query);
        return (await barePool.query({ text: query.sql, values: query.params, name: prepared ? statementName(query.sql) : undefined })).rows as Row[];
      };
    const listingOf = (scenario: Scenario): Listing<unknown, unknown> =>
      scenario.path.includes('/condominium/')
        ? (condominiumListing(MASTER_SCOPE) as Listing<unknown, unknown>)
        : (tenantRecordListing(callers[scenario.as].scope) as Listing<unknown, unknown>);
    const replay = async (scenario: Scenario, seen?: Query[]) => {
      const listing = listingOf(scenario);
      const { keys, counted } = await countedKeys(connection.db, bareRun(seen), listing, scenario.request);
      const rows = listing.rows.query(connection.db, listing, keys);
      seen?.push(rows);
      const data = keys.length ? (await barePool.query({ name: statementName(rows.sql), text: rows.sql, values: rows.params })).rows : [];
      return { data, total: counted };
    };

    // The floor: the very statements the app sends, through bare `pg` behind a bare Fastify, with no session,
    // no validation and no serialisation schema.
    const floor = Fastify({ logger: false });
    floor.get<{ Params: { index: string } }>('/floor/:index', async (request) => replay(scenarios[Number(request.params.index)]!));
    const floorUrl = await servers.listen(floor);

    const results: ScenarioResult[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      const headers = { authorization: `Bearer ${tokens[scenario.as]}` };
      const latency = await measureLoad(appUrl + scenario.path, { connections: LATENCY_CONNECTIONS, headers });
      console.log(`${describeLoad(latency)}  ${scenario.name} (${LATENCY_CONNECTIONS} conexões)`);
      const result: ScenarioResult = { scenario: scenario.name, path: scenario.path, latency, plans: [] };
      if (scenario.throughput && size === SIZES.at(-1)!.size) {
        const appLoad = await measureLoad(appUrl + scenario.path, { connections: THROUGHPUT_CONNECTIONS, headers });
        const floorLoad = await measureLoad(`${floorUrl}/floor/${index}`, { connections: THROUGHPUT_CONNECTIONS });
        console.log(`${describeLoad(appLoad)}  ${scenario.name} (${THROUGHPUT_CONNECTIONS} conexões)`);
        console.log(`${describeLoad(floorLoad)}  ${scenario.name}: as mesmas consultas em pg puro (${THROUGHPUT_CONNECTIONS} conexões)`);
        result.throughput = { app: appLoad, floor: floorLoad };
      }
      const seen: Query[] = [];
      await replay(scenario, seen);
      const seqScanBound = countCapOf(scenario.request) + 1;
      // The queries sent, each explained.
      for (const [position, query] of seen.entries()) {
        const statement = position === seen.length - 1 ? 'página' : `chaves e total (${position + 1} de ${seen.length - 1})`;
        result.plans.push({ statement, ...query, ...(await explain(barePool, query.sql, query.params, seqScanBound)) });
      }
      results.push(result);
    }
    // Requests still in flight when a load stops may outlive the pools; their errors say nothing about the figures.
    log.level = 'silent';
    await outbox.stop();
    return { seedSeconds, results };
  } finally {
    await servers.closeAll();
    await barePool.end();
    await connection.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function explain(pool: pg.Pool, statement: string, params: unknown[], seqScanBound: number) {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`, params);
  const read = readPlan(rows);
  return { ...read, unboundedSeqScans: unboundedSeqScans(read.plan, seqScanBound) };
}

/**
 * A page needs at most `bound` rows of its walk (from its first row to just past the count cap), and a sequential
 * scan under that LIMIT stops there; one that reads more (rows returned plus rows filtered out) costs what the table
 * costs.
 */
function unboundedSeqScans(plan: string, bound: number) {
  const scans = [...plan.matchAll(/Seq Scan on (\w+).*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)[^\n]*\n(?:\s+Filter:[^\n]*\n\s+Rows Removed by Filter: (\d+))?/g)];
  return scans.filter((scan) => Number(scan[2]) + Number(scan[3] ?? 0) > bound).map((scan) => scan[1]!);
}

function checkBudgets() {
  const budgets = new Budgets();
  const [small, largest] = [sizesMeasured[0]!, sizesMeasured.at(-1)!];
  for (const [index, result] of largest.results.entries()) {
    const scenario = scenariosFor(largest.size)[index]!;
    const name = `${result.scenario} (${largest.label})`;
    if (scenario.kind === 'page-500') {
      budgets.atMost(`${name}: p50 com ${LATENCY_CONNECTIONS} conexões`, result.latency.p50Ms, BUDGET.page500P50Ms, 'ms');
    } else if (scenario.broadWords) {
      budgets.atMost(`${name}: p99 com ${LATENCY_CONNECTIONS} conexões`, result.latency.p99Ms, BUDGET.broadWordsP99Ms, 'ms');
      const firstPage = largest.results.findLast((_, position) => position < index && scenariosFor(largest.size)[position]!.kind === 'first-page');
      console.log(`      p50 ${result.latency.p50Ms} ms, ao lado dos ${firstPage?.latency.p50Ms} ms da página 1 sem filtro (${firstPage?.scenario})`);
    } else {
      budgets.atMost(`${name}: p50 com ${LATENCY_CONNECTIONS} conexões`, result.latency.p50Ms, BUDGET.firstPageP50Ms, 'ms');
      budgets.atMost(`${name}: p99 com ${LATENCY_CONNECTIONS} conexões`, result.latency.p99Ms, BUDGET.firstPageP99Ms, 'ms');
    }
    if (result.throughput) {
      const ratio = result.throughput.floor.requestsPerSecond / result.throughput.app.requestsPerSecond;
      budgets.atMost(`${name}: pg puro / app em req/s com ${THROUGHPUT_CONNECTIONS} conexões`, ratio, scenario.broadWords ? BUDGET.broadWordsFloorRatio : BUDGET.floorRatio, '×');
    }
    if (scenario.broadWords) continue;
    const atSmall = small.results[index]!;
    budgets.atMost(
      `${result.scenario}: p50 em ${largest.label} / p50 em ${small.label}`,
      result.latency.p50Ms / Math.max(atSmall.latency.p50Ms, LATENCY_RESOLUTION_MS),
      BUDGET.sizeRatio,
      '×',
    );
    if (scenario.tenant) {
      const buffersOf = (measured: ScenarioResult) => measured.plans.reduce((sum, plan) => sum + plan.buffers, 0);
      budgets.atMost(
        `${result.scenario}: buffers lidos em ${largest.label} / em ${small.label} (o custo de um condomínio não cresce com a tabela)`,
        buffersOf(result) / buffersOf(atSmall),
        BUDGET.tenantBuffersRatio,
        '×',
      );
    }
  }
  const seqScans = sizesMeasured.flatMap((measured) => measured.results.flatMap((result) => result.plans.flatMap((plan) => plan.unboundedSeqScans)));
  budgets.atMost('Seq Scan que lê mais linhas do que a página e sua contagem pedem, nos planos de todas as escalas', seqScans.length, 0, '');
  const failures = sizesMeasured.flatMap((measured) => measured.results).reduce((sum, result) => sum + result.latency.failures + (result.throughput ? result.throughput.app.failures + result.throughput.floor.failures : 0), 0);
  budgets.atMost('requisições com falha', failures, 0, '');
  return budgets;
}

function explainReport() {
  const lines = [
    '# Listagens em escala: planos',
    '',
    `Gerado por \`npm run bench\` (bench/listings-scale.ts) em ${new Date().toISOString()}. Cada consulta de cada listagem, em cada escala,`,
    'com `EXPLAIN (ANALYZE, BUFFERS)` depois das cargas (cache aquecido).',
  ];
  for (const measured of sizesMeasured) {
    lines.push('', `## ${measured.label}: ${measured.size.condominiums} condomínios, ${measured.size.records} registros em ${tenantsOf(measured.size)} condomínios`);
    for (const result of measured.results) {
      lines.push('', `### ${result.scenario}`, '', `\`GET ${result.path}\` — ${describeLoad(result.latency)} com ${LATENCY_CONNECTIONS} conexões`);
      for (const plan of result.plans) {
        lines.push('', `${plan.statement}: ${plan.executionMs} ms, ${plan.buffers} buffers`, '', '```sql', plan.sql, `-- parâmetros: ${JSON.stringify(plan.params)}`, '```', '', '```', plan.plan, '```');
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

