import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATH } from '#server/modules/maintenance/public-page.ts';
import { loggerOptions } from '#server/platform/log-options.ts';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const lines: string[] = [];
let t: TestApp;
let behindProxy: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '1', PUBLIC_MAINTENANCE_RATE_LIMIT_PER_MINUTE: '1' };
  [t, behindProxy] = await Promise.all([startTestApp(limits, { log: pino(loggerOptions('debug'), sink) }), startTestApp({ TRUST_PROXY: 'true' })]);
});
afterAll(() => Promise.all([t.close(), behindProxy.close()]));

const logged = () => lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
const qrPage = (id: string) => PUBLIC_PAGE_PATH.replace(':id', id);

describe('the request id', () => {
  it('is on every error answer: validation, unknown routes, 429s, framework errors, the QR page\'s HTML pages', async () => {
    const signIn = { method: 'POST' as const, url: '/api/v1/auth', remoteAddress: '203.0.113.20', payload: { email: 'alguem@teste.zelo', password: 'Senha-errada-987' } };
    const answers = {
      validation: await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: 'não é e-mail' } }),
      unknownApiRoute: await t.app.inject({ method: 'GET', url: '/api/v1/nada-aqui' }),
      unknownPage: await t.app.inject({ method: 'POST', url: '/nada-aqui' }),
      wrongPassword: await t.app.inject(signIn),
      tooManySignIns: await t.app.inject(signIn),
      badUrl: await t.app.inject({ method: 'GET', url: '/api/v1/users/%E0%A4%A' }),
      invalidLabel: await t.app.inject({ method: 'GET', url: qrPage('AAAAAAAAAAAAAAAAAAAAAA'), remoteAddress: '203.0.113.21' }),
      tooManyScans: await t.app.inject({ method: 'GET', url: qrPage('AAAAAAAAAAAAAAAAAAAAAA'), remoteAddress: '203.0.113.21' }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]));
    expect(statuses).toEqual({ validation: 422, unknownApiRoute: 404, unknownPage: 404, wrongPassword: 401, tooManySignIns: 429, badUrl: 400, invalidLabel: 404, tooManyScans: 429 });
    for (const answer of Object.values(answers)) expect(answer.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(answers.tooManyScans.headers['content-type']).toMatch(/^text\/html/);
    expect(new Set(Object.values(answers).map((answer) => answer.headers[REQUEST_ID_HEADER])).size).toBe(Object.keys(answers).length);
  });

  it('is on the log lines of its request, so the id a person quotes finds them', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: 'outra-pessoa' } });
    const id = answer.headers[REQUEST_ID_HEADER];
    expect(logged().filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['request rejected']);
  });

  it('is the one a trusted reverse proxy sent, when it looks like an id; never from anyone else', async () => {
    const fromProxy = 'lb-3f2c9b1d-0001';
    const proxied = (app: TestApp, id: string) => app.app.inject({ method: 'GET', url: '/api/v1/nada-aqui', headers: { [REQUEST_ID_HEADER]: id } });

    expect((await proxied(behindProxy, fromProxy)).headers[REQUEST_ID_HEADER]).toBe(fromProxy);
    expect((await proxied(behindProxy, 'x\u0000{"injetado":true}')).headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect((await proxied(t, fromProxy)).headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });
});
