import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_WHATSAPP_ACCESS_TOKEN,
  FAKE_WHATSAPP_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TO,
  startFakeWhatsAppCloudApi,
  type FakeWhatsAppCloudApi,
} from '#testing/fake-whatsapp-cloud-api.ts';
import { createWhatsAppTransport, type WhatsAppCloudConfig } from './whatsapp-transport.ts';

let fake: FakeWhatsAppCloudApi;
let config: WhatsAppCloudConfig;

beforeAll(async () => {
  fake = await startFakeWhatsAppCloudApi();
  config = { apiUrl: fake.url, phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID, accessToken: FAKE_WHATSAPP_ACCESS_TOKEN, timeoutMs: 1000 };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
});

describe('the WhatsApp Cloud API transport', () => {
  it('posts a text message to the sender number\'s messages with the bearer token', async () => {
    const text = 'Resumo das manutenções\nEm dia: 3\nVencidas: 1 — ação necessária';
    await createWhatsAppTransport(config).send({ to: '5511987654321', text });

    expect(fake.received).toEqual([
      {
        path: `/v21.0/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`,
        authorization: `Bearer ${FAKE_WHATSAPP_ACCESS_TOKEN}`,
        contentType: 'application/json',
        body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: '5511987654321', type: 'text', text: { preview_url: false, body: text } },
      },
    ]);
  });

  it('accepts the base URL with a trailing slash', async () => {
    await createWhatsAppTransport({ ...config, apiUrl: `${fake.url}/` }).send({ to: '5511987654321', text: 'Olá' });
    expect(fake.received.map((request) => request.path)).toEqual([`/v21.0/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`]);
  });

  it('fails with the Graph API error message when the API refuses', async () => {
    const send = (to: string, accessToken = FAKE_WHATSAPP_ACCESS_TOKEN) => createWhatsAppTransport({ ...config, accessToken }).send({ to, text: 'Olá' });

    await expect(send(FAKE_WHATSAPP_TO.notAllowed)).rejects.toThrow(
      'WhatsApp Cloud API answered 400: (#131030) Recipient phone number not in allowed list (code 131030)',
    );
    await expect(send('5511987654321', 'token-vencido')).rejects.toThrow(
      'WhatsApp Cloud API answered 401: Error validating access token: Session has expired. (code 190)',
    );
    await expect(send(FAKE_WHATSAPP_TO.failing)).rejects.toThrow('WhatsApp Cloud API answered 500: An unknown error has occurred. (code 1)');
  });

  it('fails with the Graph API error message for a sender number it does not know', async () => {
    const wrongSender = createWhatsAppTransport({ ...config, phoneNumberId: '999' });
    await expect(wrongSender.send({ to: '5511987654321', text: 'Olá' })).rejects.toThrow('WhatsApp Cloud API answered 400: Unsupported post request. (code 100)');
  });

  it('fails with the status and the start of the body when the answer is not a Graph API error', async () => {
    await expect(createWhatsAppTransport(config).send({ to: FAKE_WHATSAPP_TO.badGateway, text: 'Olá' })).rejects.toThrow(
      'WhatsApp Cloud API answered 502: <html><body>502 Bad Gateway</body></html>',
    );
  });

  it('fails once the deadline passes without an answer', async () => {
    const impatient = createWhatsAppTransport({ ...config, timeoutMs: 100 });
    await expect(impatient.send({ to: FAKE_WHATSAPP_TO.slow, text: 'Olá' })).rejects.toThrow('WhatsApp Cloud API: no answer within 100 ms');
  });

  it('fails when nothing listens at the address', async () => {
    const nowhere = createWhatsAppTransport({ ...config, apiUrl: 'http://127.0.0.1:1/v21.0' });
    await expect(nowhere.send({ to: '5511987654321', text: 'Olá' })).rejects.toThrow(/^WhatsApp Cloud API: /);
  });
});
