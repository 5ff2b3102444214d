import ky, { HTTPError, TimeoutError } from 'ky';
import type { z } from 'zod';
import { apiError } from '#contract/common.ts';
import { pathFor, type Endpoint } from '#contract/endpoint.ts';
import { useSession } from '#src/stores/session.ts';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES } from './api-error.ts';
import { API_BASE_URL } from './api-base-url.ts';

/**
 * The one HTTP client of the SPA: bearer token from the session, a 401 from any call ends the session as a refused
 * token, and an answer reaches only the session that asked for it.
 */
export const http = ky.create({
  prefixUrl: API_BASE_URL,
  timeout: 30_000,
  // TanStack Query decides about retries; ky retrying underneath would multiply them.
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = useSession.getState();
        if (token) request.headers.set('Authorization', bearer(token));
      },
    ],
    afterResponse: [(request, _options, response) => applyAnswerToSession(request.headers.get('Authorization'), response)],
  },
});

/** The code of an answer dropped because the session that asked for it has ended (status 0: no answer delivered). */
export const SESSION_ENDED_CODE = 'SESSION_ENDED';
const SESSION_ENDED_MESSAGE = 'A sessão em que este pedido foi feito já terminou.';

const bearer = (token: string) => `Bearer ${token}`;

function currentBearer(): string | null {
  const { token } = useSession.getState();
  return token === null ? null : bearer(token);
}

/**
 * What an answer means for the session that sent `sentWith` (its Authorization header), for every way the SPA calls
 * the API (ky here, XMLHttpRequest for uploads): a 401 to the current token ends the session; a successful answer to
 * a session that has since ended is refused, so that its data cannot reach the next person through a caller that
 * writes it into the cache (a save's onSuccess).
 */
export function applyAnswerToSession(sentWith: string | null, answer: { ok: boolean; status: number }) {
  // A wrong password at sign-in is a 401 too: only an answer to a session's token says anything about it.
  if (sentWith === null) return;
  if (sentWith !== currentBearer()) {
    // Signed out, refused, or someone else signed in meanwhile: a refusal of the old token says nothing about the new
    // one, and an error carries no data.
    if (answer.ok) throw new ApiError(0, SESSION_ENDED_CODE, SESSION_ENDED_MESSAGE);
    return;
  }
  if (answer.status === 401) useSession.getState().tokenRejected();
}

export interface EndpointInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A multipart body (uploads), sent instead of `body`. */
  formData?: FormData;
}

/** What callEndpoint needs of an endpoint: uploads are described by their path and response only. */
export type CallableEndpoint = Pick<Endpoint, 'method' | 'path' | 'response'>;

export type EndpointResult<E extends CallableEndpoint> = z.output<E['response']>;

/** Calls a contract endpoint and parses its answer with the endpoint's response schema (dates become Date). */
export async function callEndpoint<E extends CallableEndpoint>(endpoint: E, input: EndpointInput = {}): Promise<EndpointResult<E>> {
  let response: Response;
  try {
    response = await http(pathFor(endpoint, input.params).replace(/^\//, ''), {
      method: endpoint.method,
      ...(input.formData ? { body: input.formData } : { json: input.body }),
      searchParams: input.query && definedEntries(input.query),
    });
  } catch (error) {
    throw await toApiError(error);
  }
  const parsed = endpoint.response.safeParse(parseJson(await readBody(response)));
  if (!parsed.success) {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.unexpected, CLIENT_ERROR_MESSAGES.unexpected);
  }
  return parsed.data as EndpointResult<E>;
}

/**
 * The answer's body, or a network failure when it never fully arrived. The status line comes first and the body
 * after it: a page unloading (a reload, a link followed while the app starts) cuts the body off, and Chromium then
 * rejects the read with "Failed to fetch" while the page's code still runs. That is not an answer the server gave.
 */
async function readBody(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_ERROR_MESSAGES.network);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function definedEntries(query: NonNullable<EndpointInput['query']>): Record<string, string> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** The header with which the server names an answer in its log. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The ApiError of an answer with an error status: the server's message, code and field errors when it sent them. */
export function apiErrorOf(status: number, json: unknown, requestId?: string | null): ApiError {
  const body = apiError.safeParse(json);
  const id = requestId ?? undefined;
  if (body.success) return new ApiError(status, body.data.code, body.data.message, body.data.errors, id);
  return new ApiError(status, CLIENT_ERROR_CODES.unexpected, CLIENT_ERROR_MESSAGES.unexpected, {}, id);
}

/** Turns whatever ky threw into an ApiError carrying the server's message, code and field errors. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { response } = error;
    return apiErrorOf(response.status, await response.json().catch(() => undefined), response.headers.get(REQUEST_ID_HEADER));
  }
  if (error instanceof TimeoutError) {
    return new ApiError(0, CLIENT_ERROR_CODES.timeout, CLIENT_ERROR_MESSAGES.timeout);
  }
  if (error instanceof ApiError) return error;
  return new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_ERROR_MESSAGES.network);
}
