import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '#contract/users.ts';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { multipart } from '#server/test/multipart.ts';
import { documentedOperations, type DocumentedOperation } from '#server/test/openapi-operations.ts';
import { recordFactories, sampleBodies, type RecordOwner } from '#server/test/record-factories.ts';
import { SPEC_ACCESS } from '#server/test/spec-access.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { registerAccessControl } from './policy.ts';

let t: TestApp;
let operations: DocumentedOperation[];
const people = new Map<UserType, RecordOwner>();
let ownCondominiumId: string;
let otherCondominiumId: string;
let otherPersonId: string;

beforeAll(async () => {
  t = await startTestApp();
  operations = await documentedOperations(t.app);
  ownCondominiumId = (await createCondominium(t.db, { plan: 'Premium' })).id;
  otherCondominiumId = (await createCondominium(t.db, { plan: 'Premium' })).id;
  for (const type of USER_TYPES) {
    const user = await createUser(t.db, { type, condominiumId: type === 'master' ? undefined : ownCondominiumId });
    people.set(type, { condominiumId: ownCondominiumId, userId: user.id });
  }
  otherPersonId = (await createUser(t.db, { type: 'sindico', condominiumId: otherCondominiumId })).id;
});
afterAll(() => t.close());

const uuidParams = (operation: DocumentedOperation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path' && parameter.schema?.format === 'uuid').map((parameter) => parameter.name);

/** A concrete URL for a documented path: uuid parameters get `recordId` (or an unknown uuid), the rest a plausible value. */
function urlOf(operation: DocumentedOperation, recordId?: string) {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => (uuidParams(operation).includes(name) ? (recordId ?? randomUUID()) : 'SP'));
}

async function call(operation: DocumentedOperation, type?: UserType, recordId?: string, owner?: RecordOwner) {
  // A fresh session per call: an operation such as logout may end the one it is given.
  const headers = type ? bearer(await tokenFor(t.db, t.config, people.get(type)!.userId)) : {};
  const hasBody = !['GET', 'DELETE', 'HEAD'].includes(operation.method);
  const sample = sampleBodies[operation.key];
  const body = typeof sample === 'function' ? await sample(owner ?? people.get(type ?? 'master')!, t.db) : (sample ?? {});
  // An upload's sample is its text fields, sent as multipart.
  const { payload, headers: bodyHeaders } = operation.multipart ? multipart(body as Record<string, string>) : { payload: body, headers: {} };
  return t.app.inject({ method: operation.method as 'GET', url: urlOf(operation, recordId), headers: { ...headers, ...bodyHeaders }, ...(hasBody ? { payload } : {}) });
}

describe('access matrix (the OpenAPI document against SPEC §2 and §6)', () => {
  it('has every operation in the table written from SPEC, and nothing the server does not serve', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((operation) => !operation.access).map((operation) => operation.key)).toEqual([]);
    expect(operations.map((operation) => operation.key).sort()).toEqual(Object.keys(SPEC_ACCESS).sort());
  });

  it('answers each caller as SPEC says', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      const expected = SPEC_ACCESS[operation.key]!;
      const anonymous = await call(operation);
      if (anonymous.statusCode >= 500) mismatches.push(`${operation.key} without a token: ${anonymous.statusCode}`);
      if (expected === 'public' && [401, 403].includes(anonymous.statusCode)) mismatches.push(`${operation.key} is public but answered ${anonymous.statusCode}`);
      if (expected !== 'public' && anonymous.statusCode !== 401) mismatches.push(`${operation.key} without a token: ${anonymous.statusCode}, not 401`);

      for (const type of USER_TYPES) {
        const response = await call(operation, type);
        const allowed = expected === 'public' || expected.includes(type);
        const label = `${operation.key} as ${type}`;
        if (response.statusCode >= 500) mismatches.push(`${label}: ${response.statusCode}`);
        if (allowed && [401, 403].includes(response.statusCode)) mismatches.push(`${label}: ${response.statusCode}, but SPEC allows it`);
        if (!allowed && response.statusCode !== 403) mismatches.push(`${label}: ${response.statusCode}, not 403`);
        if (!allowed && response.statusCode === 403) expect(response.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("serves the caller's own records and answers another tenant's as missing, on every route that takes a record id", async () => {
    const recordOperations = operations.filter((operation) => uuidParams(operation).length > 0 && SPEC_ACCESS[operation.key] !== 'public');
    expect(recordOperations.length).toBeGreaterThan(0);
    const mismatches: string[] = [];
    for (const operation of recordOperations) {
      // Master sees every condominium: only the scoped types can meet another tenant's record.
      const scopedTypes = (SPEC_ACCESS[operation.key] as readonly UserType[]).filter((type) => type !== 'master');
      if (scopedTypes.length === 0) continue;
      const factory = recordFactories[operation.key] ?? recordFactories[operation.tag];
      if (!factory) {
        mismatches.push(`${operation.key}: no record factory for module "${operation.tag}" in server/test/record-factories.ts`);
        continue;
      }
      if (operation.bodyRequired && !sampleBodies[operation.key]) {
        mismatches.push(`${operation.key}: no sample body in server/test/record-factories.ts`);
        continue;
      }
      for (const type of scopedTypes) {
        const label = `${operation.key} as ${type}`;
        const owner = people.get(type)!;
        const stranger = { condominiumId: otherCondominiumId, userId: otherPersonId };
        const own = await call(operation, type, await factory(t.db, owner, t.storage), owner);
        const other = await call(operation, type, await factory(t.db, stranger, t.storage), stranger);
        if (own.statusCode >= 400) mismatches.push(`${label}, own record: ${own.statusCode}`);
        if (other.statusCode !== 404) mismatches.push(`${label}, another tenant's record: ${other.statusCode}, not 404`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('access declarations', () => {
  it('refuses to register an API route that does not declare who may call it', async () => {
    const app = Fastify();
    registerAccessControl(app, t.appDb, t.config.session);
    expect(() => app.get('/api/v1/undeclared', async () => ({ data: null }))).toThrow('não declara sua política de acesso');
    app.get('/api/v1/declared', { config: { access: { scope: 'public', types: [] } } }, async () => ({ data: null }));
    expect((await app.inject({ method: 'GET', url: '/api/v1/declared' })).statusCode).toBe(200);
    await app.close();
  });
});
