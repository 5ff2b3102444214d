/** Codes the SPA itself gives to failures that never reached a server answer it could read. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  unexpected: 'UNEXPECTED_RESPONSE',
} as const;

export const CLIENT_ERROR_MESSAGES = {
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  timeout: 'O servidor demorou para responder. Tente novamente.',
  unexpected: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
} as const;

/**
 * A failed API call: the server's pt-BR message, its machine code and per-field errors (ARCHITECTURE §3),
 * or one of CLIENT_ERROR_CODES with status 0 when no usable answer came back.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The server's `X-Request-Id` of the answer, which its log lines carry too. */
    readonly requestId?: string,
  ) {
    super(message);
  }

  /** True when the server answered with an HTTP status, as opposed to a network failure. */
  get isHttp(): boolean {
    return this.status > 0;
  }

  /** The first message for a field, for showing next to it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : CLIENT_ERROR_MESSAGES.unexpected;
}

/**
 * For a failure on the server's side (5xx), the line a person can quote to support so the answer is found in the
 * server's log; other failures explain themselves.
 */
export function errorReference(error: unknown): string | undefined {
  return isApiError(error) && error.status >= 500 && error.requestId ? `Código do erro: ${error.requestId}` : undefined;
}

/** The server's code for input that failed its checks, field by field (ARCHITECTURE §3). */
export const VALIDATION_ERROR_CODE = 'VALIDATION_ERROR';

/**
 * A validation failure whose messages belong next to form fields rather than in a toast. Other failures that
 * carry field errors too (an expired reset link) are about the action, and are shown as its error (SPEC §8).
 */
export function hasFieldErrors(error: unknown): error is ApiError {
  return isApiError(error) && error.code === VALIDATION_ERROR_CODE && Object.keys(error.errors).length > 0;
}
