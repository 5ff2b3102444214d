import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '#contract/common.ts';
import { REQUEST_ID_HEADER } from './http/request-id.ts';

/** A failure the caller can act on: its status, machine code and pt-BR message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Sent as Retry-After (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Registro não encontrado.', code = 'NOT_FOUND') => new AppError(404, code, message);
export const unauthenticated = (message = 'Sessão inválida ou expirada. Entre novamente.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') => new AppError(403, 'FORBIDDEN', message);
export const moduleNotEnabled = () =>
  new AppError(403, 'MODULE_NOT_ENABLED', 'Módulo não habilitado para o plano do seu condomínio.');
export const serviceUnavailable = (message: string) => new AppError(503, 'EXTERNAL_SERVICE_UNAVAILABLE', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
/** A 429 raised by one of the limits checked by hand; `limit` names it for the metrics (per_email, sign_in, uploads). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    ttlMs: number,
    readonly limit: string,
  ) {
    super(429, 'RATE_LIMITED', message, undefined, Math.max(1, Math.ceil(ttlMs / 1000)));
  }
}
export const rateLimited = (message: string, ttlMs: number, limit: string) => new RateLimitedError(message, ttlMs, limit);
export const invalid = (code: string, message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(422, code, message, fieldErrors);

// The lookup tables below are Maps, never plain objects: a key that comes from outside (a field name, an error
// code) such as `constructor` or `__proto__` must not find Object.prototype's members.

/** Unique constraints whose violation means "this already exists", named for the client's 'Ops!' dialogs. */
const uniqueViolations = new Map<string, { code: string; message: string }>([
  ['users_email_unique', { code: 'EMAIL_ALREADY_EXISTS', message: 'Este email já possui cadastro no sistema.' }],
  ['condominiums_cnpj_unique', { code: 'CNPJ_ALREADY_EXISTS', message: 'Este CNPJ já possui cadastro no sistema.' }],
]);

export function registerUniqueViolation(constraint: string, code: string, message: string) {
  uniqueViolations.set(constraint, { code, message });
}

/** The 409 a unique constraint's violation is answered with, for a check made before writing. */
export function alreadyExists(constraint: string) {
  const known = uniqueViolations.get(constraint);
  if (!known) throw new Error(`no unique violation registered for ${constraint}`);
  return conflict(known.code, known.message);
}

interface KnownError {
  status: number;
  code: string;
  message: string;
}

const fastifyErrors = new Map<string, KnownError>(Object.entries({
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'O corpo da requisição não é um JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'O corpo da requisição está vazio.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'O conteúdo enviado é grande demais.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de conteúdo não suportado.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'O arquivo enviado é grande demais.' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Envie um arquivo por vez.' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Partes demais no envio.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Campos demais no envio.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Envie o arquivo como multipart/form-data.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'MALFORMED_REQUEST', message: 'Tamanho do conteúdo inválido.' },
  FST_ERR_BAD_URL: { status: 400, code: 'MALFORMED_REQUEST', message: 'Endereço inválido.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'Endereço longo demais.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'MALFORMED_REQUEST', message: 'Requisição inválida.' },
}));

interface PostgresError {
  code: string;
  constraint?: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  const candidate = (error as { cause?: unknown })?.cause ?? error;
  return typeof (candidate as PostgresError)?.code === 'string' && /^[0-9A-Z]{5}$/.test((candidate as PostgresError).code);
}

function postgresErrorOf(error: unknown): PostgresError {
  return ((error as { cause?: unknown }).cause ?? error) as PostgresError;
}

/** Connection failures (network codes, SQLSTATE class 08, shutdown and overload codes) and pool timeouts. */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', '57P01', '57P02', '57P03', '53300']);
const DATABASE_DOWN_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection error|Connection refused/i;

/** True when the database could not be reached, as opposed to a query it refused. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.test(message)) return true;
  }
  return false;
}

const INTERNAL_ERROR: { status: number; body: ApiError } = {
  status: 500,
  body: { message: 'Erro interno. Tente novamente em instantes.', code: 'INTERNAL_ERROR' },
};

/** Turns any thrown value into the error envelope of ARCHITECTURE §3. */
export function toApiError(error: unknown): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { message: error.message, code: error.code, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const errors = new Map<string, string[]>();
    for (const issue of error.validation) {
      const keys = (issue.params as { keys?: string[] }).keys;
      const fields =
        issue.keyword === 'unrecognized_keys' && keys
          ? keys.map((key) => [issue.instancePath.slice(1), key].filter(Boolean).join('.'))
          : [issue.instancePath.slice(1).replaceAll('/', '.') || context];
      const message = issue.keyword === 'unrecognized_keys' ? 'Campo não permitido.' : issue.message;
      for (const field of fields) errors.set(field, [...(errors.get(field) ?? []), message ?? 'Valor inválido.']);
    }
    // fromEntries defines own properties, so a field named `__proto__` is reported like any other.
    return { status: 422, body: { message: 'Verifique os dados informados.', code: 'VALIDATION_ERROR', errors: Object.fromEntries(errors) } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? fastifyErrors.get(fastifyError.code) : undefined;
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  if (fastifyError.statusCode === 429) {
    return { status: 429, body: { message: fastifyError.message, code: 'RATE_LIMITED' } };
  }
  if (isPostgresError(error)) {
    const pgError = postgresErrorOf(error);
    if (pgError.code === '23505') {
      const known = pgError.constraint ? uniqueViolations.get(pgError.constraint) : undefined;
      return { status: 409, body: known ?? { message: 'Este registro já existe.', code: 'ALREADY_EXISTS' } };
    }
    if (pgError.code === '23503') return { status: 404, body: { message: 'Registro relacionado não encontrado.', code: 'NOT_FOUND' } };
    // Data exceptions (a value too long or out of range for its column) are bad input the schema let through.
    if (pgError.code.startsWith('22')) return { status: 422, body: { message: 'Verifique os dados informados.', code: 'INVALID_DATA' } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: 'Serviço temporariamente indisponível. Tente novamente em instantes.', code: 'SERVICE_UNAVAILABLE' } };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { message: 'Requisição inválida.', code: 'BAD_REQUEST' } };
  }
  return INTERNAL_ERROR;
}

/** toApiError, but never throwing: the error handler is the last line and must always answer. */
function safeApiError(error: unknown, log: FastifyBaseLogger) {
  try {
    return toApiError(error);
  } catch (mappingError) {
    log.error({ err: mappingError, original: error }, 'error mapping failed');
    return INTERNAL_ERROR;
  }
}

function sendApiError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = safeApiError(error, request.log);
  // Also here, not only in the onRequest hook: errors Fastify raises before routing (frameworkErrors) run no hook.
  void reply.header(REQUEST_ID_HEADER, request.id);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.debug({ err: error }, 'request rejected');
  if (error instanceof AppError && error.retryAfterSeconds) void reply.header('retry-after', error.retryAfterSeconds);
  else if (status === 503) void reply.header('retry-after', 5);
  return reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendApiError(error, request, reply));
}

/**
 * Errors Fastify raises before routing (a malformed URL, a 5,000-character path parameter): the `frameworkErrors`
 * option of `Fastify()`, so that they answer in the API's JSON shape and in pt-BR too.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => sendApiError(error, request, reply);

const clientErrors = new Map<string, { status: number; reason: string; body: ApiError }>([
  ['HPE_HEADER_OVERFLOW', { status: 431, reason: 'Request Header Fields Too Large', body: { message: 'Cabeçalhos da requisição grandes demais.', code: 'HEADERS_TOO_LARGE' } }],
  ['ERR_HTTP_REQUEST_TIMEOUT', { status: 408, reason: 'Request Timeout', body: { message: 'A requisição demorou demais para chegar.', code: 'REQUEST_TIMEOUT' } }],
]);
const MALFORMED_HTTP = { status: 400, reason: 'Bad Request', body: { message: 'Requisição HTTP malformada.', code: 'MALFORMED_REQUEST' } };

/**
 * Requests Node's HTTP parser rejects (a bad Content-Length, a 100 KB header) never reach Fastify's handlers:
 * the `clientErrorHandler` option answers them on the socket, in the same JSON shape.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, body } = clientErrors.get(error.code ?? '') ?? MALFORMED_HTTP;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

export function apiRouteNotFound(reply: FastifyReply) {
  return reply.status(404).send({ message: 'Rota não encontrada.', code: 'ROUTE_NOT_FOUND' } satisfies ApiError);
}
