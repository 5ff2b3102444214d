import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { registerErrorHandling } from '#server/platform/errors.ts';
import { access, registerAccessControl } from './policy.ts';

let t: TestApp;
const app = Fastify();

beforeAll(async () => {
  t = await startTestApp();
  registerErrorHandling(app);
  registerAccessControl(app, t.db, t.config.session);
  // The reforms module's routes arrive with their issue; the gate is the policy's, so any route shows it.
  app.get('/api/v1/reforms-gate', { config: { access: access.inModule('reforms', 'master', 'sindico', 'morador') } }, async () => ({ data: 'ok' }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function callAs(type: 'master' | 'sindico' | 'morador', plan?: 'Free' | 'Basic') {
  const condominium = plan ? await createCondominium(t.db, { plan }) : undefined;
  const user = await createUser(t.db, { type, condominiumId: condominium?.id });
  return app.inject({ method: 'GET', url: '/api/v1/reforms-gate', headers: bearer(await tokenFor(t.db, t.config, user.id)) });
}

describe('module gating (SPEC §6)', () => {
  it('answers 403 MODULE_NOT_ENABLED when the condominium’s plan does not allow the module', async () => {
    for (const type of ['sindico', 'morador'] as const) {
      const response = await callAs(type, 'Free');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Módulo não habilitado para o plano do seu condomínio.', code: 'MODULE_NOT_ENABLED' });
    }
  });

  it('lets through the users of a plan that allows it, and master always', async () => {
    expect((await callAs('sindico', 'Basic')).statusCode).toBe(200);
    expect((await callAs('morador', 'Basic')).statusCode).toBe(200);
    expect((await callAs('master')).statusCode).toBe(200);
  });
});
