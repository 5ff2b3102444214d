import { stdSerializers, type LoggerOptions } from 'pino';

export const REDACTED = '[oculto]';

/**
 * Query parameters that may carry personal data or a capability: a listing filter can be a CPF, `v` is the
 * secret version of a profile picture's address, `token` a reset link's.
 */
const SENSITIVE_QUERY = /([?&](?:filter|v|token)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SENSITIVE_QUERY, `$1${REDACTED}`);

/** Drizzle puts a failed query's parameters in its message ("params: …"); PostgreSQL a key's value in `detail`. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
const KEY_VALUES = /=\(.*\)/g;

function redactError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  const serialized = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const clean = (text: unknown) => (typeof text === 'string' ? text.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`).replace(KEY_VALUES, `=(${REDACTED})`) : text);
  const { cause, ...rest } = serialized;
  return {
    ...rest,
    message: clean(rest.message),
    stack: clean(rest.stack),
    ...('detail' in rest && { detail: clean(rest.detail) }),
    ...('params' in rest && { params: REDACTED }),
    ...(cause !== undefined && { cause: redactError((error as { cause?: unknown }).cause) }),
  };
}

/**
 * The process logger's options (issue 11, LGPD): no CPF, password or token in any log line. Requests are logged
 * with their query's sensitive values hidden and without headers (the bearer token); objects a log call is given
 * have their password, CPF and token fields censored wherever they sit.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'password',
        'current_password',
        'password_confirmation',
        'passwordHash',
        'cpf',
        'token',
        'authorization',
        '*.password',
        '*.current_password',
        '*.password_confirmation',
        '*.passwordHash',
        '*.cpf',
        '*.token',
        '*.authorization',
        '*.headers.authorization',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: { method?: string; url?: string; ip?: string }) => ({ method: request.method, url: request.url && redactUrl(request.url), ip: request.ip }),
      err: redactError,
      original: redactError,
    },
  };
}
