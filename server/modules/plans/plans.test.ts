import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /plans', () => {
  it('lists the four plans in rank order with the modules each allows', async () => {
    const { token } = await t.signedIn('master');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/plans', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((plan: { name: string; rank: number }) => [plan.name, plan.rank])).toEqual([
      ['Free', 0],
      ['Basic', 1],
      ['Special', 2],
      ['Premium', 3],
    ]);
    expect(data[0].modules).not.toContain('reforms');
    expect(data[1].modules).toContain('reforms');
    expect(data[1].modules).not.toContain('maintenance');
    expect(data[2].modules).toContain('maintenance');
  });
});
