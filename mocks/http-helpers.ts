import { HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';
import type { SessionUser } from '#contract/auth.ts';
import { API_PREFIX, DEFAULT_PAGE_SIZE, type ApiError } from '#contract/common.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { userForToken } from './fixtures.ts';

// What every mock handler answers with: the contract's paths, its envelope, JSON encoded with the endpoint's own
// response schema (dates travel as ISO strings, as on the wire), and the error shape of ARCHITECTURE §3.

export const url = (endpoint: Pick<Endpoint, 'path'>) => `*${API_PREFIX}${endpoint.path}`;

export function reply<E extends Pick<Endpoint, 'response' | 'status'>>(endpoint: E, value: z.output<E['response']>, status = endpoint.status ?? 200) {
  return HttpResponse.json(z.encode(endpoint.response, value) as JsonBodyType, { status });
}

export function apiError(status: number, code: string, message: string, errors?: ApiError['errors']) {
  return HttpResponse.json({ message, code, ...(errors && { errors }) } satisfies ApiError, { status });
}

export const unauthenticated = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada. Entre novamente.');

export function validationError(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return apiError(422, 'VALIDATION_ERROR', 'Confira os campos destacados.', errors);
}

export function bearer(request: Request) {
  return userForToken(request.headers.get('Authorization')?.replace(/^Bearer /, ''));
}

/** The caller's demo user; otherwise the 401 to answer with. */
export function caller(request: Request): SessionUser | Response {
  return bearer(request) ?? unauthenticated();
}

/** Ten fixture rows a page, in fixture order; the page asked for, not clamped (the server's rules are not copied). */
export function page<T>(request: Request, rows: T[]) {
  const search = new URL(request.url).searchParams;
  const perPage = Number(search.get('per_page') ?? DEFAULT_PAGE_SIZE);
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.max(1, Number(search.get('page') ?? 1));
  return {
    data: rows.slice((current - 1) * perPage, current * perPage),
    current_page: current,
    last_page: lastPage,
    per_page: perPage,
    total: rows.length,
    total_capped: false,
  };
}

