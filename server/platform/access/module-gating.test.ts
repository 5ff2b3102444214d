import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCondominiums } from '#server/db/schema.ts';
import { createCondominium, createUser, tokenFor } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { registerErrorHandling } from '#server/platform/errors.ts';
import { access, registerAccessControl } from './policy.ts';

let t: TestApp;
const app = Fastify();

beforeAll(async () => {
  t = await startTestApp();
  registerErrorHandling(app);
  registerAccessControl(app, t.appDb, t.config.session);
  // The reforms module's routes arrive with their issue; the gate is the policy's, so any route shows it.
  const reforms = access.inModule('reforms', 'master', 'sindico', 'zelador', 'engenheiro', 'morador');
  app.get('/api/v1/reforms-gate', { config: { access: reforms } }, async () => ({ data: 'ok' }));
  app.get('/api/v1/reforms-gate/:condominium', { config: { access: { ...reforms, tenantParam: 'condominium' } } }, async () => ({ data: 'ok' }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const MODULE_NOT_ENABLED = { message: 'Módulo não habilitado para o plano do seu condomínio.', code: 'MODULE_NOT_ENABLED' };

async function tokenOf(type: 'master' | 'sindico' | 'zelador' | 'engenheiro' | 'morador', plan?: 'Free' | 'Basic') {
  const condominium = plan ? await createCondominium(t.db, { plan }) : undefined;
  const user = await createUser(t.db, { type, condominiumId: condominium?.id });
  return tokenFor(t.db, t.config, user.id);
}

const get = async (token: string, url = '/api/v1/reforms-gate') => app.inject({ method: 'GET', url, headers: bearer(token) });

describe('module gating (SPEC §6)', () => {
  it('answers 403 MODULE_NOT_ENABLED to a morador whose condominium’s plan does not allow the module', async () => {
    const response = await get(await tokenOf('morador', 'Free'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(MODULE_NOT_ENABLED);
    expect((await get(await tokenOf('morador', 'Basic'))).statusCode).toBe(200);
  });

  it('never gates master, and always lets síndico, zelador and engenheiro use their six modules', async () => {
    expect((await get(await tokenOf('master'))).statusCode).toBe(200);
    for (const type of ['sindico', 'zelador', 'engenheiro'] as const) {
      expect((await get(await tokenOf(type, 'Free'))).statusCode).toBe(200);
    }
  });

  it('gates a morador by the condominium the request acts on, not by the union of theirs', async () => {
    const free = await createCondominium(t.db, { plan: 'Free' });
    const basic = await createCondominium(t.db, { plan: 'Basic' });
    const morador = await createUser(t.db, { type: 'morador', condominiumId: free.id });
    await t.db.insert(userCondominiums).values({ userId: morador.id, condominiumId: basic.id });
    const token = await tokenFor(t.db, t.config, morador.id);

    expect((await get(token, `/api/v1/reforms-gate/${basic.id}`)).statusCode).toBe(200);
    expect((await get(token, `/api/v1/reforms-gate/${free.id}`)).json()).toEqual(MODULE_NOT_ENABLED);
    // Without a condominium named, the request acts on the first one, as the menu does.
    expect((await get(token)).json()).toEqual(MODULE_NOT_ENABLED);
  });
});
