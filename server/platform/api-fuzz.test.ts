import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '#contract/users.ts';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { arbitraryFor } from '#server/test/fuzz/json-schema-arbitrary.ts';
import { hostileValue, mutate } from '#server/test/fuzz/hostile-values.ts';
import { malformedMultiparts } from '#server/test/multipart.ts';
import { documentedOperations, type DocumentedOperation, type DocumentedParameter } from '#server/test/openapi-operations.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { startFakeBrazilApis, type FakeBrazilApis } from '#testing/fake-brazil-apis.ts';

/**
 * Schema fuzzing of every operation in the OpenAPI document, so a route added tomorrow is fuzzed without being
 * listed here: valid and boundary requests drawn from its schemas, and the same requests mutated with wrong types,
 * huge strings, Unicode, NUL, prototype keys, deep nesting and extra fields. Nothing may answer 5xx, every status
 * answered must be one the document lists for that operation, and every body (success or error) must match the
 * schema documented for its status. Uploads (a multipart request body in the document) also get multipart bodies
 * the parser cannot read. FUZZ_SEED replays a run; FUZZ_RUNS sets its size; FUZZ_EVERY_TYPE=1 signs in as every
 * user type an operation allows, each with FUZZ_RUNS cases, instead of the first one only (`npm run test:fuzz`).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);
const EVERY_TYPE = process.env.FUZZ_EVERY_TYPE === '1';

interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** A body that is not JSON at all, sent as it is. */
  rawBody?: string;
  /** A multipart body with its own Content-Type, to an upload. */
  multipartBody?: { payload: Buffer; headers: Record<string, string> };
  auth: 'caller' | 'none' | 'garbage';
}

const RAW_BODIES = ['{"a":', '[]', 'null', '"texto"', '{"__proto__":{"admin":true}}', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, '\u0000'];

/** Path values must be strings: hostile objects travel as their JSON text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined');

/** Percent-encodes every byte of the UTF-8 text (a lone surrogate becomes U+FFFD, as a browser would send it). */
const pathSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

function requestArbitrary(operation: DocumentedOperation): fc.Arbitrary<FuzzRequest> {
  const byPlace = (place: DocumentedParameter['in']) => operation.parameters.filter((parameter) => parameter.in === place);
  const recordOf = (parameters: DocumentedParameter[]) =>
    fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, arbitraryFor(parameter.schema)])), {
      requiredKeys: parameters.filter((parameter) => parameter.required || parameter.in === 'path').map((parameter) => parameter.name),
    });
  const auth = fc.constantFrom<FuzzRequest['auth']>('caller', 'caller', 'caller', 'caller', 'none', 'garbage');
  const valid = fc.record({
    path: recordOf(byPlace('path')),
    query: recordOf(byPlace('query')),
    body: operation.json ? arbitraryFor(operation.json) : fc.constant(undefined),
    auth,
  });
  const pathNames = byPlace('path').map((parameter) => parameter.name);
  const mutated = valid.chain((request) =>
    fc.oneof(
      mutate(request.query).map((query) => ({ ...request, query: (query && typeof query === 'object' ? query : { filter: query }) as Record<string, unknown> })),
      mutate(request.body).map((body) => ({ ...request, body })),
      fc.constantFrom(...RAW_BODIES).map((rawBody) => ({ ...request, rawBody })),
      ...(operation.multipart ? [fc.constantFrom(...malformedMultiparts()).map((multipartBody) => ({ ...request, multipartBody }))] : []),
      ...(pathNames.length > 0
        ? [fc.tuple(fc.constantFrom(...pathNames), hostileValue).map(([name, value]) => ({ ...request, path: { ...request.path, [name]: value } }))]
        : []),
    ),
  );
  return fc.oneof(valid, mutated);
}

function urlOf(operation: DocumentedOperation, request: FuzzRequest) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathSegment(asText(request.path[name])) || '%20');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, asText(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

let t: TestApp;
let fakeApis: FakeBrazilApis;
let operations: DocumentedOperation[];
const callers = new Map<UserType, string>();
let condominiumId: string;
const ajv = addFormats(new Ajv2020({ strict: false }));

beforeAll(async () => {
  fakeApis = await startFakeBrazilApis();
  t = await startTestApp({ BRASILAPI_URL: fakeApis.url, VIACEP_URL: fakeApis.url, EXTERNAL_SERVICE_TIMEOUT_MS: '1000' });
  operations = await documentedOperations(t.app);
  condominiumId = (await createCondominium(t.db)).id;
  for (const type of ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const) {
    const user = await createUser(t.db, { type, condominiumId: type === 'master' ? undefined : condominiumId });
    callers.set(type, user.id);
  }
});
afterAll(async () => {
  await t.close();
  await fakeApis.close();
});

/**
 * A session of its own for every signed-in case: a case that ends its session (a fuzzed `POST /logout`) must not
 * leave every later case of the suite answering 401, fuzzing nothing past the token check.
 */
async function headersFor(operation: DocumentedOperation, type: UserType, request: FuzzRequest): Promise<Record<string, string>> {
  if (request.auth === 'none' || operation.access.scope === 'public') return {};
  if (request.auth === 'garbage') return bearer('z'.repeat(43));
  return bearer(await tokenFor(t.db, t.config, callers.get(type)!));
}

/** The caller types each operation is fuzzed as: none for a public one (it signs nobody in), else the first or every allowed one. */
const callerTypesOf = (operation: DocumentedOperation): UserType[] =>
  operation.access.scope === 'public' ? [operation.access.types[0]!] : EVERY_TYPE ? [...operation.access.types] : [operation.access.types[0]!];

describe('schema fuzzing of every operation', () => {
  it('answers every generated request without a 5xx, with a documented status and a body that matches the document', { timeout: EVERY_TYPE ? 3_600_000 : 600_000 }, async () => {
    const passes = operations.flatMap((operation) => callerTypesOf(operation).map((type) => ({ operation, type })));
    console.log(
      `Fuzz: semente ${SEED} (repita com FUZZ_SEED=${SEED}), ${RUNS_PER_OPERATION} casos por operação${EVERY_TYPE ? ' e por tipo de usuário' : ''}: ` +
        `${operations.length} operações, ${passes.length} combinações de operação e tipo, ${passes.length * RUNS_PER_OPERATION} casos.`,
    );
    expect(operations.length).toBeGreaterThan(25);
    const summary: Record<string, { casos: number; '2xx': number; '4xx': number }> = {};
    const started = Date.now();

    for (const { operation, type } of passes) {
      const counts = { casos: 0, '2xx': 0, '4xx': 0 };
      summary[operation.access.scope === 'public' ? operation.key : `${operation.key} (${type})`] = counts;
      const validators = new Map([...operation.responses].flatMap(([status, schema]) => (schema ? [[status, ajv.compile(schema)] as const] : [])));
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          counts.casos += 1;
          const headers = await headersFor(operation, type, request);
          const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url: urlOf(operation, request),
            ...(request.multipartBody
              ? { headers: { ...headers, ...request.multipartBody.headers }, payload: request.multipartBody.payload }
              : {
                  headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
                  ...(payload === undefined ? {} : { payload }),
                }),
          });
          const context = `${operation.key} (${type}) → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          counts[response.statusCode < 300 ? '2xx' : '4xx'] += 1;
          expect([...operation.responses.keys()], `${context}\nstatus não documentado para a operação`).toContain(response.statusCode);

          const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
          if (response.statusCode >= 400) expect(isJson, context).toBe(true);
          const validate = validators.get(response.statusCode);
          // Only a file (a download's 200) may come without a documented schema.
          if (!isJson) return;
          expect(validate, `${context}\nJSON sem esquema documentado para ${response.statusCode}`).toBeDefined();
          expect(validate!(response.json()), `${context}\n${ajv.errorsText(validate!.errors)}`).toBe(true);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }

    console.table(summary);
    console.log(`Fuzz: ${passes.length} × ${RUNS_PER_OPERATION} casos em ${Math.round((Date.now() - started) / 1000)} s.`);
    expect(Object.values(summary).every((counts) => counts.casos === RUNS_PER_OPERATION)).toBe(true);
  });
});

describe('malformed multipart bodies', () => {
  it('answers each with 400 in pt-BR on every upload the document lists', async () => {
    const uploads = operations.filter((operation) => operation.multipart);
    expect(uploads.map((operation) => operation.key)).toEqual(
      expect.arrayContaining(['POST /api/v1/documents/store', 'POST /api/v1/condominium/logo', 'POST /api/v1/users/image-profile']),
    );
    const answers: string[] = [];
    for (const operation of uploads) {
      // A caller of its own: the fuzzing above may have signed the shared ones out.
      const type = operation.access.types[0]!;
      const caller = await createUser(t.db, { type, condominiumId: type === 'master' ? undefined : condominiumId });
      const token = await tokenFor(t.db, t.config, caller.id);
      const path = Object.fromEntries(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, randomUUID()]));
      for (const { name, headers, payload } of malformedMultiparts()) {
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: urlOf(operation, { path, query: {}, body: undefined, auth: 'caller' }),
          headers: { ...bearer(token), ...headers },
          payload,
        });
        answers.push(`${operation.key} ${name}: ${response.statusCode} ${response.json<{ code: string }>().code}`);
      }
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/: .*$/, ': 400 MALFORMED_MULTIPART')));
  });
});
