/**
 * `npm run test:processes` (issue 25 §3): Zelo run as several processes, tried as a whole. Two processes of
 * `node build/server/index.js` over one fresh database on the machine's PostgreSQL, the machine's Redis, an S3 bucket
 * (s3rver) and an SMTP server (deployment.ts); then the checks, each printed as it holds or fails: sessions, shared
 * rate limits, files, daily jobs, e-mails, and SIGTERM to one process under traffic. Exits 1 on any failed check.
 *
 * The machine's PostgreSQL and Redis are TEST_DATABASE_URL and TEST_REDIS_URL when set (as .ci/run sets them), else
 * 127.0.0.1:5432 (user postgres) and 127.0.0.1:6379. The run touches only its own database and Redis keys.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { createCondominium, createUser, TEST_PASSWORD } from '#server/test/fixtures.ts';
import { acknowledged, ApiClient } from '#testing/resilience/api-client.ts';
import type { ApiServer } from '#testing/resilience/api-server.ts';
import { checkDailyJobs } from './daily-jobs.ts';
import { Deployment } from './deployment.ts';
import { checkDocuments } from './documents.ts';
import { causeMails, checkMailsDelivered, type ExpectedMail } from './outbox.ts';
import { checkRateLimits, type Limits } from './rate-limits.ts';
import { Report } from './report.ts';
import { RunIdentity } from './run-identity.ts';
import { checkSessions } from './sessions.ts';
import { checkShutdown } from './shutdown.ts';
import { signIn, type Account } from './sign-in.ts';

/** Small, so that crossing a limit takes a few requests; every other client calls from an address of its own. */
const LIMITS: Limits = { auth: 5, publicPage: 5, uploads: 5 };

const say = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let deployment: Deployment | undefined;

async function machinePgDump(owner: pg.Pool) {
  const { rows } = await owner.query<{ number: string }>("select current_setting('server_version_num') as number");
  const path = `/usr/lib/postgresql/${Math.floor(Number(rows[0]!.number) / 10_000)}/bin/pg_dump`;
  return existsSync(path) ? path : undefined;
}
const identity = new RunIdentity();

async function main(workDir: string, report: Report) {
  if (!existsSync('build/server/index.js')) throw new Error('build/server/index.js não existe: rode `npm run build` antes.');
  const began = Date.now();
  deployment = new Deployment(workDir);
  const env = await deployment.prepare(say, {
    AUTH_RATE_LIMIT_PER_MINUTE: String(LIMITS.auth),
    PUBLIC_MAINTENANCE_RATE_LIMIT_PER_MINUTE: String(LIMITS.publicPage),
    UPLOAD_RATE_LIMIT_PER_MINUTE: String(LIMITS.uploads),
  });
  // The daily backup too, when the machine has the pg_dump of its PostgreSQL's major version (Debian's layout).
  const pgDump = await machinePgDump(deployment.owner!.pool);
  const backupDir = pgDump ? join(workDir, 'backups') : undefined;
  if (!pgDump) say('Sem o pg_dump da versão do PostgreSQL da máquina: a cópia diária não entra nesta execução.');
  const starts = await deployment.startProcesses({ ...env, ...(pgDump && backupDir ? { BACKUP_DIR: backupDir, PG_DUMP: pgDump } : {}) });
  const [a, b] = deployment.servers as [ApiServer, ApiServer];
  say(`Processos iniciados juntos: A em ${a.baseUrl} (${seconds(starts[0]!.ms)}), B em ${b.baseUrl} (${seconds(starts[1]!.ms)}); execução ${identity.id}`);
  const servers = { A: a, B: b };
  const owner = deployment.owner!;

  await checkDailyJobs(report, servers, owner.pool, workDir, backupDir);

  // The processes seeded the plans at start; the run's people and condominium are made beside them.
  const condominium = await createCondominium(owner.db, { name: `Condomínio Processos ${identity.id}` });
  const person = async (label: string): Promise<Account> => {
    const created = await createUser(owner.db, { type: 'master', email: identity.email(label) });
    identity.addPerson(created.id);
    return { id: created.id, email: created.email, password: TEST_PASSWORD };
  };
  const master = await person('master');

  const at = (address: string) => ({ A: new ApiClient(a.baseUrl).from(address), B: new ApiClient(b.baseUrl).from(address) });
  /** `account` signed in through A, calling A and B from an address of its own. */
  const signedIn = async (account: Account) => {
    const clients = at(identity.address());
    const token = await signIn(clients.A, account);
    return { token, clients: { A: clients.A.withToken(token), B: clients.B.withToken(token) } };
  };

  const { clients: masters } = await signedIn(master);
  const types = acknowledged<{ id: number; active: boolean }[]>(await masters.A.json('GET', '/documents_types'));
  const documentType = types?.find((type) => type.active);
  if (!documentType) throw new Error('Nenhum tipo de documento ativo em GET /documents_types.');

  await checkSessions(report, at(identity.address()), master);
  const uploader = (await signedIn(await person('envios'))).clients;
  await checkRateLimits(report, at, identity, LIMITS, { uploader, condominiumId: condominium.id, documentTypeId: documentType.id });

  await checkDocuments(report, masters, { condominiumId: condominium.id, documentTypeId: documentType.id, owner: owner.pool, s3: deployment.s3!, bucket: deployment.bucket });

  const expected: ExpectedMail = new Map();
  await causeMails(report, masters, at, { identity, condominiumId: condominium.id, masterEmail: master.email }, expected);
  const shutdownMaster = await signedIn(master);
  await checkShutdown(
    report,
    { servers, masters: shutdownMaster.clients, token: shutdownMaster.token, identity, condominiumId: condominium.id, documentTypeId: documentType.id, owner: owner.pool },
    expected,
  );
  await checkMailsDelivered(report, deployment.mails, expected, owner.pool);

  report.section('Encerramento');
  const ended = await b.terminate();
  report.check(ended.code === 0, `B, o último processo, terminou com SIGTERM e código ${ended.code}`);
  report.note(`tempo total ${seconds(Date.now() - began)}`);
}

process.on('exit', () => deployment?.stopNow());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    process.stderr.write(`Teste de vários processos interrompido por ${signal}.\n`);
    process.exit(128 + constants.signals[signal]);
  });
}

say('Zelo em vários processos: dois processos da API com PostgreSQL, Redis, S3 (s3rver) e SMTP compartilhados');
const workDir = await mkdtemp(join(tmpdir(), 'zelo-processes-'));
const report = new Report();
let finished = false;
try {
  await main(workDir, report);
  finished = true;
} catch (error) {
  process.stderr.write(`\nTeste de vários processos interrompido: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  const redis = deployment?.redis;
  if (redis?.status === 'ready') say(`${await identity.forget(redis)} chaves desta execução removidas do Redis (contadores dos limites).`);
  const problems = (await deployment?.stop()) ?? [];
  for (const problem of problems) process.stderr.write(`Limpeza: ${problem}\n`);
}
say();
if (finished && report.problems.length === 0) {
  say('OK: os dois processos se comportaram como um só.');
  await rm(workDir, { recursive: true, force: true });
} else {
  say(`FALHOU: ${report.problems.length} verificação(ões) falharam${finished ? '' : ' e a execução parou antes do fim'}; logs dos processos em ${workDir}/{a,b}/server.log`);
  for (const problem of report.problems) say(`  - ${problem}`);
  process.exitCode = 1;
}
// The closing line CI reads: one per check, and the run itself counted failed when it stopped before the end.
say(`processos: ${report.held} passed, ${report.problems.length + (finished ? 0 : 1)} failed`);
