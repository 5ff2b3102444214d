import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, idParams } from '#contract/common.ts';
import { defineEndpoints } from '#contract/endpoint.ts';
import { documents } from '#server/db/schema.ts';
import { notFound } from '#server/platform/errors.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { tokenFor } from '#server/test/fixtures.ts';
import { arbitraryFor, type JsonSchema } from '#server/test/fuzz/json-schema-arbitrary.ts';
import { multipart } from '#server/test/multipart.ts';
import { recordFactories, sampleBodies } from '#server/test/record-factories.ts';
import { databaseSnapshot, identifiersOf, personalDataOf, PUBLIC_ID, rowsOf, snapshotOf, STORAGE_KEY, type IdsByKind } from '#server/test/tenant-records.ts';
import { findTokenLink } from '#testing/smtp-catcher.ts';
import { buildTenants, type Person, type Tenant, type Tenants } from '#server/test/tenants.ts';
import { documentedOperations, type DocumentedOperation, type HttpMethod } from '#server/test/openapi-operations.ts';
import { bearer, startMailedTestApp, type MailedTestApp } from '#server/test/test-app.ts';
import { access } from './policy.ts';

/**
 * OWASP API1/API3/API5, replayed from the OpenAPI document: every operation that takes an identifier (in its path,
 * query, JSON or multipart body, a `get_file` path or a public QR id) is called with another tenant's identifiers by
 * every caller who could try it, and any answer that lets something through is a leak. A route added tomorrow is
 * replayed without being named here. REPLAY_PLANTED_LEAK=1 plants a route that forgets the tenant, to see it caught.
 */

/** Where an identifier goes: a path or query parameter, or a field (`apartments.0.apartment`) of the body. */
interface Slot {
  place: 'path' | 'query' | 'body';
  name: string;
  /** Within the body: the keys down to the identifier. */
  at: (string | number)[];
  /** Which identifiers fit: uuids of records, storage keys, or QR public ids. */
  accepts: 'uuid' | typeof STORAGE_KEY | typeof PUBLIC_ID;
}

interface Request {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

interface Answer {
  operation: string;
  caller: Person;
  status: number;
  body: string;
  /** What the request itself carried: an identifier sent is not leaked by being echoed. */
  sent: string;
}

/** Reads before writes, deletions last: a write the replay lets through cannot hide a read's leak. */
function readsFirst(operations: DocumentedOperation[]) {
  const order: Record<HttpMethod, number> = { GET: 0, POST: 1, PUT: 1, DELETE: 2 };
  return [...operations].sort((a, b) => order[a.method] - order[b.method]);
}

const isUuid = (schema: JsonSchema | undefined) => schema?.format === 'uuid';

/** The identifier slots of an operation, read from its schemas alone. */
function slotsOf(operation: DocumentedOperation): Slot[] {
  const slots: Slot[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    if (isUuid(parameter.schema)) slots.push({ place: parameter.in, name: parameter.name, at: [], accepts: 'uuid' });
    // A public page's own path parameter is how a visitor names a record (a QR label's id).
    else if (parameter.in === 'path' && operation.access.scope === 'public' && parameter.schema.type === 'string') {
      slots.push({ place: 'path', name: parameter.name, at: [], accepts: PUBLIC_ID });
    }
  }
  const body = operation.json ?? operation.multipart;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    if (isUuid(schema)) slots.push({ place: 'body', name, at: [name], accepts: 'uuid' });
    else if (schema.type === 'array' && isUuid(schema.items)) slots.push({ place: 'body', name, at: [name, 0], accepts: 'uuid' });
    else if (schema.type === 'array') {
      for (const [inner, innerSchema] of Object.entries(schema.items?.properties ?? {})) {
        if (isUuid(innerSchema)) slots.push({ place: 'body', name: `${name}.0.${inner}`, at: [name, 0, inner], accepts: 'uuid' });
      }
    } else if (name === 'path' && schema.type === 'string') slots.push({ place: 'body', name, at: [name], accepts: STORAGE_KEY });
  }
  return slots;
}

/** The defect the replay exists to catch: a handler that reads a record by its id with a connection past the tenant's walls. */
function plantedLeak(api: FastifyInstance) {
  const { endpoint } = defineEndpoints('documents', {
    endpoint: {
      method: 'GET',
      path: '/planted/documents/:id',
      summary: 'Rota plantada pelo teste: esquece o condomínio de quem chama',
      params: idParams,
      response: dataEnvelope(z.object({ title: z.string() })),
    },
  });
  addEndpoint(api, endpoint, {
    access: access.ownCondominium('sindico', 'zelador', 'engenheiro', 'morador'),
    handler: async (request) => {
      const [row] = await t.db.select({ title: documents.title }).from(documents).where(eq(documents.id, request.params.id));
      if (!row) throw notFound();
      return { data: row };
    },
  });
}

let t: MailedTestApp;
let tenants: Tenants;
let operations: DocumentedOperation[];
/** Every bearer token handed out in this suite: an answer may show a caller their own, never another's. */
const issuedTokens = new Set<string>();
const answers: Answer[] = [];

beforeAll(async () => {
  t = await startMailedTestApp({ PUBLIC_MAINTENANCE_RATE_LIMIT_PER_MINUTE: '1000000' }, process.env.REPLAY_PLANTED_LEAK ? { plantedRoutes: plantedLeak } : {});
  operations = readsFirst(await documentedOperations(t.app));
  const master = await t.signedIn('master');
  tenants = await buildTenants(t, { id: master.id, email: master.email, type: 'master', token: master.token });
  for (const person of [tenants.master, tenants.shared, ...[tenants.a, tenants.b, tenants.c].flatMap(peopleOf)]) issuedTokens.add(person.token);
  // The shared person acts for B alone: A's síndico ended their membership in A, which must end their reach into A.
  const ended = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/users/inactive/${tenants.shared.id}?condominium=${tenants.a.condominiumId}`,
    headers: bearer(tenants.a.sindico.token),
  });
  expect(ended.statusCode, ended.body).toBe(200);
}, 180_000);
afterAll(() => t.close());

const peopleOf = (tenant: Tenant) => [tenant.sindico, tenant.zelador, tenant.engenheiro, tenant.morador, tenant.vizinho];

/** A fresh session per request: a replayed logout or password change must not sign the next request out. */
async function tokenOf(person: Person) {
  const token = await tokenFor(t.db, t.config, person.id);
  issuedTokens.add(token);
  return token;
}

function setAt(body: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (const [index, key] of at.entries()) {
    if (index === at.length - 1) node[key] = value;
    else {
      node[key] ??= typeof at[index + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}

/** The part of a multipart body that carries the file (documented as binary, with the types it takes). */
function fileOf(operation: DocumentedOperation) {
  const entry = Object.entries(operation.multipart?.properties ?? {}).find(([, schema]) => schema.format === 'binary');
  return entry && { field: entry[0], schema: entry[1] as JsonSchema & { contentMediaType?: string } };
}

async function send(operation: DocumentedOperation, caller: Person | null, request: Request) {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.path[name] ?? 'x'));
  const search = new URLSearchParams(request.query).toString();
  const token = caller ? await tokenOf(caller) : undefined;
  let payload: { payload?: string | Buffer | object; headers?: Record<string, string> } = request.body === undefined ? {} : { payload: request.body as object };
  if (operation.multipart) {
    const fields = Object.fromEntries(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
    const file = fileOf(operation);
    payload = multipart(fields, file && (await sampleFile(file.field, String(file.schema.contentMediaType ?? ''))));
  }
  const response = await t.app.inject({
    method: operation.method,
    url: search ? `${url}?${search}` : url,
    headers: { ...(token ? bearer(token) : {}), ...(payload.headers ?? {}) },
    ...(payload.payload === undefined ? {} : { payload: payload.payload }),
  });
  const answer = { operation: operation.key, caller: caller ?? tenants.master, status: response.statusCode, body: response.body, sent: `${url} ${search} ${JSON.stringify(request.body ?? '')} ${token ?? ''}` };
  answers.push(answer);
  return { ...answer, errors: (): Record<string, string[]> => (response.statusCode === 422 ? (response.json().errors ?? {}) : {}) };
}

/** A small file of a type the upload takes: a PDF where PDFs are taken, else a PNG. */
async function sampleFile(field: string, accepted: string) {
  if (accepted.includes('application/pdf')) return { field, name: 'arquivo.pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF\n'), contentType: 'application/pdf' };
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
  return { field, name: 'arquivo.png', bytes, contentType: 'image/png' };
}

/** A body the operation takes from `owner`: the reviewed sample of record-factories.ts, else one drawn from its schema. */
async function baselineBody(operation: DocumentedOperation, owner: { condominiumId: string; userId: string }): Promise<unknown> {
  const sample = sampleBodies[operation.key];
  if (typeof sample === 'function') return sample(owner, t.db);
  if (sample) return sample;
  const schema = operation.json ?? operation.multipart;
  if (!schema) return undefined;
  const [drawn] = fc.sample(arbitraryFor(stripBinary(schema)), { numRuns: 1, seed: 24 });
  return drawn;
}
const stripBinary = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  properties: Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([, property]) => property.format !== 'binary')),
});

/** The caller's own request for the operation: own records in every path identifier, own ids in the body. */
async function ownRequest(operation: DocumentedOperation, caller: Person, condominiumId: string): Promise<Request> {
  const owner = { condominiumId, userId: caller.id };
  const path: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
    const schema = parameter.schema;
    if (schema.format === 'uuid') {
      const factory = recordFactories[operation.key] ?? recordFactories[operation.tag];
      path[parameter.name] = factory ? await factory(t.db, owner, t.storage) : condominiumId;
    } else path[parameter.name] = String(schema.enum?.[0] ?? ([schema, ...(schema.anyOf ?? [])].some((branch) => ['integer', 'number'].includes(String(branch.type))) ? 1 : 'x'));
  }
  return { path, query: {}, body: await baselineBody(operation, owner) };
}

/** Who replays whose identifiers: B's people and the shared person against A, and A's two moradores against each other. */
interface Attack {
  label: string;
  callers: { person: Person; condominiumId: string }[];
  /** The victim's identifiers, by kind. */
  foreign: IdsByKind;
  /** Text that must never reach the callers: names, e-mails, CNPJ, CPF, phones of the victim. */
  markers: string[];
  /** Markers that even a public page must not show: personal data. */
  personalMarkers: string[];
}

const leaks: string[] = [];
const replayed = new Map<string, number>();

function checkAnswer(attack: Attack, answer: Awaited<ReturnType<typeof send>>, operation: DocumentedOperation) {
  const label = `${operation.key} as ${answer.caller.type} ${answer.caller.email}`;
  const body = answer.body.toLowerCase();
  const isPublic = operation.access.scope === 'public';
  for (const marker of isPublic ? attack.personalMarkers : attack.markers) {
    if (body.includes(marker.toLowerCase())) leaks.push(`${label}: the answer shows "${marker}" (${attack.label})`);
  }
  for (const ids of attack.foreign.values()) {
    for (const id of ids) if (answer.body.includes(id) && !answer.sent.includes(id) && !isPublic) leaks.push(`${label}: the answer carries ${id} (${attack.label})`);
  }
}

async function attack(attack: Attack) {
  for (const operation of operations) {
    const slots = slotsOf(operation);
    // An operation that takes no identifier is the caller's own view (a listing, a dashboard): none of it may be the victim's.
    if (slots.length === 0) {
      if (operation.method !== 'GET' || operation.access.scope === 'public') continue;
      for (const { person, condominiumId } of attack.callers) checkAnswer(attack, await send(operation, person, await ownRequest(operation, person, condominiumId)), operation);
      continue;
    }
    for (const { person, condominiumId } of attack.callers) {
      const own = await ownRequest(operation, person, condominiumId);
      for (const slot of slots) {
        const kinds = slot.accepts === 'uuid' ? [...attack.foreign.keys()].filter((kind) => kind !== STORAGE_KEY && kind !== PUBLIC_ID) : [slot.accepts];
        for (const kind of kinds) {
          const value = attack.foreign.get(kind)?.[0];
          if (!value) continue;
          const request: Request =
            slot.place === 'body'
              ? { ...own, body: setAt(own.body, slot.at, value) }
              : { ...own, [slot.place]: { ...own[slot.place], [slot.name]: value } };
          const answer = await send(operation, person, request);
          replayed.set(`${operation.key}|${person.type}`, (replayed.get(`${operation.key}|${person.type}`) ?? 0) + 1);
          checkAnswer(attack, answer, operation);
          const refusedField = answer.status === 422 && Object.keys(answer.errors()).some((key) => key === slot.name || key.split('.')[0] === String(slot.at[0] ?? slot.name));
          const publicById = operation.access.scope === 'public' && answer.status < 300;
          if (publicById || [403, 404].includes(answer.status) || refusedField) continue;
          const where = `${operation.key} as ${person.type} ${person.email}, ${slot.place} ${slot.name} = ${kind} of ${attack.label}`;
          leaks.push(
            answer.status === 422
              ? `${where}: not reached, the request was refused for other fields (${answer.body.slice(0, 200)}); give the operation a valid sample in server/test/record-factories.ts`
              : `${where}: ${answer.status} ${answer.body.slice(0, 200)}`,
          );
        }
      }
    }
  }
}

/** The rows of a tenant linked to one person or apartment, and the rows linked to those (a reform's attachments). */
function linkedRows(rows: Map<string, Record<string, unknown>[]>, roots: string[]) {
  const linked = new Set(roots);
  for (let pass = 0; pass < 3; pass += 1) {
    for (const [table, tableRows] of rows) {
      if (table === 'condominiums') continue;
      for (const row of tableRows) {
        // Only uuids link rows: a bigserial id (audit_log's) would match any small number of any row.
        if (typeof row.id === 'string' && Object.entries(row).some(([column, value]) => column !== 'id' && typeof value === 'string' && linked.has(value))) linked.add(row.id);
      }
    }
  }
  return rowsAmong(rows, linked);
}
const rowsAmong = (rows: Map<string, Record<string, unknown>[]>, ids: Set<string>) =>
  new Map([...rows].map(([table, tableRows]) => [table, tableRows.filter((row) => ids.has(String(row.id)))]));

describe('cross-tenant replay of every operation that takes an identifier', () => {
  it('refuses every caller another tenant’s identifiers, shows none of its data, and changes none of its records', { timeout: 600_000 }, async () => {
    const { a, b } = tenants;
    const rowsOfA = await rowsOf(t.db, a.condominiumId, [tenants.shared.id]);
    const before = snapshotOf(rowsOfA, ['sessions']);
    const personalOfA = await personalDataOf(t.db, peopleOf(a).map((person) => person.id));
    const condominiumOfA = rowsOfA.get('condominiums')![0]!;

    await attack({
      label: 'A',
      callers: [...peopleOf(b).map((person) => ({ person, condominiumId: b.condominiumId })), { person: tenants.shared, condominiumId: b.condominiumId }],
      foreign: identifiersOf(rowsOfA),
      markers: ['zeloalfa', String(condominiumOfA.cnpj), ...peopleOf(a).map((person) => person.email), ...[...personalOfA.values()].flat()],
      personalMarkers: [...peopleOf(a).map((person) => person.email), ...[...personalOfA.values()].flat()],
    });
    const afterB = snapshotOf(await rowsOf(t.db, a.condominiumId, [tenants.shared.id]), ['sessions']);

    // Within A, a morador's requests make records of their own (the replay's baselines): only the neighbour's must stay as they were.
    const neighbours: { before: object; after: object }[] = [];
    for (const [person, other] of [[a.morador, a.vizinho], [a.vizinho, a.morador]] as const) {
      const home = other === a.vizinho ? a.apartmentIds[1] : a.apartmentIds[0];
      const personal = [other.email, ...((await personalDataOf(t.db, [other.id])).get(other.id) ?? [])];
      const theirs = linkedRows(await rowsOf(t.db, a.condominiumId, [tenants.shared.id]), [other.id, home]);
      const ids = new Set([...theirs.values()].flat().map((row) => String(row.id)));
      await attack({ label: `the home of ${other.email}`, callers: [{ person, condominiumId: a.condominiumId }], foreign: identifiersOf(theirs), markers: personal, personalMarkers: personal });
      neighbours.push({ before: snapshotOf(theirs, ['sessions']), after: snapshotOf(rowsAmong(await rowsOf(t.db, a.condominiumId, [tenants.shared.id]), ids), ['sessions']) });
    }

    const table = Object.fromEntries(
      operations.flatMap((operation) => {
        const counts = Object.fromEntries([...replayed].filter(([key]) => key.startsWith(`${operation.key}|`)).map(([key, count]) => [key.split('|')[1], count]));
        return Object.keys(counts).length > 0 ? [[operation.key, counts]] : [];
      }),
    );
    console.table(table);
    console.log(`Replay: ${Object.keys(table).length} operações × ${new Set([...replayed.keys()].map((key) => key.split('|')[1])).size} tipos de quem chama, ${[...replayed.values()].reduce((sum, count) => sum + count, 0)} requisições, ${leaks.length} vazamentos.`);
    expect(leaks).toEqual([]);
    expect(afterB).toEqual(before);
    for (const { before, after } of neighbours) expect(after).toEqual(before);
  });
});

/** Fields no write takes from a request, each with a value an attacker would send. */
const FORBIDDEN_FIELDS = (victim: Tenant): Record<string, unknown> => ({
  type: 'master',
  condominium_id: victim.condominiumId,
  plan: 'Premium',
  allowed_modules: ['reforms', 'maintenance'],
  active: true,
  password: 'Senha-do-atacante-1',
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$AAAA$AAAA',
  uuid: victim.sindico.id,
  created_at: '2020-01-01T00:00:00.000Z',
  user_id: victim.sindico.id,
  requester_id: victim.morador.id,
});

describe('property-level authorisation (API3)', () => {
  it('refuses every write a field it must not take, with 422, and writes nothing', { timeout: 300_000 }, async () => {
    const { a, b, master } = tenants;
    const writes = operations.filter((operation) => operation.method !== 'GET' && (operation.json?.type === 'object' || operation.multipart));
    const prepared: { operation: DocumentedOperation; caller: Person | null; request: Request; field: string }[] = [];
    for (const operation of writes) {
      const types = operation.access.types;
      const caller =
        operation.access.scope === 'public' ? null : operation.access.scope === 'platform' ? master : ([b.sindico, b.zelador, b.engenheiro, b.morador].find((person) => types.includes(person.type)) ?? master);
      const own = await ownRequest(operation, caller ?? b.sindico, b.condominiumId);
      const taken = new Set(Object.keys((operation.json ?? operation.multipart)?.properties ?? {}));
      for (const [field, value] of Object.entries(FORBIDDEN_FIELDS(a))) {
        if (!taken.has(field)) prepared.push({ operation, caller, request: { ...own, body: { ...(own.body as object), [field]: value } }, field });
      }
    }

    const before = await databaseSnapshot(t.db);
    const refusals: string[] = [];
    for (const { operation, caller, request, field } of prepared) {
      const answer = await send(operation, caller, request);
      if (answer.status !== 422 || !(field in answer.errors())) refusals.push(`${operation.key} with "${field}": ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    console.log(`Atribuição em massa: ${new Set(prepared.map((entry) => entry.operation.key)).size} escritas × ${Object.keys(FORBIDDEN_FIELDS(a)).length} campos proibidos, ${prepared.length} requisições.`);
    expect(refusals).toEqual([]);
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it('shows no answer a password hash, another session’s token, a reset link, or personal data the LGPD allowlist withholds', async () => {
    const resetTokens = new Set(t.inbox.flatMap((mail) => ['/reset-password', '/confirm-email'].map((path) => findTokenLink(mail, path))).flatMap((link) => (link ? [new URL(link).searchParams.get('token')!] : [])));
    const everyone = [tenants.master, tenants.shared, ...[tenants.a, tenants.b, tenants.c].flatMap(peopleOf)];
    const personal = await personalDataOf(t.db, everyone.map((person) => person.id));
    const membersOf = new Map([tenants.a, tenants.b, tenants.c].map((tenant) => [tenant.sindico.id, new Set([...peopleOf(tenant), ...(tenant === tenants.c ? [] : [tenants.shared])].map((person) => person.id))]));
    /** Whose CPF, RG and phones a caller may read: the master everyone's, a síndico their condominium's people's, anyone else their own. */
    const mayRead = (caller: Person, personId: string) => caller.type === 'master' || caller.id === personId || Boolean(membersOf.get(caller.id)?.has(personId));

    expect(answers.length).toBeGreaterThan(1000);
    const findings: string[] = [];
    for (const answer of answers) {
      const label = `${answer.operation} as ${answer.caller.type} ${answer.caller.email} → ${answer.status}`;
      if (answer.body.includes('$argon2')) findings.push(`${label}: a password hash`);
      for (const candidate of answer.body.match(/[A-Za-z0-9_-]{32,}/g) ?? []) {
        if (issuedTokens.has(candidate) && !answer.sent.includes(candidate)) findings.push(`${label}: another session's token`);
        if (resetTokens.has(candidate)) findings.push(`${label}: a reset link's token`);
      }
      for (const [personId, values] of personal) {
        if (mayRead(answer.caller, personId)) continue;
        for (const value of values) if (answer.body.includes(value)) findings.push(`${label}: personal data "${value}" of ${personId}`);
      }
    }
    console.log(`Lista de permissões das respostas: ${answers.length} respostas conferidas.`);
    expect(findings).toEqual([]);
  });
});
