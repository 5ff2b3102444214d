import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('lists the 27 states ordered by name, with IBGE codes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/states' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(27);
    expect(data[0]).toEqual({ id: 12, uf: 'AC', name: 'Acre' });
    expect(data).toContainEqual({ id: 35, uf: 'SP', name: 'São Paulo' });
  });

  it('lists the cities of a state by UF or by IBGE code, 5,571 in all', async () => {
    const byUf = (await t.app.inject({ method: 'GET', url: '/api/v1/cities/by-state/sp' })).json().data;
    const byCode = (await t.app.inject({ method: 'GET', url: '/api/v1/cities/by-state/35' })).json().data;
    expect(byUf).toHaveLength(645);
    expect(byCode).toEqual(byUf);
    expect(byUf).toContainEqual({ id: 3550308, name: 'São Paulo', uf: 'SP' });

    let total = 0;
    for (const { uf } of (await t.app.inject({ method: 'GET', url: '/api/v1/states' })).json().data as { uf: string }[]) {
      total += (await t.app.inject({ method: 'GET', url: `/api/v1/cities/by-state/${uf}` })).json().data.length;
    }
    expect(total).toBe(5571);
  });

  it('answers 404 for an unknown state and 422 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/cities/by-state/XX' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'UF não encontrada.', code: 'NOT_FOUND' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/cities/by-state/S%C3%A3o' });
    expect(malformed.statusCode).toBe(422);
  });

  it('answers the build version, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/version.json' });
    expect(response.json()).toEqual({ version: 'test' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
