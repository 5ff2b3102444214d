import { randomBytes } from 'node:crypto';
import type { ApiClient } from '#testing/resilience/api-client.ts';
import { samplePdf } from '#testing/resilience/sample-files.ts';
import type { Report } from './report.ts';
import type { RunIdentity } from './run-identity.ts';

type Processes = Record<'A' | 'B', ApiClient>;

/** A well-formed id of a public QR label that names nothing, as someone scraping for labels sends. */
const aPublicId = () => randomBytes(16).toString('base64url').slice(0, 22);

/** Which process the attempt goes to: A and B in turn up to the limit, then one more to A and one to B. */
const turn = (attempt: number, limit: number) => (attempt < limit ? (attempt % 2 === 0 ? 'A' : 'B') : attempt === limit ? 'A' : 'B');

/**
 * `limit` requests from one address, in turn to A and B, then one more to each: when the counters are shared (Redis),
 * the first `limit` get `allowed` and both extra ones 429, although each process saw only about half.
 */
async function sharedLimit(processes: Processes, limit: number, send: (api: ApiClient, attempt: number) => Promise<number>) {
  const statuses: string[] = [];
  for (let attempt = 0; attempt < limit + 2; attempt++) {
    const name = turn(attempt, limit);
    statuses.push(`${name} ${await send(processes[name], attempt)}`);
  }
  return statuses;
}

function checkStatuses(report: Report, what: string, statuses: string[], limit: number, allowed: number) {
  const expected = statuses.map((_, attempt) => `${turn(attempt, limit)} ${attempt < limit ? allowed : 429}`);
  report.check(
    statuses.join(', ') === expected.join(', '),
    `${what}: ${limit} permitidos entre A e B, o seguinte é 429 em qualquer um (${statuses.join(', ')})`,
    `esperado ${expected.join(', ')}`,
  );
}

export interface Limits {
  auth: number;
  publicPage: number;
  uploads: number;
}

/** Where the uploads go, and who sends them: a person of their own, since the upload limit counts per person. */
export interface UploadSetting {
  uploader: Processes;
  condominiumId: string;
  documentTypeId: number;
}

/** The limits count across processes: sign-in per address, the public QR data per address, and uploads per person. */
export async function checkRateLimits(report: Report, at: (address: string) => Processes, identity: RunIdentity, limits: Limits, upload: UploadSetting) {
  report.section('Limites de tentativas (contados no Redis)');
  const signIns = await sharedLimit(at(identity.address()), limits.auth, async (api, attempt) => {
    const answer = await api.json('POST', '/auth', { email: identity.email(`ninguem-${attempt}`), password: 'senha-errada-123' });
    return answer.status;
  });
  checkStatuses(report, 'entradas com senha errada de um endereço', signIns, limits.auth, 401);
  const labels = await sharedLimit(at(identity.address()), limits.publicPage, async (api) => (await api.json('GET', `/qrcode-data/${aPublicId()}`)).status);
  checkStatuses(report, 'consultas à página pública de etiquetas QR de um endereço', labels, limits.publicPage, 404);
  const uploads = await sharedLimit(upload.uploader, limits.uploads, async (api, attempt) => {
    // A condominium refuses the same file twice: each upload is a file of its own.
    const bytes = samplePdf(`limite ${identity.id} ${attempt}`, 1);
    const fields = { condominium: upload.condominiumId, title: `Envio ${attempt + 1}`, type: String(upload.documentTypeId) };
    return (await api.upload('/documents/store', fields, { field: 'file', name: `envio-${attempt + 1}.pdf`, bytes, contentType: 'application/pdf' })).status;
  });
  checkStatuses(report, 'envios de arquivo de uma pessoa', uploads, limits.uploads, 201);
}
