import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { outbox } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';
import { FAKE_WHATSAPP_ACCESS_TOKEN, FAKE_WHATSAPP_PHONE_NUMBER_ID, startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '#testing/fake-whatsapp-cloud-api.ts';
import { createOutboxTransports } from './outbox-transports.ts';

describe('the WhatsApp configuration', () => {
  it('names the Cloud API only with both the number id and the token, with the lookups deadline', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '123', WHATSAPP_ACCESS_TOKEN: 'token', EXTERNAL_SERVICE_TIMEOUT_MS: '3000' }).whatsapp).toEqual({
      apiUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '123',
      accessToken: 'token',
      timeoutMs: 3000,
    });
    expect(loadConfig({ WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0/', WHATSAPP_PHONE_NUMBER_ID: '123', WHATSAPP_ACCESS_TOKEN: 'token' }).whatsapp?.apiUrl).toBe(
      'http://127.0.0.1:9/v21.0',
    );
  });

  it('refuses half of it, which would keep every message unsent', () => {
    const message = 'WHATSAPP_PHONE_NUMBER_ID e WHATSAPP_ACCESS_TOKEN vão juntas: defina as duas ou nenhuma.';
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '123' })).toThrow(message);
    expect(() => loadConfig({ WHATSAPP_ACCESS_TOKEN: 'token' })).toThrow(message);
  });

  it('gives the outbox a transport per configured channel', () => {
    expect(createOutboxTransports(loadConfig({}))).toEqual({ email: null, whatsapp: null });
    const both = createOutboxTransports(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', WHATSAPP_PHONE_NUMBER_ID: '123', WHATSAPP_ACCESS_TOKEN: 'token' }));
    expect(both.email).not.toBeNull();
    expect(both.whatsapp).not.toBeNull();
    both.email?.close();
  });
});

describe('the application with WhatsApp configured', () => {
  let fake: FakeWhatsAppCloudApi;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeWhatsAppCloudApi();
    t = await startTestApp({ WHATSAPP_API_URL: fake.url, WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_ACCESS_TOKEN });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the WhatsApp messages of its outbox through the Cloud API', async () => {
    const [row] = await t.db.insert(outbox).values({ channel: 'whatsapp', recipient: '5511987654321', subject: 'WhatsApp', bodyText: 'Olá, síndico!' }).returning();
    await t.outbox.kick();
    const [delivered] = await t.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(delivered?.status).toBe('sent');
    expect(fake.received.map((request) => (request.body as { to: string }).to)).toEqual(['5511987654321']);
  });
});
