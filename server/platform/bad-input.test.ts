import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '#contract/users.ts';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import type { AccessPolicy } from './access/policy.ts';

interface BodyOperation {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  access: AccessPolicy;
  required: string[];
}

let t: TestApp;
let operations: BodyOperation[];
let condominiumId: string;

beforeAll(async () => {
  t = await startTestApp();
  condominiumId = (await createCondominium(t.db)).id;
  const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  operations = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      // Uploads take multipart bodies: their malformed ones are the fuzz suite's (api-fuzz.test.ts).
      .filter(([, operation]) => (operation.requestBody as { content: Record<string, unknown> } | undefined)?.content['application/json'])
      .map(([method, operation]) => {
        const schema = (operation.requestBody as { content: Record<string, { schema: { required?: string[] } }> }).content['application/json']?.schema;
        return {
          method: method.toUpperCase() as BodyOperation['method'],
          // Path parameters get an unknown id (a uuid, or a number): validation of the body must answer before any lookup.
          url: path.replace(/\{([^}]+)\}/g, (_, name: string) => (isUuidParameter(operation, name) ? '00000000-0000-4000-8000-000000000000' : '999999')),
          access: operation['x-access'] as AccessPolicy,
          required: schema?.required ?? [],
        };
      }),
  );
});
afterAll(() => t.close());

function isUuidParameter(operation: Record<string, unknown>, name: string) {
  const parameters = (operation.parameters as { name: string; in: string; schema?: { format?: string } }[] | undefined) ?? [];
  return parameters.some((parameter) => parameter.in === 'path' && parameter.name === name && parameter.schema?.format === 'uuid');
}

/** Every table's content (sessions aside: each call refreshes its own), to prove a refused request wrote nothing. */
async function snapshot() {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const { rows } = await t.db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table_name)} t`,
    );
    digests[table_name] = rows[0]?.digest ?? '';
  }
  return digests;
}

async function headersFor(policy: AccessPolicy) {
  if (policy.scope === 'public') return {};
  const type: UserType = policy.types[0]!;
  const user = await createUser(t.db, { type, condominiumId: type === 'master' ? undefined : condominiumId });
  return bearer(await tokenFor(t.db, t.config, user.id));
}

const badBodies: { name: string; payload: string; contentType?: string; status: number; code?: string }[] = [
  { name: 'malformed JSON', payload: '{"email": ', status: 400, code: 'MALFORMED_JSON' },
  { name: 'an empty JSON body', payload: '', status: 400, code: 'MALFORMED_JSON' },
  { name: 'a huge body', payload: JSON.stringify({ email: 'a'.repeat(300 * 1024) }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: 'a form instead of JSON', payload: 'email=a', contentType: 'application/x-www-form-urlencoded', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  { name: 'an array', payload: '[]', status: 422, code: 'VALIDATION_ERROR' },
  { name: 'a string', payload: '"texto"', status: 422, code: 'VALIDATION_ERROR' },
  { name: 'missing fields', payload: '{}', status: 422, code: 'VALIDATION_ERROR' },
  { name: 'an unknown field', payload: '{"campo_inexistente": 1}', status: 422, code: 'VALIDATION_ERROR' },
  { name: 'wrong types', payload: '{"email": 42, "password": ["x"], "name": {}, "token": 1}', status: 422, code: 'VALIDATION_ERROR' },
];

describe('bad input on every endpoint that takes a body', () => {
  it('finds the endpoints in the OpenAPI document', () => {
    expect(operations.map((operation) => operation.url)).toEqual(expect.arrayContaining(['/api/v1/auth', '/api/v1/password/reset']));
  });

  it.each(badBodies)('answers $name with a clear 4xx and writes nothing', async ({ payload, contentType, status, code }) => {
    const headers = new Map<BodyOperation, Record<string, string>>();
    for (const operation of operations) headers.set(operation, await headersFor(operation.access));
    const before = await snapshot();
    for (const operation of operations) {
      const response = await t.app.inject({
        method: operation.method,
        url: operation.url,
        headers: { ...headers.get(operation), 'content-type': contentType ?? 'application/json' },
        payload,
      });
      const label = `${operation.method} ${operation.url}`;
      expect(response.statusCode, label).toBe(status);
      const body = response.json();
      expect(body.code, label).toBe(code);
      expect(body.message, label).toMatch(/^[A-ZÀ-Ú].+\.$/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('names each missing required field and each unknown field in pt-BR', async () => {
    for (const operation of operations.filter((candidate) => candidate.required.length > 0)) {
      const response = await t.app.inject({
        method: operation.method,
        url: operation.url,
        headers: await headersFor(operation.access),
        payload: { campo_inexistente: true },
      });
      const { errors } = response.json();
      for (const field of operation.required) expect(errors[field], `${operation.url} ${field}`).toBeDefined();
      expect(errors.campo_inexistente).toEqual(['Campo não permitido.']);
    }
  });
});
