import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let baseUrl: URL;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
});
afterAll(() => t.close());

/** Sends raw bytes, as a client that does not speak HTTP properly would, and returns the raw answer. */
function rawRequest(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(baseUrl.port), baseUrl.hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(head);
  });
}

function jsonOf(answer: string) {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('keys named after Object.prototype members', () => {
  it.each([
    ['POST', '/api/v1/auth', { email: 'a@b.com', password: 'xxxxxxxx', constructor: 1 }, 'constructor'],
    ['POST', '/api/v1/auth', { email: 'a@b.com', password: 'xxxxxxxx', toString: 'x', hasOwnProperty: 2 }, 'toString'],
    ['POST', '/api/v1/register', { constructor: 1, name: 'Maria' }, 'constructor'],
    ['POST', '/api/v1/password/email', { email: 'a@b.com', valueOf: 1 }, 'valueOf'],
  ])('%s %s answers 422 naming the field, not 500', async (method, url, payload, field) => {
    const response = await t.app.inject({ method: method as 'POST', url, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { [field]: ['Campo não permitido.'] } });
  });

  it('answers a query key such as ?toString=1 or ?__proto__=1 on a listing with 422', async () => {
    const master = await t.signedIn('master');
    for (const query of ['toString=1', '__proto__=1', 'constructor=x&page=1']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/condominium/listing?${query}`, headers: bearer(master.token) });
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a JSON body carrying __proto__ as malformed, before any handler sees it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.com","password":"xxxxxxxx","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MALFORMED_JSON');
  });
});

describe("errors raised before Fastify's routing", () => {
  it('answers a 5,000-character path parameter with 414 in the JSON shape and in pt-BR', async () => {
    const response = await fetch(new URL(`/api/v1/condominium/show/${'a'.repeat(5000)}`, baseUrl));
    expect(response.status).toBe(414);
    expect(await response.json()).toEqual({ message: 'Endereço longo demais.', code: 'URI_TOO_LONG' });
  });

  it('answers a malformed Content-Length with 400 in the JSON shape and in pt-BR', async () => {
    const answer = await rawRequest('POST /api/v1/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonOf(answer)).toEqual({ message: 'Requisição HTTP malformada.', code: 'MALFORMED_REQUEST' });
  });

  it('answers a 100 KB header with 431 in the JSON shape and in pt-BR', async () => {
    const answer = await rawRequest(`GET /api/v1/version.json HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(100 * 1024)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(jsonOf(answer)).toEqual({ message: 'Cabeçalhos da requisição grandes demais.', code: 'HEADERS_TOO_LARGE' });
  });
});

describe('answers that carry a token or personal data', () => {
  it('are never cached', async () => {
    const master = await t.signedIn('master');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(master.token) });
    expect(me.headers['cache-control']).toBe('no-store');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: master.email, password: master.password } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('while public reference data keeps its own caching', async () => {
    const states = await t.app.inject({ method: 'GET', url: '/api/v1/states' });
    expect(states.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('a database that is down', () => {
  it('answers 503 with Retry-After instead of 500', async () => {
    // A port nothing listens on: every query fails to connect, as when PostgreSQL is stopped.
    const unreachable = connectDatabase('postgres://zelo@127.0.0.1:1/zelo');
    const log = pino({ level: 'silent' });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(tmpdir(), 'zelo-down'), BUILD_DIR: join(tmpdir(), 'zelo-down-build') });
    const outbox = new Outbox(unreachable.db, {}, log);
    const app = await buildApp({ version: 'test', config, db: unreachable.db, outbox, lookups: new BrazilLookups(config.lookups), storage: createFileStorage(config) });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: 'a@b.com', password: 'xxxxxxxx' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.', code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
