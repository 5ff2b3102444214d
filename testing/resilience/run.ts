/**
 * `npm run test:resilience` (issue 24 §4): nothing the API acknowledged is lost. Writers create records of every
 * module through the API of `node build/server/index.js`, while the API is killed with SIGKILL at random moments, in
 * some rounds with PostgreSQL stopped in immediate mode too, and restarted. Then SIGTERM and Ctrl-C with uploads in
 * flight, a start that sweeps orphaned files, and the checks of verify.ts. Exits 1 on any problem. Uploads always go
 * to a temporary DATA_DIR.
 *
 * RESILIENCE_DATABASE chooses the PostgreSQL (database.ts): `embedded` (default), the API's own in that DATA_DIR;
 * `machine`, a fresh database on the machine's Debian cluster, which is stopped and started again (root only: CI,
 * where nothing else uses it by then). RESILIENCE_SEED repeats a run's schedule; RESILIENCE_ROUNDS (default 6) sets
 * the number of kills.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ORPHAN_GRACE_MS } from '#server/adapters/storage/orphan-sweep.ts';
import { acknowledged, ApiClient } from './api-client.ts';
import { ApiServer, type StartOutcome } from './api-server.ts';
import { chooseDatabase, type ResilienceDatabase } from './database.ts';
import { checkGracefulShutdown } from './graceful-shutdown.ts';
import { Ledger, RECORD_KINDS } from './ledger.ts';
import { seededRandom } from './random.ts';
import { durabilitySettings, verify } from './verify.ts';
import { referenceIds, ServerGate, Writer } from './writer.ts';

const MASTER_EMAIL = 'master@zelo.demo';
const PASSWORD = 'Zelo-Resiliencia-2026';
const WRITERS = 4;
const ROUNDS = Number(process.env.RESILIENCE_ROUNDS ?? 6);
const SEED = Number(process.env.RESILIENCE_SEED ?? Date.now() % 1_000_000_000);

const say = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function signIn(api: ApiClient) {
  const data = acknowledged<{ token: string }>(await api.json('POST', '/auth', { email: MASTER_EMAIL, password: PASSWORD }));
  if (!data) throw new Error('O master de demonstração não entrou.');
  return data.token;
}

/** Starts the API; a failed start is kept in `server.starts` (a problem) and tried once more so the run goes on. */
async function startOrRetry(server: ApiServer): Promise<StartOutcome> {
  const outcome = await server.start();
  if (outcome.ok) return outcome;
  await server.kill();
  return server.start();
}

/** Every stored file older than the sweep's grace period, as if the run had lasted that long. */
async function ageUploads(folder: string) {
  const past = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) await utimes(join(entry.parentPath, entry.name), past, past);
  }
}

/** The run's API and PostgreSQL, for the cleanup however the run ends. */
let started: ApiServer | undefined;
let database: ResilienceDatabase | undefined;

async function countFiles(folder: string) {
  return (await readdir(folder, { withFileTypes: true, recursive: true })).filter((entry) => entry.isFile()).length;
}

/** The run; true when every check held. Its temporary folder is `workDir`. */
async function main(workDir: string): Promise<boolean> {
  if (!existsSync('build/server/index.js')) throw new Error('build/server/index.js não existe: rode `npm run build` antes.');
  const random = seededRandom(SEED);
  // Run as root, the embedded PostgreSQL runs as `postgres` and must reach its cluster inside.
  await chmod(workDir, 0o755);
  const dataDir = join(workDir, 'data');
  await mkdir(dataDir, { mode: 0o755 });
  database = await chooseDatabase(dataDir);
  const databaseEnv = await database.prepare();
  const server = new ApiServer(dataDir, {
    ...databaseEnv,
    SEED_DEMO_PASSWORD: PASSWORD,
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  started = server;
  say(`Resiliência: ${ROUNDS} rodadas, ${WRITERS} escritores, semente ${SEED} (RESILIENCE_SEED=${SEED} repete), banco: ${database.description}`);

  const began = Date.now();
  const first = await server.start();
  if (!first.ok) throw new Error(`A primeira inicialização falhou: ${first.error}`);
  say(`Primeira inicialização (${database.embedded ? 'initdb, ' : ''}migrações, demonstração): ${seconds(first.ms)}`);
  const token = await signIn(new ApiClient(server.baseUrl));
  let api = new ApiClient(server.baseUrl, token);
  const ids = await referenceIds(api);
  const settings = await durabilitySettings(database.ownerUrl());
  say(`Durabilidade do PostgreSQL: ${Object.entries(settings).map(([name, value]) => `${name}=${value}`).join(', ')}`);
  const problems = Object.entries(settings)
    .filter(([, value]) => value !== 'on')
    .map(([name, value]) => `${name}=${value}: um COMMIT reconhecido pode não sobreviver a uma queda`);

  const ledger = new Ledger();
  const gate = new ServerGate();
  gate.open(api);
  const refusals: string[] = [];
  let writing = true;
  const writers = Array.from({ length: WRITERS }, (_, index) => new Writer(`e${index + 1}`, gate, ledger, ids, random, refusals));
  const running = writers.map((writer) => writer.run(() => !writing));

  const crashRounds = new Set<number>();
  while (crashRounds.size < Math.max(2, Math.floor(ROUNDS / 2))) crashRounds.add(random.between(1, ROUNDS));
  for (let round = 1; round <= ROUNDS; round += 1) {
    const writeMs = random.between(2_500, 6_000);
    const acknowledgedBefore = ledger.records.length;
    await delay(writeMs);
    let what = 'SIGKILL da API';
    if (crashRounds.has(round)) {
      // PostgreSQL goes first, under load: transactions in flight are cut, and the API meets a dead server.
      const crashed = await database.crash();
      await delay(random.between(100, 600));
      what = crashed ? 'PostgreSQL parado em modo immediate, depois SIGKILL da API' : 'SIGKILL da API (o PostgreSQL já tinha parado)';
    }
    gate.close();
    const fell = await server.kill();
    if (fell) problems.push(`a API caiu sozinha antes do SIGKILL da rodada ${round} (${fell})`);
    const recovering = Date.now();
    await database.restart();
    if (!database.embedded && crashRounds.has(round)) what += `; PostgreSQL da máquina de volta em ${seconds(Date.now() - recovering)}`;
    const start = await startOrRetry(server);
    api = new ApiClient(server.baseUrl, token);
    gate.open(api);
    const failed = server.starts.filter((outcome) => !outcome.ok).length;
    say(
      `Rodada ${round}/${ROUNDS}: ${seconds(writeMs)} de escrita (${ledger.records.length - acknowledgedBefore} reconhecidos), ${what}; ` +
        `reinício em ${seconds(start.ms)} ${start.ok ? 'ok' : `FALHOU: ${start.error}`}${failed ? ` (${failed} inicialização(ões) falha(s) até aqui)` : ''}`,
    );
    if (!start.ok) throw new Error(`A API não voltou depois da rodada ${round}; veja ${join(workDir, 'server.log')}.`);
  }
  await delay(2_000);
  writing = false;
  await Promise.all(running);

  const condominium = ledger.of('condominium')[0];
  if (!condominium) throw new Error('Nenhum condomínio foi reconhecido: o escritor não escreveu nada.');
  for (const how of ['SIGTERM', 'Ctrl-C'] as const) {
    if (how === 'Ctrl-C') {
      const start = await server.start();
      if (!start.ok) throw new Error(`A API não voltou depois do SIGTERM; veja ${server.logFile}.`);
    }
    const shutdown = await checkGracefulShutdown(server, database, how, { token, condominiumId: condominium.id, documentTypeId: ids.documentType }, ledger);
    say(`${how} com ${shutdown.inFlight.length} envios em andamento: ${shutdown.inFlight.join(', ')}; requisições novas: ${shutdown.late.join(' | ')}; código de saída ${shutdown.exit.code}`);
    problems.push(...shutdown.problems);
  }

  const filesBeforeSweep = await countFiles(server.uploadsDir);
  await ageUploads(server.uploadsDir);
  const sweepStart = await server.start();
  say(`Inicialização com a varredura de órfãos (arquivos envelhecidos em ${seconds(ORPHAN_GRACE_MS + 60_000)}): ${seconds(sweepStart.ms)} ${sweepStart.ok ? 'ok' : `FALHOU: ${sweepStart.error}`}`);
  if (!sweepStart.ok) throw new Error(`A inicialização final falhou; veja ${join(workDir, 'server.log')}.`);
  const result = await verify(database.ownerUrl(), server.uploadsDir, ledger);
  const ended = await server.terminate();

  say();
  say('Registro              escritos  reconhecidos  encontrados');
  for (const kind of RECORD_KINDS) {
    say(`${kind.padEnd(20)} ${String(ledger.written.get(kind)).padStart(9)} ${String(ledger.of(kind).length).padStart(13)} ${String(result.found.get(kind)).padStart(12)}`);
  }
  const totals = [...ledger.written.values()].reduce((sum, count) => sum + count, 0);
  const found = [...result.found.values()].reduce((sum, count) => sum + count, 0);
  say(`${'total'.padEnd(20)} ${String(totals).padStart(9)} ${String(ledger.records.length).padStart(13)} ${String(found).padStart(12)}`);
  const unanswered = writers.reduce((sum, writer) => sum + writer.unanswered, 0);
  const failed = writers.reduce((sum, writer) => sum + writer.failed, 0);
  say(`Não reconhecidos: ${unanswered} sem resposta (cortados pelas quedas), ${failed} respondidos 5xx (banco parado), ${refusals.length} recusados 4xx`);
  say(
    `Arquivos: ${result.filesReferenced} nomeados no banco, ${result.filesChecked} conferidos (existem, com o conteúdo enviado); ` +
      `${filesBeforeSweep} no disco antes da varredura, ${result.filesOnDisk} depois (${filesBeforeSweep - result.filesOnDisk} órfãos ou temporários removidos)`,
  );
  if (database.embedded) {
    const orphanedServers = (await readFile(server.logFile, 'utf8')).split('Encerrando um PostgreSQL que ficou rodando').length - 1;
    say(`PostgreSQL deixado rodando por uma API morta com SIGKILL e encerrado pela inicialização seguinte: ${orphanedServers} vez(es)`);
  }
  const failedStarts = server.starts.filter((outcome) => !outcome.ok);
  say(`Inicializações: ${server.starts.length}, ${failedStarts.length} falha(s); tempo total ${seconds(Date.now() - began)}`);

  problems.push(...result.problems, ...refusals.map((refusal) => `recusado: ${refusal}`));
  problems.push(...failedStarts.map((outcome) => `inicialização falhou: ${outcome.error}`));
  if (ended.code !== 0) problems.push(`o encerramento final terminou com código ${ended.code}`);
  if (problems.length > 0) {
    say();
    say(`FALHOU: ${problems.length} problema(s) com o ${database.description}; arquivos e log em ${workDir}`);
    for (const problem of problems.slice(0, 40)) say(`  - ${problem}`);
    return false;
  }
  say(`OK com o ${database.description}: todo registro reconhecido está lá, inteiro, com seus arquivos; nenhum arquivo órfão ficou.`);
  return true;
}

/** However the process ends: the API killed, the embedded server stopped, the machine's started again. */
function releaseNow() {
  started?.killNow();
  database?.releaseNow();
}

process.on('exit', releaseNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    process.stderr.write(`Teste de resiliência interrompido por ${signal}.\n`);
    process.exit(128 + constants.signals[signal]);
  });
}

const workDir = await mkdtemp(join(tmpdir(), 'zelo-resilience-'));
let passed = false;
try {
  passed = await main(workDir);
} catch (error) {
  process.stderr.write(`Teste de resiliência interrompido: ${error instanceof Error ? error.message : String(error)}\n`);
  await started?.kill();
} finally {
  try {
    await database?.release();
  } catch (error) {
    passed = false;
    process.stderr.write(`Não foi possível liberar o ${database?.description}: ${(error as Error).message}\n`);
  }
  started?.close();
}
// A failed run's folder holds the API's log and the uploads to look at; one that failed before the API ran holds nothing.
if (passed || !started) await rm(workDir, { recursive: true, force: true });
if (!passed) process.exitCode = 1;
