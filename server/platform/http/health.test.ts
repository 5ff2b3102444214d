import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import RedisMock from 'ioredis-mock';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';
import { drainable } from './draining.ts';
import { HEALTH_PATH, READINESS_PATH } from './health.ts';
import { OPENAPI_PATH } from './openapi.ts';

/** Every limit at one request a minute: a health endpoint under any of them would be refused by the second probe. */
const TIGHTEST_LIMITS = { AUTH_RATE_LIMIT_PER_MINUTE: '1', PUBLIC_MAINTENANCE_RATE_LIMIT_PER_MINUTE: '1', UPLOAD_RATE_LIMIT_PER_MINUTE: '1' };
const PROBES = 20;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(TIGHTEST_LIMITS, { redis: new RedisMock() as unknown as Redis });
});
afterAll(() => t.close());

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 when the process is up and PostgreSQL, Redis and the storage answer, with the headers of every answer', async () => {
    const health = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const ready = await t.app.inject({ method: 'GET', url: READINESS_PATH });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers['content-security-policy']).toContain("default-src 'self'");
    expect(ready.headers['x-request-id']).toBeTruthy();
  });

  it('are never rate-limited, whatever the limits', async () => {
    for (const url of [HEALTH_PATH, READINESS_PATH]) {
      const answers = await Promise.all(Array.from({ length: PROBES }, () => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PROBES).fill(200));
      expect(answers.every((answer) => answer.headers['x-ratelimit-limit'] === undefined)).toBe(true);
    }
  });

  it('are not in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).filter((path) => /healthz|readyz|metrics/.test(path))).toEqual([]);
  });

  it('/readyz answers 503 while the process drains for a shutdown; /healthz too, as every request then', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}${READINESS_PATH}`)).status).toBe(200);
    await drainable(t.app.server).drain();
    expect((await fetch(`${url}${READINESS_PATH}`)).status).toBe(503);
    expect((await fetch(`${url}${HEALTH_PATH}`)).status).toBe(503);
  });
});

describe('/readyz with PostgreSQL down', () => {
  it('answers 503 naming the database, while /healthz still says the process is up', async () => {
    // A port nothing listens on: every query fails to connect, as when PostgreSQL is stopped.
    const unreachable = connectDatabase('postgres://zelo@127.0.0.1:1/zelo');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(tmpdir(), 'zelo-readyz-down'), BUILD_DIR: join(tmpdir(), 'zelo-readyz-down-build') });
    const app = await buildApp({
      version: 'test',
      config,
      db: unreachable.db,
      outbox: new Outbox(unreachable.db, {}, pino({ level: 'silent' })),
      lookups: new BrazilLookups(config.lookups),
      storage: createFileStorage(config),
    });
    try {
      const ready = await app.inject({ method: 'GET', url: READINESS_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
      expect(ready.headers['x-request-id']).toBeTruthy();
      expect((await app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
