export interface WhatsAppText {
  /** The number in international form, digits only: 55 + DDD + number. */
  to: string;
  text: string;
}

export interface WhatsAppTransport {
  send(message: WhatsAppText): Promise<void>;
}

export interface WhatsAppCloudConfig {
  /** The Graph API base with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
}

/** The Graph API's error body: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
function graphErrorOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = typeof parsed === 'object' && parsed !== null && 'error' in parsed ? parsed.error : undefined;
    if (typeof error !== 'object' || error === null || !('message' in error) || typeof error.message !== 'string') return undefined;
    return 'code' in error && error.code !== undefined ? `${error.message} (code ${String(error.code)})` : error.message;
  } catch {
    return undefined;
  }
}

/** The answer read whole within the deadline: a body that stalls is a timeout like a silent server. */
async function post(url: string, init: RequestInit, timeoutMs: number) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { ok: response.ok, status: response.status, statusText: response.statusText, body: await response.text() };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : String(error);
    throw new Error(`WhatsApp Cloud API: ${reason}`, { cause: error });
  }
}

/**
 * Text messages through the WhatsApp Cloud API (`POST /{phone-number-id}/messages`). A refusal, a server error
 * or a deadline passed is thrown with the API's own message, which the outbox keeps as the attempt's error.
 */
export function createWhatsAppTransport(config: WhatsAppCloudConfig): WhatsAppTransport {
  const url = `${config.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async send(message) {
      const response = await post(
        url,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to,
            type: 'text',
            text: { preview_url: false, body: message.text },
          }),
        },
        config.timeoutMs,
      );
      if (!response.ok) {
        const reason = graphErrorOf(response.body) ?? (response.body.slice(0, 200) || response.statusText);
        throw new Error(`WhatsApp Cloud API answered ${response.status}: ${reason}`);
      }
    },
  };
}
