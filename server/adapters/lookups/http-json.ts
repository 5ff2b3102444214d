import { serviceUnavailable } from '#server/platform/errors.ts';

export type JsonAnswer = { status: number; body: unknown };

/**
 * GETs JSON from an external service with a deadline. A timeout, a refused connection or a body that is not
 * JSON all become the same pt-BR 503: the person can only wait or type the data by hand.
 */
export async function getJson(url: string, timeoutMs: number, serviceName: string): Promise<JsonAnswer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    throw serviceUnavailable(`O serviço de consulta de ${serviceName} não respondeu. Tente novamente ou preencha os dados manualmente.`);
  }
}
