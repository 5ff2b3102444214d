// Issue 27 §2 and §3: every GET the SPA makes on entering each screen, as the user types that open it, on the data of
// Brazil's largest administradora — 3,500 condominiums, 350,000 apartments, a million records over documents, reforms,
// maintenance and its executions, and notifications, with people in proportion — through the real app over HTTP, each
// against its floor in the same run: the same statements (the session lookup and what the endpoint reads), named
// where the app names them, on one connection, behind a bare Fastify, in the fastest of three ways: as the database's
// owner in each of PostgreSQL's two plan modes, without the app's transaction and scope; or as the app's role under the
// person's scope, where the policies' conditions can lead PostgreSQL to a better plan.
// Budgets: each call within 2× of its floor's req/s at 20 connections; "the síndico's day" — every connection looping
// over its person's screens — at ≥ 40 % of the same run's validate-token throughput, p99 ≤ 100 ms, no error. p50 and
// p99 at 4 connections are reported beside each call, not budgeted (absolute milliseconds move 2–3× between machines).
// The round trips per request come from the statements node-postgres sent while the call ran once.
// The day runs again over two API processes (the built server) on the one PostgreSQL, reported beside it.
// Run after `npm run build`. BENCH_SCALE (default 1) shrinks the data for quick runs; BENCH_SECONDS shortens each load.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { API_PREFIX } from '#contract/common.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { scheduledJobs } from '#server/modules/scheduled-jobs.ts';
import { bearerToken } from '#server/platform/access/policy.ts';
import { tenantScope } from '#server/platform/access/tenancy.ts';
import { scopeSettingsOf } from '#server/platform/access/unit-of-work.ts';
import { authenticateQuery } from '#server/platform/auth/sessions.ts';
import { statementName } from '#server/platform/prepared-statement.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import { createUser, tokenFor } from '#server/test/fixtures.ts';
import { freePort, stopProcess, waitUntilAnswering } from '#testing/child-processes.ts';
import { LoadAverages, openAppBench, POOL_SIZE } from './support/app-bench.ts';
import { Budgets } from './support/budgets.ts';
import { DASHBOARD_SHARES, type SeedShares } from './support/dashboard-data.ts';
import { condominiumCnpj, type DataSize } from './support/large-data.ts';
import { describeLoad, loadOf, measureInTurns, measureLoad, SECONDS_PER_LOAD, type Load, type Scenario } from './support/load.ts';
import { bareSessionOf } from './support/session-lookup.ts';
import { recordStatements, type LoggedStatement } from './support/statement-log.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SIZE: DataSize = { condominiums: Math.max(1, Math.round(3_500 * SCALE)), records: Math.round(1_000_000 * SCALE) };
/**
 * 350,000 apartments; the million records: 300,000 reforms, 100,000 maintenances, 300,000 executions, 70,000 documents,
 * 230,000 notifications; and the audit trail of the reforms' and documents' creation (370,000 entries).
 */
const SHARES: SeedShares = { ...DASHBOARD_SHARES, apartments: 0.35, reforms: 0.3, maintenances: 0.1, maintenanceRecords: 0.3, notifications: 0.23, auditTrail: true };
const THROUGHPUT_CONNECTIONS = 20;
const LATENCY_CONNECTIONS = 4;
const DAY_CONNECTIONS = 50;
const DAY_WARM_UP_SECONDS = 3;
/** Where a day's loops ran, and how its report heads it. */
const DAY_WHERE = {
  'um processo': 'um processo da API',
  'nos pisos': 'cada chamada no seu piso em pg puro',
  'dois processos': 'dois processos da API sobre o mesmo PostgreSQL',
} as const;
/**
 * The ways a floor's statements can run, each measured, the fastest being the floor: as the owner in PostgreSQL's two
 * plan modes, or as the app's role (`zelo_app`) under the person's scope, its statements planned generically as the
 * app's are. As the owner the policies are skipped, and for the master's blocks PostgreSQL then chose a slower plan
 * than the app's: the app beat its floor (0.85×), so that floor was no floor.
 */
const FLOOR_MODES = ['auto', 'force_generic_plan', 'zelo_app'] as const;
type FloorMode = (typeof FLOOR_MODES)[number];
const BUDGET = { floorRatio: 2, dayShareOfValidateToken: 0.4, dayP99Ms: 100 };
/** Tenant 3 (CNPJ n = 3) is on Premium: every module, so each person sees every screen their type has. */
const TENANT_N = 3;
const SERVER_ENTRY = 'build/server/index.js';

type Person = 'master' | 'sindico' | 'zelador' | 'engenheiro' | 'morador' | 'outroMorador';
type PersonType = 'master' | 'staff' | 'morador';
const TYPE_OF: Record<Person, PersonType> = { master: 'master', sindico: 'staff', zelador: 'staff', engenheiro: 'staff', morador: 'morador', outroMorador: 'morador' };

/**
 * The GETs each screen makes on entering it, as bench/spa-screens.ts records them in Chromium (signed in as each type,
 * then each menu entry); `{condominium}` is the person's condominium. Zelador and engenheiro open the staff's screens
 * without Auditoria; a morador has the dashboard, reforms and documents (maintenance is the staff's, SPEC §2).
 */
const DASHBOARD_BLOCKS: Record<PersonType, string[]> = {
  master: ['condominium', 'prospects', 'reforms', 'apartments', 'users', 'maintenances'],
  staff: ['condominium', 'reforms', 'apartments', 'users', 'maintenances'],
  morador: ['condominium', 'reforms', 'maintenances'],
};
const MAINTENANCE_SCREEN = ['/maintenance/listing?page=1', '/maintenance-periodicities/all', '/maintenance-responsible-types/all', '/maintenance/all-by-condominium/{condominium}'];
const DOCUMENTS_SCREEN = ['/documents/listing?page=1', '/documents_types'];
const screensOf = (type: PersonType, person: Person): Record<string, string[]> => ({
  Dashboard: [...DASHBOARD_BLOCKS[type].map((block) => `/dashboard/${block}`), '/notifications/all-unread'],
  ...(type === 'master'
    ? {
        Condomínios: ['/condominium/listing?page=1'],
        Reformas: ['/reforms/listing?page=1', '/condominium/listing?page=1&per_page=100'],
        Usuários: ['/users/listing?page=1'],
        Apartamentos: ['/apartments/listing?page=1'],
        Documentos: DOCUMENTS_SCREEN,
        Prospects: ['/prospects/listing?page=1'],
        Auditoria: ['/audit/listing?page=1', '/condominium/listing?page=1&per_page=100'],
      }
    : type === 'staff'
      ? {
          Manutenções: MAINTENANCE_SCREEN,
          Reformas: ['/reforms/listing?page=1'],
          Usuários: ['/users/listing?page=1'],
          Apartamentos: ['/apartments/listing?page=1'],
          Documentos: DOCUMENTS_SCREEN,
          ...(person === 'sindico' ? { Auditoria: ['/audit/listing?page=1'] } : {}),
        }
      : { Reformas: ['/reforms/listing?page=1'], Documentos: DOCUMENTS_SCREEN }),
});
/** Answers the same to every person: measured once. */
const REFERENCE_DATA = new Set(['/maintenance-periodicities/all', '/maintenance-responsible-types/all', '/documents_types']);
/** The people whose calls the per-endpoint table measures: one of each type (the others read the same way). */
const MEASURED: Person[] = ['master', 'sindico', 'morador'];
/** Whose measured calls stand for each person's (the same screens, read the same way). */
const MEASURED_AS: Record<Person, Person> = { master: 'master', sindico: 'sindico', zelador: 'sindico', engenheiro: 'sindico', morador: 'morador', outroMorador: 'morador' };
/** Where `person`'s call of `path` is among the measured calls (reference data is measured once, for everyone); -1 when not yet. */
const measuredCallIndex = (calls: Call[], person: Person, path: string) =>
  calls.findIndex((call) => call.path === path && (call.person === MEASURED_AS[person] || REFERENCE_DATA.has(path)));

interface Call {
  person: Person;
  screens: string[];
  path: string;
  appRoundTrips: number;
  floorStatements: LoggedStatement[];
  /** How the floor ran: whichever of FLOOR_MODES ran it faster. */
  floorMode?: FloorMode;
  throughput?: { app: Load; floor: Load };
  latency?: Load;
}

const bench = await openAppBench('endpoints');
const { dataDir, database, owner, servers } = bench;
const log = pino({ level: 'warn' });
const loadAverages = new LoadAverages();

try {
  console.log(`== ${SIZE.condominiums} condomínios, ~${SIZE.records} registros (escala ${SCALE}) ==`);
  loadAverages.note('antes da semeadura');
  const { rows, seedSeconds } = await bench.seedModules(SIZE, SHARES);
  const { config, outbox, app, url: appUrl } = await bench.startApp(log);

  const condominium = (await owner.pool.query<{ id: string }>('select id from condominiums where cnpj = $1', [condominiumCnpj(TENANT_N)])).rows[0]!.id;
  const people = await peopleOf(condominium);
  const tokens = Object.fromEntries(await Promise.all((Object.entries(people) as [Person, string][]).map(async ([person, id]) => [person, await tokenFor(owner.db, config, id)]))) as Record<Person, string>;
  const headersOf = (person: Person) => ({ authorization: `Bearer ${tokens[person]}` });
  const pathOf = (path: string) => `${API_PREFIX}${path.replace('{condominium}', condominium)}`;
  await owner.pool.query('vacuum analyze users, user_condominiums, sessions');

  // Each person's calls once, through the app, recording what node-postgres sent: the round trips, and the statements
  // the floor replays (the session lookup stands for zelo_authenticate; BEGIN with the scope and COMMIT are the app's).
  const calls: Call[] = [];
  for (const person of MEASURED) {
    for (const [screen, paths] of Object.entries(screensOf(TYPE_OF[person], person))) {
      for (const path of paths) {
        const known = calls[measuredCallIndex(calls, person, path)];
        if (known) {
          if (!known.screens.includes(screen)) known.screens.push(screen);
          continue;
        }
        let status = 0;
        const statements = await recordStatements(async () => {
          status = (await app.inject({ method: 'GET', url: pathOf(path), headers: headersOf(person) })).statusCode;
        });
        if (status !== 200) throw new Error(`${person} GET ${path}: HTTP ${status}`);
        calls.push({ person, screens: [screen], path, appRoundTrips: statements.length, floorStatements: statements.filter(isEndpointWork) });
      }
    }
  }

  // A named statement is planned for its values five times, then PostgreSQL keeps a generic plan only if its estimate
  // beats theirs, and estimates a hair apart decide it: the morador's reforms page by its keys was planned again on
  // every call (3 ms of planning for 0.1 ms of work). The app plans a GET's named statements generically (unit-of-work.ts);
  // the floor runs in both modes under the same load, and the faster one is the floor.
  const generic = '-c plan_cache_mode=force_generic_plan';
  const floorPools: Record<FloorMode, pg.Pool> = {
    auto: new pg.Pool({ connectionString: database.url, max: POOL_SIZE }),
    force_generic_plan: new pg.Pool({ connectionString: database.url, max: POOL_SIZE, options: generic }),
    zelo_app: new pg.Pool({ connectionString: bench.appRoleDatabaseUrl, max: POOL_SIZE, options: generic }),
  };
  // Dropping the database at the end ends its idle connections; that must not crash the run (as in connectDatabase).
  for (const pool of Object.values(floorPools)) pool.on('error', () => {});
  /** The floor's work for a call: the session lookup, then the call's statements, named where the app named them. */
  const floorWork = async (call: Call, mode: FloorMode, authorization: string | undefined) => {
    const client = await floorPools[mode].connect();
    try {
      const session = mode === 'zelo_app' ? await scopedSessionOf(client, authorization) : await bareSessionOf({ headers: { authorization } }, client);
      const results = [];
      for (const statement of call.floorStatements) {
        results.push((await client.query({ name: statement.name && statementName(statement.text), text: statement.text, values: statement.values })).rows);
      }
      return { data: { session, results } };
    } finally {
      client.release();
    }
  };
  /** Each app-role connection's scope, set for the session (not per transaction): once per person it serves in turn. */
  const scopeOfConnection = new WeakMap<pg.PoolClient, string>();
  /** As the app: the session through zelo_authenticate (the policies hide the sessions), then its scope on the connection. */
  const scopedSessionOf = async (client: pg.PoolClient, authorization: string | undefined) => {
    const { rows } = await client.query<{ type: string; memberships: { uuid: string }[] }>(
      authenticateQuery(bearerToken({ headers: { authorization } }) ?? '', config.session.idleMinutes),
    );
    const session = rows[0]!;
    const settings = scopeSettingsOf(tenantScope({ type: session.type, condominiumIds: session.memberships.map((membership) => membership.uuid) }));
    const scope = settings.join(' ');
    if (scopeOfConnection.get(client) !== scope) {
      await client.query("select set_config('zelo.is_master', $1, false), set_config('zelo.condominium_ids', $2, false)", settings);
      scopeOfConnection.set(client, scope);
    }
    return session;
  };
  const floor = Fastify({ logger: false });
  floor.get<{ Params: { mode: FloorMode; index: string } }>('/floor/:mode/:index', async (request) =>
    floorWork(calls[Number(request.params.index)]!, request.params.mode, request.headers.authorization),
  );
  const floorUrl = await servers.listen(floor);
  // The same work every way: each mode's floor answers every call, with the same rows (the app role's scope hides none).
  for (const [index, call] of calls.entries()) {
    const answers = await Promise.all(
      FLOOR_MODES.map(async (mode) => {
        const response = await fetch(`${floorUrl}/floor/${mode}/${index}`, { headers: headersOf(call.person) });
        if (!response.ok) throw new Error(`${call.person} GET ${call.path}: the floor as ${mode} answered HTTP ${response.status}`);
        return JSON.stringify(((await response.json()) as { data: { results: unknown } }).data.results);
      }),
    );
    if (new Set(answers).size > 1) throw new Error(`${call.person} GET ${call.path}: the floor's modes read different rows`);
  }

  loadAverages.note('antes das cargas');
  for (const [index, call] of calls.entries()) {
    const headers = headersOf(call.person);
    const label = `${call.person}: GET ${call.path}`;
    const floorOf = (mode: FloorMode): Scenario => ({ name: `${label}: piso em pg puro (${mode})`, url: `${floorUrl}/floor/${mode}/${index}`, headers });
    const { app: appLoad, ...floorLoads } = await measureInTurns(
      { app: { name: `${label} (${THROUGHPUT_CONNECTIONS} conexões)`, url: `${appUrl}${pathOf(call.path)}`, headers }, ...(Object.fromEntries(FLOOR_MODES.map((mode) => [mode, floorOf(mode)])) as Record<FloorMode, Scenario>) },
      { connections: THROUGHPUT_CONNECTIONS, rounds: 1 },
    );
    call.floorMode = FLOOR_MODES.reduce((best, mode) => (floorLoads[mode].requestsPerSecond > floorLoads[best].requestsPerSecond ? mode : best));
    call.throughput = { app: appLoad, floor: floorLoads[call.floorMode] };
    call.latency = await measureLoad(`${appUrl}${pathOf(call.path)}`, { connections: LATENCY_CONNECTIONS, headers });
    console.log(`${describeLoad(call.latency)}  ${label} (${LATENCY_CONNECTIONS} conexões)`);
  }
  loadAverages.note('depois das chamadas');

  // The síndico's day: each person's connections loop over the calls of all their screens, in menu order, all the
  // people at once (six autocannon workers); beside it, validate-token alone at the same 50 connections.
  const day = await measureDay('um processo', [appUrl], tokens, (_person, path) => pathOf(path));
  const validateToken = await measureLoad(`${appUrl}${API_PREFIX}/validate-token`, { connections: DAY_CONNECTIONS, headers: headersOf('sindico') });
  console.log(`${describeLoad(validateToken)}  validate-token (${DAY_CONNECTIONS} conexões)`);
  loadAverages.note('depois do dia do síndico');

  // The same loops over the calls' floors: how far the day could go were every call at its floor. It tells the two
  // costs apart: what the app adds to the statements, and what the statements themselves cost against validate-token.
  // Zelador and engenheiro loop over the síndico's floors, the other morador over the morador's, with their own tokens.
  const floorDay = await measureDay('nos pisos', [floorUrl], tokens, (person, path) => {
    const index = measuredCallIndex(calls, person, path);
    return `/floor/${calls[index]!.floorMode}/${index}`;
  });
  loadAverages.note('depois do dia nos pisos');

  // The same day over two API processes (the built server, as deployed) on the one PostgreSQL, the people split
  // between them: what a second process adds on this machine's cores. Reported, not budgeted.
  // A process starting runs the day's jobs first (documents expiring, maintenance notices, file sweeps): minutes of
  // work over a million records, which took the cores from the day measured beside it. They run here, before the
  // processes start, so that the processes find them done, as on any day after its first minutes.
  await runDueJobs(owner.db, scheduledJobs(createFileStorage(config)), log);
  const processes = [await startApiProcess(), await startApiProcess()];
  let twoProcesses: Day;
  try {
    twoProcesses = await measureDay('dois processos', processes.map((started) => started.url), tokens, (_person, path) => pathOf(path));
  } finally {
    await Promise.all(processes.map((started) => stopProcess(started.process)));
  }
  loadAverages.note('depois do dia em dois processos');

  const budgets = new Budgets();
  for (const call of calls) {
    const { app: appLoad, floor: floorLoad } = call.throughput!;
    budgets.atMost(`${call.person}: GET ${call.path} — pg puro / app (req/s, ${THROUGHPUT_CONNECTIONS} conexões)`, floorLoad.requestsPerSecond / Math.max(appLoad.requestsPerSecond, 1), BUDGET.floorRatio, '×');
  }
  budgets.atLeast(`dia do síndico / validate-token (req/s, ${DAY_CONNECTIONS} conexões)`, day.total.requestsPerSecond / Math.max(validateToken.requestsPerSecond, 1), BUDGET.dayShareOfValidateToken, '×');
  budgets.atMost(`dia do síndico: p99 (${DAY_CONNECTIONS} conexões)`, day.total.p99Ms, BUDGET.dayP99Ms, 'ms');
  const failures =
    calls.reduce((sum, call) => sum + call.throughput!.app.failures + call.throughput!.floor.failures + call.latency!.failures, 0) + day.total.failures + floorDay.total.failures + twoProcesses.total.failures + validateToken.failures;
  budgets.atMost('requisições com falha', failures, 0, '');

  log.level = 'silent';
  await Promise.all(Object.values(floorPools).map((pool) => pool.end()));
  await outbox.stop();
  await budgets.finish('endpoints', {
    scale: SCALE,
    size: SIZE,
    rows,
    seedSeconds,
    poolSize: POOL_SIZE,
    loadAverages: loadAverages.notes,
    calls: calls.map(({ floorStatements, ...call }) => ({ ...call, floorRoundTrips: floorStatements.length + 1 })),
    day,
    floorDay,
    twoProcesses,
    validateToken,
  }, report(calls, day, floorDay, twoProcesses, validateToken, rows, seedSeconds));
  console.log('Tabela em bench/results/endpoints.md');
} finally {
  await bench.close();
}

/** What a request's statements are beyond the app's own plumbing: its session check, its transaction and scope. */
function isEndpointWork(statement: LoggedStatement) {
  return !/^\s*(begin\b|commit\b|rollback\b|select \* from zelo_authenticate\()/i.test(statement.text);
}

/**
 * The people of the measured condominium: the seed's síndico and zelador, a morador who asked for a reform and another
 * morador, an engenheiro made for the run (the seed gives one to a tenant in three), and a master.
 */
async function peopleOf(condominium: string): Promise<Record<Person, string>> {
  const staff = async (type: string) =>
    (
      await owner.pool.query<{ id: string }>(
        `select u.id from users u join user_condominiums uc on uc.user_id = u.id where uc.condominium_id = $1 and u.type = $2 and u.active order by u.id limit 1`,
        [condominium, type],
      )
    ).rows[0]!.id;
  const moradores = (
    await owner.pool.query<{ user_id: string }>(
      `select ua.user_id from user_apartments ua join users u on u.id = ua.user_id
       where ua.condominium_id = $1 and u.active order by exists (select 1 from reforms r where r.requester_id = ua.user_id) desc, ua.user_id limit 2`,
      [condominium],
    )
  ).rows.map((row) => row.user_id);
  return {
    master: (await createUser(owner.db, { type: 'master' })).id,
    sindico: await staff('sindico'),
    zelador: await staff('zelador'),
    engenheiro: (await createUser(owner.db, { type: 'engenheiro', condominiumId: condominium })).id,
    morador: moradores[0]!,
    outroMorador: moradores[1]!,
  };
}

/** The built API (`npm run bench` builds it) as its own process over the benchmark's database, as a deployment runs it. */
async function startApiProcess(): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} não existe: rode \`npm run build\` antes.`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dataDir, `process-${port}`),
      DATABASE_URL: database.url,
      DATABASE_APP_URL: bench.appRoleDatabaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      APP_URL: 'http://zelo.bench',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/readyz`, child, 'A API', 180_000);
  return { url, process: child };
}

interface Day {
  where: keyof typeof DAY_WHERE;
  total: Load;
  people: Record<Person, Load & { connections: number; calls: number }>;
}

/**
 * The mixed load of issue 27 §3, the connections shared out over the six people as evenly as they divide, and the
 * people over the API processes at `urls` in turn. A first pass of DAY_WARM_UP_SECONDS is not counted: a process just
 * started compiles its modules and prepares its statements on its first requests, as measureLoad's warm-up covers.
 */
async function measureDay(where: Day['where'], urls: string[], tokens: Record<Person, string>, pathOf: (person: Person, path: string) => string): Promise<Day> {
  const people = Object.keys(TYPE_OF) as Person[];
  const loops = (duration: number) =>
    Promise.all(
      people.map((person, index) => {
        const paths = Object.values(screensOf(TYPE_OF[person], person)).flat();
        const connections = Math.floor(DAY_CONNECTIONS / people.length) + (index < DAY_CONNECTIONS % people.length ? 1 : 0);
        return autocannon({
          url: urls[index % urls.length]!,
          connections,
          workers: 1,
          duration,
          headers: { authorization: `Bearer ${tokens[person]}` },
          requests: paths.map((path) => ({ method: 'GET' as const, path: pathOf(person, path) })),
        }).then((result) => ({ person, connections, calls: paths.length, result }));
      }),
    );
  await loops(DAY_WARM_UP_SECONDS);
  const runs = await loops(SECONDS_PER_LOAD);
  const perPerson = runs.map((run) => ({ person: run.person, connections: run.connections, calls: run.calls, ...loadOf(run.result) }));
  // Percentiles of the whole are not in any one run: the worst person's p99 and the slowest p50 stand for them.
  const total: Load = {
    p50Ms: Math.max(...perPerson.map((run) => run.p50Ms)),
    p99Ms: Math.max(...perPerson.map((run) => run.p99Ms)),
    requestsPerSecond: perPerson.reduce((sum, run) => sum + run.requestsPerSecond, 0),
    failures: perPerson.reduce((sum, run) => sum + run.failures, 0),
  };
  for (const run of perPerson) console.log(`${describeLoad(run)}  dia do síndico, ${where}: ${run.person} (${run.connections} conexões, ${run.calls} chamadas em ciclo)`);
  console.log(`${describeLoad(total)}  dia do síndico, ${where}: todos (${DAY_CONNECTIONS} conexões; p50 e p99 do pior)`);
  return { where, total, people: Object.fromEntries(perPerson.map(({ person, ...run }) => [person, run])) as Day['people'] };
}

function report(calls: Call[], day: Day, floorDay: Day, twoProcesses: Day, validateToken: Load, rows: Record<string, number>, seedSeconds: number) {
  const ratio = (call: Call) => call.throughput!.floor.requestsPerSecond / Math.max(call.throughput!.app.requestsPerSecond, 1);
  const shareOf = (run: Day) => `${((run.total.requestsPerSecond / Math.max(validateToken.requestsPerSecond, 1)) * 100).toFixed(0)} %`;
  const lines = [
    '# Cada chamada das telas, contra o seu piso (issue 27 §2 e §3)',
    '',
    `Medido em ${new Date().toISOString()}, load average ${String(loadAverages)}.`,
    `Dados (semeados em ${seedSeconds} s): ${Object.entries(rows).map(([table, count]) => `${table} ${count}`).join(', ')}.`,
    '',
    `Vazão com ${THROUGHPUT_CONNECTIONS} conexões (app e piso na mesma execução; orçamento: piso / app ≤ ${BUDGET.floorRatio}×), latência com ${LATENCY_CONNECTIONS} conexões (informativa).`,
    'Idas ao banco por requisição: as do app (a sessão; as consultas, a primeira levando BEGIN e o escopo no mesmo envio; COMMIT) e as do piso (a consulta da sessão e as mesmas consultas, preparadas onde o app as prepara). Modo do piso: o mais rápido dos três — como dono do banco, em cada modo de `plan_cache_mode` (`auto` ou `force_generic_plan`), ou como o papel do app sob o escopo da pessoa (`zelo_app`).',
    '',
    '| quem | chamada | telas | idas (app / piso) | modo do piso | app req/s | piso req/s | piso / app | p50 | p99 |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...calls.map(
      (call) =>
        `| ${call.person} | \`GET ${call.path}\` | ${call.screens.join(', ')} | ${call.appRoundTrips} / ${call.floorStatements.length + 1} | ${call.floorMode} | ${call.throughput!.app.requestsPerSecond} | ${call.throughput!.floor.requestsPerSecond} | ${ratio(call).toFixed(2)}× | ${call.latency!.p50Ms} ms | ${call.latency!.p99Ms} ms |`,
    ),
    '',
    ...[day, floorDay, twoProcesses].flatMap((run) => [
      `## O dia do síndico (${DAY_CONNECTIONS} conexões, ${DAY_WHERE[run.where]})`,
      '',
      '| quem | conexões | chamadas em ciclo | req/s | p50 | p99 | falhas |',
      '|---|---|---|---|---|---|---|',
      ...Object.entries(run.people).map(([person, load]) => `| ${person} | ${load.connections} | ${load.calls} | ${load.requestsPerSecond} | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.failures} |`),
      `| **todos** | ${DAY_CONNECTIONS} | | **${run.total.requestsPerSecond}** | ${run.total.p50Ms} ms | ${run.total.p99Ms} ms | ${run.total.failures} |`,
      '',
    ]),
    `validate-token na mesma execução, ${DAY_CONNECTIONS} conexões: ${validateToken.requestsPerSecond} req/s (p50 ${validateToken.p50Ms} ms, p99 ${validateToken.p99Ms} ms).`,
    `O dia do síndico faz ${shareOf(day)} disso (orçamento ≥ ${BUDGET.dayShareOfValidateToken * 100} %, p99 ≤ ${BUDGET.dayP99Ms} ms); nos pisos, ${shareOf(floorDay)}.`,
    '',
  ];
  return lines.join('\n');
}

