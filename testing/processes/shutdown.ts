import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { Unanswered, type Answer, type ApiClient } from '#testing/resilience/api-client.ts';
import type { ApiServer } from '#testing/resilience/api-server.ts';
import { documentUpload, startUpload } from '#testing/resilience/graceful-shutdown.ts';
import { samplePdf, sha256 } from '#testing/resilience/sample-files.ts';
import { zeladorForm } from './invitations.ts';
import type { ExpectedMail } from './outbox.ts';
import type { Report } from './report.ts';
import type { RunIdentity } from './run-identity.ts';

const CLIENTS = 3;
/** Each client's pause between two requests: steady traffic, a few hundred requests in all, not a load test. */
const PACE_MS = 40;
/** Traffic on both processes before the signal, and on B alone after A has exited. */
const BEFORE_SIGNAL_MS = 1_500;
const AFTER_EXIT_MS = 1_500;
/** Long enough for A to have read the upload's headers and started its handler. */
const SETTLE_MS = 300;
/** How long the half-sent upload keeps A draining (answering new requests 503) before its second half is sent. */
const DRAINING_MS = 1_000;

type Name = 'A' | 'B';
const other = (name: Name): Name => (name === 'A' ? 'B' : 'A');

interface Tally {
  servedBy: Record<Name, number>;
  /** Answered by the other process after the first one answered 503 (draining) or refused the connection. */
  retried: { draining: number; refused: number };
  lost: string[];
}

/**
 * A client behind a load balancer: each request goes to A and B in turn, and one that A or B answers 503 or whose
 * connection fails is sent again to the other. Answers the final answer, or null when neither answered.
 */
async function sendWithRetry(processes: Record<Name, ApiClient>, first: Name, tally: Tally, send: (api: ApiClient) => Promise<Answer>) {
  let reason: 'draining' | 'refused' | null = null;
  for (const name of [first, other(first)]) {
    try {
      const answer = await send(processes[name]);
      if (answer.status === 503) {
        reason = 'draining';
        continue;
      }
      tally.servedBy[name] += 1;
      if (reason) tally.retried[reason] += 1;
      return answer;
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error;
      reason = 'refused';
    }
  }
  return null;
}

interface ShutdownSetting {
  servers: Record<Name, ApiServer>;
  /** The master's clients of A and B, and the token they carry. */
  masters: Record<Name, ApiClient>;
  token: string;
  identity: RunIdentity;
  condominiumId: string;
  documentTypeId: number;
  owner: pg.Pool;
}

/**
 * SIGTERM to A while an upload to A is half sent and clients keep reading and writing through both, retrying on the
 * other process: the upload finishes on A, no request is lost, every write acknowledged is in the database exactly
 * once (a write retried after a cut connection cannot duplicate: the e-mail is unique, and a retry that meets its own
 * first attempt gets 409), B keeps serving, and A exits 0. Each zelador written is invited, so the e-mails expected
 * grow with them.
 */
export async function checkShutdown(report: Report, setting: ShutdownSetting, expected: ExpectedMail) {
  report.section('SIGTERM em A com clientes que tentam de novo em B');
  const { servers, masters, token, identity, condominiumId, documentTypeId, owner } = setting;
  const tally: Tally = { servedBy: { A: 0, B: 0 }, retried: { draining: 0, refused: 0 }, lost: [] };
  const written: { email: string; status: number }[] = [];
  let reads = 0;
  let turn = 0;
  let running = true;

  const client = async (index: number) => {
    for (let step = 0; running; step++) {
      const first: Name = turn++ % 2 === 0 ? 'A' : 'B';
      if (step % 2 === 0) {
        const answer = await sendWithRetry(masters, first, tally, (api) => api.json('GET', '/condominium/listing'));
        if (answer?.status === 200) reads += 1;
        else tally.lost.push(`leitura: ${answer ? answer.status : 'sem resposta de A nem de B'}`);
      } else {
        const email = identity.email(`saida-${index}-${step}`);
        const answer = await sendWithRetry(masters, first, tally, (api) => api.json('POST', '/users/store', zeladorForm(email, condominiumId)));
        if (answer && ((answer.status >= 200 && answer.status < 300) || answer.status === 409)) written.push({ email, status: answer.status });
        else tally.lost.push(`escrita de ${email}: ${answer ? `${answer.status} ${answer.body?.message ?? ''}` : 'sem resposta de A nem de B'}`);
      }
      await delay(PACE_MS);
    }
  };

  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  await delay(BEFORE_SIGNAL_MS);
  const file = samplePdf(`saída ${identity.id}`, 512);
  const upload = startUpload(servers.A.baseUrl, token, documentUpload(condominiumId, documentTypeId, `saida-${identity.id}`, file));
  await delay(SETTLE_MS);
  const servedBeforeSignal = { ...tally.servedBy };
  const exiting = servers.A.terminate();
  await delay(DRAINING_MS);
  upload.finish();
  const uploaded = await upload.answered.catch((error: unknown) => ({ status: 0, body: (error as Error).message }));
  const exited = await exiting;
  const servedByBAtExit = tally.servedBy.B;
  await delay(AFTER_EXIT_MS);
  running = false;
  await Promise.all(clients);

  report.note(
    `${reads} leituras e ${written.length} escritas respondidas: ${tally.servedBy.A} por A, ${tally.servedBy.B} por B ` +
      `(antes do sinal ${servedBeforeSignal.A} por A e ${servedBeforeSignal.B} por B); ` +
      `repetidas em B: ${tally.retried.draining} após 503 de A encerrando, ${tally.retried.refused} após conexão recusada`,
  );
  const { rows: stored } = await owner.query('select 1 from document_versions where sha256 = $1', [sha256(file)]);
  report.check(
    uploaded.status === 201 && stored.length === 1,
    `um envio de documento pela metade em A no momento do SIGTERM termina em A (${uploaded.status}) e está no banco`,
    uploaded.body.slice(0, 200),
  );
  report.check(tally.lost.length === 0, 'nenhuma requisição perdida: toda leitura e escrita foi respondida por A ou por B', tally.lost.slice(0, 5).join('; '));
  report.check(tally.retried.draining + tally.retried.refused > 0, 'o cliente teve de repetir requisições em B (A de fato saiu do ar no meio do tráfego)');

  const { rows } = await owner.query<{ email: string; count: string }>(
    'select email, count(*) from users where email = any($1) group by email',
    [written.map((write) => write.email)],
  );
  const found = new Map(rows.map((row) => [row.email, Number(row.count)]));
  const missing = written.filter((write) => found.get(write.email) !== 1).map((write) => `${write.email} (${found.get(write.email) ?? 0} no banco)`);
  const conflicts = written.filter((write) => write.status === 409).length;
  report.check(
    missing.length === 0,
    `cada uma das ${written.length} escritas reconhecidas está no banco exatamente uma vez (${conflicts} reconhecidas por 409 numa repetição)`,
    missing.slice(0, 5).join('; '),
  );
  for (const write of written) expected.set(write.email, 1);

  report.check(tally.servedBy.B > servedByBAtExit, `B continuou servindo depois que A saiu (${tally.servedBy.B - servedByBAtExit} respostas)`);
  report.check(exited.code === 0, `A terminou com código ${exited.code}${exited.signal ? ` (sinal ${exited.signal})` : ''}`);
}
