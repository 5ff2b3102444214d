import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WHATSAPP_PHONE_NUMBER_ID = '106540352242922';
export const FAKE_WHATSAPP_ACCESS_TOKEN = 'EAAG-token-de-teste';

/** Recipients the fake treats in a particular way; any other number is accepted. */
export const FAKE_WHATSAPP_TO = {
  /** Refused as the Cloud API refuses a number outside a test app's allowed list (400, code 131030). */
  notAllowed: '5511900000001',
  /** Every request fails with 500, as during an outage. */
  failing: '5511900000002',
  /** The first request fails with 500, the next ones are accepted. */
  flaky: '5511900000003',
  /** Never answered: the sender's deadline passes. */
  slow: '5511900000004',
  /** Answered by a proxy in front of the API: 502 with an HTML page. */
  badGateway: '5511900000005',
} as const;

export interface ReceivedWhatsApp {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface FakeWhatsAppCloudApi {
  /** WHATSAPP_API_URL for the fake: the versioned Graph API base. */
  url: string;
  /** Every request that reached the fake, in order, whatever it was answered. */
  received: ReceivedWhatsApp[];
  close(): Promise<void>;
}

const graphError = (message: string, code: number, type = 'OAuthException') => ({ error: { message, type, code, fbtrace_id: 'AbCdEfGhIjK' } });

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The WhatsApp Cloud API's `POST /v21.0/{phone-number-id}/messages` on 127.0.0.1 and a free port, answering with
 * the Graph API's shapes: `{ messaging_product, contacts, messages: [{ id }] }` or `{ error: { message, code } }`.
 */
export async function startFakeWhatsAppCloudApi(): Promise<FakeWhatsAppCloudApi> {
  const received: ReceivedWhatsApp[] = [];
  const seen = new Map<string, number>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      const path = request.url ?? '';
      received.push({ path, authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
      if (request.method !== 'POST' || path !== `/v21.0/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`) {
        return send(response, 400, graphError('Unsupported post request.', 100, 'GraphMethodException'));
      }
      if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_ACCESS_TOKEN}`) {
        return send(response, 401, graphError('Error validating access token: Session has expired.', 190));
      }
      const to = typeof body === 'object' && body !== null && 'to' in body ? String(body.to) : '';
      const attempt = (seen.get(to) ?? 0) + 1;
      seen.set(to, attempt);
      if (to === FAKE_WHATSAPP_TO.slow) return; // never answers
      if (to === FAKE_WHATSAPP_TO.badGateway) {
        response.writeHead(502, { 'content-type': 'text/html' });
        return response.end('<html><body>502 Bad Gateway</body></html>');
      }
      if (to === FAKE_WHATSAPP_TO.notAllowed) {
        return send(response, 400, graphError('(#131030) Recipient phone number not in allowed list', 131030));
      }
      if (to === FAKE_WHATSAPP_TO.failing || (to === FAKE_WHATSAPP_TO.flaky && attempt === 1)) {
        return send(response, 500, graphError('An unknown error has occurred.', 1));
      }
      send(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.fake${received.length}` }] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
