import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '#contract/common.ts';

/** A failure the caller can act on: its status, machine code and pt-BR message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
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
export const invalid = (code: string, message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(422, code, message, fieldErrors);

/** Unique constraints whose violation means "this already exists", named for the client's 'Ops!' dialogs. */
const uniqueViolations: Record<string, { code: string; message: string }> = {
  users_email_unique: { code: 'EMAIL_ALREADY_EXISTS', message: 'Este email já possui cadastro no sistema.' },
  condominiums_cnpj_unique: { code: 'CNPJ_ALREADY_EXISTS', message: 'Este CNPJ já possui cadastro no sistema.' },
};

export function registerUniqueViolation(constraint: string, code: string, message: string) {
  uniqueViolations[constraint] = { code, message };
}

const fastifyErrors: Record<string, { status: number; code: string; message: string }> = {
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
};

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
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const keys = (issue.params as { keys?: string[] }).keys;
      const fields =
        issue.keyword === 'unrecognized_keys' && keys
          ? keys.map((key) => [issue.instancePath.slice(1), key].filter(Boolean).join('.'))
          : [issue.instancePath.slice(1).replaceAll('/', '.') || context];
      const message = issue.keyword === 'unrecognized_keys' ? 'Campo não permitido.' : issue.message;
      for (const field of fields) (errors[field] ??= []).push(message ?? 'Valor inválido.');
    }
    return { status: 422, body: { message: 'Verifique os dados informados.', code: 'VALIDATION_ERROR', errors } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? fastifyErrors[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  if (fastifyError.statusCode === 429) {
    return { status: 429, body: { message: fastifyError.message, code: 'RATE_LIMITED' } };
  }
  if (isPostgresError(error)) {
    const pgError = postgresErrorOf(error);
    if (pgError.code === '23505') {
      const known = pgError.constraint ? uniqueViolations[pgError.constraint] : undefined;
      return { status: 409, body: known ?? { message: 'Este registro já existe.', code: 'ALREADY_EXISTS' } };
    }
    if (pgError.code === '23503') return { status: 404, body: { message: 'Registro relacionado não encontrado.', code: 'NOT_FOUND' } };
    // Data exceptions (a value too long or out of range for its column) are bad input the schema let through.
    if (pgError.code.startsWith('22')) return { status: 422, body: { message: 'Verifique os dados informados.', code: 'INVALID_DATA' } };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { message: 'Requisição inválida.', code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { message: 'Erro interno. Tente novamente em instantes.', code: 'INTERNAL_ERROR' } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error }, 'request rejected');
    return reply.status(status).send(body);
  });
}

export function apiRouteNotFound(reply: FastifyReply) {
  return reply.status(404).send({ message: 'Rota não encontrada.', code: 'ROUTE_NOT_FOUND' } satisfies ApiError);
}
