import { request, type IncomingMessage } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { ApiServer } from './api-server.ts';
import type { ResilienceDatabase } from './database.ts';
import type { Ledger } from './ledger.ts';
import { samplePdf, sha256 } from './sample-files.ts';

const IN_FLIGHT = 4;
const LATE_REQUESTS = 4;
/** Long enough for the server to have read the headers and started the upload's handler. */
const SETTLE_MS = 300;

export interface ShutdownOutcome {
  inFlight: string[];
  late: string[];
  exit: { code: number | null; signal: string | null };
  problems: string[];
}

interface Sent {
  status: number;
  body: string;
}

const BOUNDARY = '----zelo-resilience';

/** The multipart body of `POST /documents/store` with one PDF. */
export function documentUpload(condominiumId: string, typeId: number, label: string, bytes: Buffer) {
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('condominium', condominiumId) +
      field('title', `Ata ${label}`) +
      field('type', String(typeId)) +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="ata-${label}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return Buffer.concat([head, bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

const answerOf = (response: IncomingMessage) =>
  new Promise<Sent>((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    response.on('error', reject);
  });

/** A document upload whose first half is sent now and the rest when `finish` is called: in flight in between. */
export function startUpload(baseUrl: string, token: string, body: Buffer) {
  const url = new URL('/api/v1/documents/store', baseUrl);
  const req = request(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length },
  });
  const answered = new Promise<Sent>((resolve, reject) => {
    req.on('response', (response) => answerOf(response).then(resolve, reject));
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return {
    answered,
    finish: () => req.end(body.subarray(half)),
  };
}

/** A request sent after SIGTERM, on a new connection: its status, or the error that refused it. */
async function lateRequest(baseUrl: string, token: string): Promise<string> {
  try {
    const response = await fetch(`${baseUrl}/api/v1/condominium/listing`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    return `${response.status} ${body.slice(0, 160)}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return `recusada (${cause?.code ?? (error as Error).message})`;
  }
}

/**
 * SIGTERM (to the API, as a process manager sends it) or Ctrl-C (SIGINT to its process group, as a terminal sends it)
 * while uploads are in flight: each must finish with 2xx (and be acknowledged like any other), requests arriving
 * after the signal must get 503 in the API's shape, and the process must exit with code 0, the embedded PostgreSQL it
 * started stopped.
 */
export async function checkGracefulShutdown(
  server: ApiServer,
  database: ResilienceDatabase,
  how: 'SIGTERM' | 'Ctrl-C',
  upload: { token: string; condominiumId: string; documentTypeId: number },
  ledger: Ledger,
): Promise<ShutdownOutcome> {
  const { token, condominiumId, documentTypeId } = upload;
  const problems: string[] = [];
  const files = Array.from({ length: IN_FLIGHT }, (_, index) => samplePdf(`desligamento ${Date.now()}-${index}`, 512));
  const uploads = files.map((bytes, index) => startUpload(server.baseUrl, token, documentUpload(condominiumId, documentTypeId, `desligamento-${index}`, bytes)));
  for (let index = 0; index < IN_FLIGHT; index += 1) ledger.wrote('document');
  await delay(SETTLE_MS);

  const exit = how === 'SIGTERM' ? server.terminate() : server.interrupt();
  await delay(SETTLE_MS);
  const late = await Promise.all(Array.from({ length: LATE_REQUESTS }, () => lateRequest(server.baseUrl, token)));
  for (const upload of uploads) upload.finish();
  const inFlight: string[] = [];
  for (const [index, upload] of uploads.entries()) {
    try {
      const answer = await upload.answered;
      inFlight.push(String(answer.status));
      if (answer.status === 201) {
        const id = (JSON.parse(answer.body) as { data: { uuid: string } }).data.uuid;
        ledger.acknowledge({ kind: 'document', id, condominiumId, sha256: sha256(files[index]!) });
      } else problems.push(`requisição em andamento no ${how} respondeu ${answer.status}: ${answer.body.slice(0, 200)}`);
    } catch (error) {
      inFlight.push(`erro ${(error as Error).message}`);
      problems.push(`requisição em andamento no ${how} não terminou: ${(error as Error).message}`);
    }
  }
  for (const outcome of late) {
    if (!outcome.startsWith('503') || !outcome.includes('SERVICE_UNAVAILABLE')) problems.push(`requisição nova depois do ${how}: ${outcome} (esperado 503 SERVICE_UNAVAILABLE)`);
  }
  const ended = await exit;
  if (ended.code !== 0) problems.push(`o processo terminou com código ${ended.code} (sinal ${ended.signal}), esperado 0`);
  if (database.leftRunning()) problems.push('o PostgreSQL embutido ficou rodando depois do encerramento');
  return { inFlight, late, exit: ended, problems };
}
