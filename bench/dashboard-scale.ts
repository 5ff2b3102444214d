// Issue 15 "Speed": the dashboard's blocks at the national scale of issue 9 §4 — 330,000 condominiums and about a
// million tenant rows over 3,500 condominiums, in the real tables the dashboard reads — through the real app over
// HTTP (autocannon) at 4 connections, as master, as a síndico of one of the 3,500 and as a morador of the same
// condominium. Budgets: master's p50 ≤ 50 ms, a síndico's (and a morador's) p50 ≤ 10 ms. EXPLAIN (ANALYZE, BUFFERS) of
// each block's statement, run as the app role inside the caller's scope as the app runs it, goes into
// bench/results/dashboard-scale.md. BENCH_SCALE (default 1) shrinks the data for quick runs; BENCH_SECONDS shortens
// each load; BENCH_ROUNDS (default 3) is how many times every block is measured, in turns: the budget takes the median.
import { pino } from 'pino';
import { productToday } from '#contract/calendar.ts';
import { API_PREFIX } from '#contract/common.ts';
import type { Executor } from '#server/db/client.ts';
import {
  apartmentsSummary,
  condominiumsOf,
  maintenancesSummary,
  platformCondominiums,
  reformsSummary,
  usersSummary,
  waitingProspects,
} from '#server/modules/dashboard/dashboard.repository.ts';
import { inScope, SCOPE_SETTINGS, scopeSettingsOf } from '#server/platform/access/unit-of-work.ts';
import { MASTER_SCOPE, type TenantScope } from '#server/platform/access/tenancy.ts';
import { createUser, tokenFor } from '#server/test/fixtures.ts';
import { LoadAverages, openAppBench, POOL_SIZE } from './support/app-bench.ts';
import { Budgets } from './support/budgets.ts';
import { readPlan } from './support/explain.ts';
import { condominiumCnpj, tenantsOf, type DataSize } from './support/large-data.ts';
import { describeLoad, measureLoad, SECONDS_PER_LOAD, type Load } from './support/load.ts';
import { recordStatements } from './support/statement-log.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZE: DataSize = { condominiums: Math.round(330_000 * SCALE), records: Math.round(1_000_000 * SCALE) };
const LABEL = SCALE === 1 ? 'escala nacional' : `escala nacional × ${SCALE}`;
const CONNECTIONS = 4;
const BUDGET_P50_MS = { master: 50, sindico: 10, morador: 10 };
/** Tenant 3 (CNPJ n = 3) is on Premium: every module, so the morador sees every block a morador has. */
const TENANT_N = 3;

type Caller = 'master' | 'sindico' | 'morador';
type Block = 'condominium' | 'prospects' | 'reforms' | 'apartments' | 'users' | 'maintenances';
const CALLS: Record<Caller, Block[]> = {
  master: ['condominium', 'prospects', 'reforms', 'apartments', 'users', 'maintenances'],
  sindico: ['condominium', 'reforms', 'apartments', 'users', 'maintenances'],
  morador: ['condominium', 'reforms', 'maintenances'],
};

interface Measured {
  caller: Caller;
  block: Block;
  rounds: Load[];
  p50Ms: number;
  p99Ms: number;
  explain: { sql: string; params: unknown[]; plan: string; executionMs: number; buffers: number };
}

const bench = await openAppBench('dashboard');
const { owner, appRole } = bench;
const log = pino({ level: 'warn' });
const loadAverages = new LoadAverages();

/**
 * A load that got no answer at all reports a p50 of 0 ms: it counts as the whole load's length, so a block that takes
 * longer than the load never passes its budget.
 */
const p50Of = (load: Load) => (load.requestsPerSecond === 0 ? SECONDS_PER_LOAD * 1000 : load.p50Ms);
const p99Of = (load: Load) => (load.requestsPerSecond === 0 ? SECONDS_PER_LOAD * 1000 : load.p99Ms);

try {
  console.log(`== ${LABEL}: ${SIZE.condominiums} condomínios, ~${SIZE.records} linhas de condomínio em ${tenantsOf(SIZE)} condomínios ==`);
  loadAverages.note('antes da semeadura');
  const { rows, seedSeconds } = await bench.seedModules(SIZE);
  const { config, outbox, url: appUrl } = await bench.startApp(log);

  const tenant = (await owner.pool.query<{ id: string }>('select id from condominiums where cnpj = $1', [condominiumCnpj(TENANT_N)])).rows[0]!.id;
  // A morador of the seed who lives there and asked for a reform: their blocks list something.
  const moradorId = (
    await owner.pool.query<{ user_id: string }>(
      `select ua.user_id from user_apartments ua join users u on u.id = ua.user_id
       where ua.condominium_id = $1 and u.active and exists (select 1 from reforms r where r.requester_id = ua.user_id) order by ua.user_id limit 1`,
      [tenant],
    )
  ).rows[0]!.user_id;
  const master = await createUser(owner.db, { type: 'master' });
  const sindico = await createUser(owner.db, { type: 'sindico', condominiumId: tenant });
  const tenantScope: TenantScope = { all: false, condominiumIds: [tenant] };
  const callers: Record<Caller, { token: string; scope: TenantScope; userId: string }> = {
    master: { token: await tokenFor(owner.db, config, master.id), scope: MASTER_SCOPE, userId: master.id },
    sindico: { token: await tokenFor(owner.db, config, sindico.id), scope: tenantScope, userId: sindico.id },
    morador: { token: await tokenFor(owner.db, config, moradorId), scope: tenantScope, userId: moradorId },
  };
  await owner.pool.query('vacuum analyze users, user_condominiums, sessions');

  const scenarios = (Object.entries(CALLS) as [Caller, Block[]][]).flatMap(([caller, blocks]) => blocks.map((block) => ({ caller, block })));
  const rounds = new Map<string, Load[]>();
  loadAverages.note('antes das cargas');
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`\n-- rodada ${round} de ${ROUNDS} --`);
    for (const { caller, block } of scenarios) {
      const load = await measureLoad(`${appUrl}${API_PREFIX}/dashboard/${block}`, { connections: CONNECTIONS, headers: { authorization: `Bearer ${callers[caller].token}` } });
      console.log(`${describeLoad(load)}  ${caller}: /dashboard/${block}`);
      rounds.set(`${caller}/${block}`, [...(rounds.get(`${caller}/${block}`) ?? []), load]);
    }
    loadAverages.note(`depois da rodada ${round}`);
  }

  const today = productToday();
  const measured: Measured[] = [];
  for (const { caller, block } of scenarios) {
    const statement = await statementOf(caller, block, callers[caller], tenant, today);
    const loads = rounds.get(`${caller}/${block}`)!;
    measured.push({
      caller,
      block,
      rounds: loads,
      p50Ms: median(loads.map(p50Of)),
      p99Ms: median(loads.map(p99Of)),
      explain: { ...statement, ...(await explain(statement, callers[caller].scope)) },
    });
  }

  const budgets = new Budgets();
  for (const result of measured) {
    budgets.atMost(`${result.caller}: /dashboard/${result.block}, p50 com ${CONNECTIONS} conexões (mediana de ${ROUNDS} rodadas, ${LABEL})`, result.p50Ms, BUDGET_P50_MS[result.caller], 'ms');
  }
  const failures = measured.reduce((sum, result) => sum + result.rounds.reduce((total, load) => total + load.failures, 0), 0);
  budgets.atMost('requisições com falha', failures, 0, '');
  log.level = 'silent';
  await outbox.stop();
  await budgets.finish('dashboard-scale', {
    scale: SCALE,
    size: SIZE,
    rows,
    seedSeconds,
    connections: CONNECTIONS,
    poolSize: POOL_SIZE,
    rounds: ROUNDS,
    loadAverages: loadAverages.notes,
    blocks: measured.map(({ explain: plan, ...result }) => ({ ...result, executionMs: plan.executionMs, buffers: plan.buffers })),
  }, report(measured, rows, seedSeconds));
  console.log('Planos (EXPLAIN ANALYZE, BUFFERS) em bench/results/dashboard-scale.md');
} finally {
  await bench.close();
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The statement a block sends for this caller, as dashboard.routes.ts calls the repository: run once in the caller's
 * unit of work, recording what node-postgres sent (the block is the statement that is not the scope's).
 */
async function statementOf(caller: Caller, block: Block, who: { scope: TenantScope; userId: string }, tenant: string, today: string) {
  const resident = caller === 'morador';
  const calls: Record<Block, (tx: Executor) => Promise<unknown>> = {
    condominium: (tx) =>
      caller === 'master' ? platformCondominiums(tx, who.scope) : condominiumsOf(tx, who.scope, today, { expiring: !resident, residentDocumentIn: resident ? [tenant] : null }),
    prospects: (tx) => waitingProspects(tx, who.scope),
    reforms: (tx) => reformsSummary(tx, who.scope, resident ? { kind: 'resident', userId: who.userId, condominiumIds: [tenant] } : { kind: 'staff' }),
    apartments: (tx) => apartmentsSummary(tx, who.scope),
    users: (tx) => usersSummary(tx, who.scope),
    maintenances: (tx) => maintenancesSummary(tx, who.scope, resident ? { kind: 'resident', condominiumIds: [tenant] } : { kind: 'staff' }, today),
  };
  const sent = await recordStatements(() => inScope(appRole.db, who.scope, calls[block], { reading: true }));
  const statement = sent.find((query) => /json_build_object/.test(query.text))!;
  return { sql: statement.text, params: statement.values };
}

/** EXPLAIN (ANALYZE, BUFFERS) as the app runs the statement: the app role, inside a transaction with the caller's scope. */
async function explain(statement: { sql: string; params: unknown[] }, scope: TenantScope) {
  const client = await appRole.pool.connect();
  try {
    await client.query('begin');
    await client.query(SCOPE_SETTINGS, scopeSettingsOf(scope));
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    await client.query('rollback');
    return readPlan(rows);
  } finally {
    client.release();
  }
}

function report(measured: Measured[], rows: Record<string, number>, seedSeconds: number) {
  const lines = [
    '# Dashboard em escala: latência e planos',
    '',
    `Gerado por \`npm run bench\` (bench/dashboard-scale.ts) em ${new Date().toISOString()}: ${LABEL}, semeado em ${seedSeconds} s.`,
    '',
    `Linhas: ${Object.entries(rows).map(([table, n]) => `${table} ${n.toLocaleString('pt-BR')}`).join(', ')}.`,
    '',
    `Cada bloco pelo app real (papel zelo_app, RLS ligado) com ${CONNECTIONS} conexões, ${ROUNDS} rodada(s) em turnos; o orçamento usa a mediana.`,
    `Load average (1, 5, 15 min): ${String(loadAverages)}.`,
    '',
    '| chamador | bloco | p50 (mediana) | p99 (mediana) | orçamento p50 | rodadas (p50/p99 ms) | EXPLAIN ms | buffers |',
    '|---|---|---|---|---|---|---|---|',
    ...measured.map(
      (result) =>
        `| ${result.caller} | ${result.block} | ${result.p50Ms} ms | ${result.p99Ms} ms | ≤ ${BUDGET_P50_MS[result.caller]} ms | ${result.rounds.map((load) => (load.requestsPerSecond === 0 ? 'sem resposta' : `${load.p50Ms}/${load.p99Ms}`)).join(', ')} | ${result.explain.executionMs} | ${result.explain.buffers} |`,
    ),
  ];
  for (const result of measured) {
    lines.push('', `## ${result.caller}: /dashboard/${result.block}`, '', '```sql', result.explain.sql, `-- parâmetros: ${JSON.stringify(result.explain.params)}`, '```', '', '```', result.explain.plan, '```');
  }
  return `${lines.join('\n')}\n`;
}
