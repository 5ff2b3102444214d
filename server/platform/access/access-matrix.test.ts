import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '#contract/users.ts';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { registerAccessControl, type AccessPolicy } from './policy.ts';

interface Operation {
  method: string;
  path: string;
  access?: AccessPolicy;
  parameters: { in: string; name: string; schema?: { format?: string } }[];
  hasRequiredBody: boolean;
}

let t: TestApp;
let operations: Operation[];
const userIds = new Map<UserType, string>();
let ownCondominiumId: string;
let otherCondominiumId: string;

beforeAll(async () => {
  t = await startTestApp();
  const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  operations = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      access: operation['x-access'] as AccessPolicy | undefined,
      parameters: (operation.parameters as Operation['parameters'] | undefined) ?? [],
      hasRequiredBody: Boolean((operation.requestBody as { required?: boolean } | undefined)?.required),
    })),
  );
  const condominium = await createCondominium(t.db, { plan: 'Premium' });
  ownCondominiumId = condominium.id;
  otherCondominiumId = (await createCondominium(t.db, { plan: 'Premium' })).id;
  for (const type of USER_TYPES) {
    const user = await createUser(t.db, { type, condominiumId: type === 'master' ? undefined : condominium.id });
    userIds.set(type, user.id);
  }
});
afterAll(() => t.close());

/**
 * A concrete URL for a documented path: the tenant parameter gets the given condominium, other uuid
 * parameters an unknown uuid, the rest a plausible value.
 */
function urlOf(operation: Operation, tenantId?: string) {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (tenantId && name === operation.access?.tenantParam) return tenantId;
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter?.schema?.format === 'uuid' ? randomUUID() : 'SP';
  });
}

async function call(operation: Operation, type?: UserType, tenantId?: string) {
  // A fresh session per call: an operation such as logout may end the one it is given.
  const headers = type ? bearer(await tokenFor(t.db, t.config, userIds.get(type)!)) : {};
  const hasBody = !['GET', 'DELETE', 'HEAD'].includes(operation.method);
  return t.app.inject({ method: operation.method as 'GET', url: urlOf(operation, tenantId), headers, ...(hasBody ? { payload: {} } : {}) });
}

describe('access matrix (from the OpenAPI document)', () => {
  it('documents every operation with its access policy', () => {
    expect(operations.length).toBeGreaterThan(0);
    const undeclared = operations.filter((operation) => !operation.access).map((operation) => `${operation.method} ${operation.path}`);
    expect(undeclared).toEqual([]);
  });

  it('answers each caller as the declared policy says', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      const policy = operation.access!;
      const label = `${operation.method} ${operation.path}`;

      const anonymous = await call(operation);
      if (anonymous.statusCode >= 500) mismatches.push(`${label} without a token: ${anonymous.statusCode}`);
      if (policy.scope === 'public' && [401, 403].includes(anonymous.statusCode)) mismatches.push(`${label} is public but answered ${anonymous.statusCode}`);
      if (policy.scope !== 'public' && anonymous.statusCode !== 401) mismatches.push(`${label} without a token: ${anonymous.statusCode}, not 401`);

      for (const type of USER_TYPES) {
        const response = await call(operation, type);
        const allowed = policy.scope === 'public' || policy.types.includes(type);
        if (response.statusCode >= 500) mismatches.push(`${label} as ${type}: ${response.statusCode}`);
        if (allowed && [401, 403].includes(response.statusCode)) mismatches.push(`${label} as ${type}: ${response.statusCode}, but allowed`);
        if (!allowed && response.statusCode !== 403) mismatches.push(`${label} as ${type}: ${response.statusCode}, not 403`);
        if (!allowed) expect(response.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("answers another tenant's condominium as missing, and the caller's own as theirs", async () => {
    // A required body is validated before the tenant is looked at; those routes are covered by their module's tests.
    const tenantOperations = operations.filter((operation) => operation.access?.tenantParam && !operation.hasRequiredBody);
    expect(tenantOperations.length).toBeGreaterThan(0);
    const mismatches: string[] = [];
    for (const operation of tenantOperations) {
      for (const type of operation.access!.types.filter((candidate) => candidate !== 'master')) {
        const label = `${operation.method} ${operation.path} as ${type}`;
        const own = await call(operation, type, ownCondominiumId);
        const other = await call(operation, type, otherCondominiumId);
        if (own.statusCode >= 400) mismatches.push(`${label}, own condominium: ${own.statusCode}`);
        if (other.statusCode !== 404) mismatches.push(`${label}, another condominium: ${other.statusCode}, not 404`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('access declarations', () => {
  it('refuses to register an API route that does not declare who may call it', async () => {
    const app = Fastify();
    registerAccessControl(app, t.db, t.config.session);
    expect(() => app.get('/api/v1/undeclared', async () => ({ data: null }))).toThrow('não declara sua política de acesso');
    app.get('/api/v1/declared', { config: { access: { scope: 'public', types: [] } } }, async () => ({ data: null }));
    expect((await app.inject({ method: 'GET', url: '/api/v1/declared' })).statusCode).toBe(200);
    await app.close();
  });
});
