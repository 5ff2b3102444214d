import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { outbox } from '#server/db/schema.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { METRICS_PATH } from './metrics-endpoint.ts';

const METRICS_TOKEN = 'token-de-coleta-de-metricas-123';
const STRANGER = '203.0.113.7';
const silent = pino({ level: 'silent' });
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN, PUBLIC_MAINTENANCE_RATE_LIMIT_PER_MINUTE: '1' });
});
afterAll(() => t.close());

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) => t.app.inject({ method: 'GET', url: METRICS_PATH, ...options });

/** The sample lines of one metric family (`name` and its `_bucket`/`_count`/`_sum` series), without HELP and TYPE. */
const samplesOf = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(name) && !line.startsWith('#'));

describe('who may read GET /metrics', () => {
  it('a scraper on this host', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# HELP zelo_http_request_duration_seconds');
  });

  it('anyone else gets what an unknown address gets: 404, nothing advertised', async () => {
    const stranger = await scrape({ remoteAddress: STRANGER });
    const unknown = await t.app.inject({ method: 'GET', url: '/nada-aqui', remoteAddress: STRANGER });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe(unknown.body);
    expect(stranger.body).not.toContain('zelo_');
    expect((await scrape({ remoteAddress: STRANGER, headers: bearer('outro-token-qualquer-123') })).statusCode).toBe(404);
  });

  it('a request a reverse proxy on this host passed on, when TRUST_PROXY is not set, is not "loopback"', async () => {
    expect((await scrape({ headers: { 'x-forwarded-for': STRANGER } })).statusCode).toBe(404);
  });

  it('a scraper elsewhere that presents METRICS_TOKEN', async () => {
    const response = await scrape({ remoteAddress: STRANGER, headers: bearer(METRICS_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('zelo_db_pool_connections');
  });
});

describe('what /metrics holds after some traffic', () => {
  it('every family the operator watches, with samples, and route templates rather than raw ids', async () => {
    const sindico = await t.signedIn('sindico');
    await t.app.inject({ method: 'GET', url: `/api/v1/users/image-profile/${sindico.id}`, headers: bearer(sindico.token) });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: sindico.email, password: 'Senha-errada-987' } });
    const qrPage = `/maintenance/public/details/${sindico.id}`;
    await t.app.inject({ method: 'GET', url: qrPage, remoteAddress: STRANGER });
    expect((await t.app.inject({ method: 'GET', url: qrPage, remoteAddress: STRANGER })).statusCode).toBe(429);

    await runDueJobs(
      t.appDb,
      [
        { name: 'tarefa-que-roda', run: async () => {} },
        { name: 'tarefa-que-falha', run: async () => Promise.reject(new Error('falhou de propósito')) },
      ],
      silent,
      undefined,
      t.metrics,
    );

    // E-mail always delivers, WhatsApp always fails; the WhatsApp message is on its last attempt, and one e-mail is not due yet.
    await t.db.insert(outbox).values([
      { channel: 'email', recipient: 'entregue@teste.zelo', subject: 'Olá', bodyText: 'Olá' },
      { channel: 'whatsapp', recipient: '5511987654321', subject: 'WhatsApp', bodyText: 'Olá', attempts: 4 },
      { channel: 'email', recipient: 'depois@teste.zelo', subject: 'Depois', bodyText: 'Depois', nextAttemptAt: sql`now() + interval '1 hour'` },
    ]);
    const transports = { email: { send: async () => {}, close: () => {} }, whatsapp: { send: async () => Promise.reject(new Error('API fora do ar')) } };
    await new Outbox(t.db, transports, silent, t.metrics).kick();

    const text = (await scrape()).body;
    expect(samplesOf(text, 'zelo_http_request_duration_seconds_count')).toContainEqual(
      expect.stringContaining('route="/api/v1/users/image-profile/:uuid"'),
    );
    expect(text).not.toContain(sindico.id);
    expect(samplesOf(text, 'zelo_http_request_duration_seconds_count')).toContainEqual(expect.stringContaining('route="unmatched",status="404"'));
    expect(samplesOf(text, 'zelo_http_rate_limited_total')).toEqual([
      'zelo_http_rate_limited_total{limit="per_ip",route="/maintenance/public/details/:id"} 1',
    ]);
    expect(samplesOf(text, 'zelo_sign_in_failures_total')).toEqual(['zelo_sign_in_failures_total 1']);
    expect(samplesOf(text, 'zelo_scheduled_job_runs_total')).toEqual(['zelo_scheduled_job_runs_total{job="tarefa-que-roda"} 1']);
    expect(samplesOf(text, 'zelo_scheduled_job_failures_total')).toEqual(['zelo_scheduled_job_failures_total{job="tarefa-que-falha"} 1']);
    expect(samplesOf(text, 'zelo_scheduled_job_last_success_timestamp_seconds')).toHaveLength(1);
    expect(samplesOf(text, 'zelo_outbox_messages_sent_total')).toEqual(['zelo_outbox_messages_sent_total{channel="email"} 1']);
    expect(samplesOf(text, 'zelo_outbox_delivery_errors_total')).toEqual(['zelo_outbox_delivery_errors_total{channel="whatsapp"} 1']);
    expect(samplesOf(text, 'zelo_outbox_messages_failed_total')).toEqual(['zelo_outbox_messages_failed_total{channel="whatsapp"} 1']);
    expect(samplesOf(text, 'zelo_outbox_messages_queued')).toEqual(['zelo_outbox_messages_queued{channel="email"} 1', 'zelo_outbox_messages_queued{channel="whatsapp"} 0']);
    expect(samplesOf(text, 'zelo_db_pool_connections')).toEqual([expect.stringMatching(/^zelo_db_pool_connections\{state="in_use"\} \d+$/), expect.stringMatching(/^zelo_db_pool_connections\{state="idle"\} \d+$/)]);
    expect(samplesOf(text, 'zelo_db_pool_max_connections')).toEqual(['zelo_db_pool_max_connections 5']);
    expect(samplesOf(text, 'zelo_db_pool_waiting_requests')).toEqual(['zelo_db_pool_waiting_requests 0']);
    expect(samplesOf(text, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    for (const line of text.split('\n').filter((line) => line.startsWith('# HELP zelo_'))) expect(line).toMatch(/^# HELP zelo_[a-z_]+ \S/);
  });
});
