import { CancelledError } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenOf } from '#mocks/fixtures.ts';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES } from '#src/lib/api-error.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { SESSION_STORAGE_KEY, useSession } from '#src/stores/session.ts';
import { signInAs } from '#src/test/render-app.tsx';
import { notify } from '#src/ui/toasts/notify.ts';
import { endSessionIfTokenRefused } from './session-verification.ts';

const unexpected = (status: number) => new ApiError(status, CLIENT_ERROR_CODES.unexpected, CLIENT_ERROR_MESSAGES.unexpected);
const network = new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_ERROR_MESSAGES.network);
const refused = new ApiError(401, 'UNAUTHENTICATED', 'Sessão inválida ou expirada. Entre novamente.');

describe('endSessionIfTokenRefused: only an answer refusing the token ends the session (SPEC §4, §8)', () => {
  const toasts = () => vi.spyOn(notify, 'error').mockImplementation(() => {});
  afterEach(() => vi.restoreAllMocks());

  it("says 'Token inválido' and forgets the saved session when the server refuses the token", () => {
    const error = toasts();
    signInAs('engenheiro');
    expect(endSessionIfTokenRefused(refused, tokenOf('engenheiro'))).toBe(true);
    expect(useSession.getState()).toMatchObject({ token: null, activeUser: null, error: 'Token inválido' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(error).toHaveBeenCalledWith('Token inválido');
  });

  it("empties the query cache when validate-token refuses the token (issue 22 §3)", () => {
    toasts();
    signInAs('engenheiro');
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(['documents', 'list', {}], 'linhas da engenheira');
    endSessionIfTokenRefused(refused, tokenOf('engenheiro'));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('still says so when the 401 has already emptied the session (the HTTP client does it first)', () => {
    const error = toasts();
    signInAs('engenheiro');
    useSession.getState().tokenRejected();
    expect(endSessionIfTokenRefused(refused, tokenOf('engenheiro'))).toBe(true);
    expect(error).toHaveBeenCalledWith('Token inválido');
  });

  it.each([
    ['a server error (SPEC §8: any non-200 status)', unexpected(502)],
    ['a refusal of another kind', new ApiError(403, 'FORBIDDEN', 'Sem permissão.')],
  ])("ends the session with 'Token inválido' on %s", (_case, error) => {
    const toast = toasts();
    signInAs('engenheiro');
    expect(endSessionIfTokenRefused(error, tokenOf('engenheiro'))).toBe(true);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(toast).toHaveBeenCalledWith('Token inválido');
  });

  it.each([
    ['an answer cut off by a reload or a link followed while the app starts', network],
    ['an unreachable server', network],
    ['an answer the SPA cannot read, with a 200', unexpected(200)],
    ['a query cancelled as the page changes', new CancelledError()],
    ['anything thrown that is not an API answer', new TypeError('Failed to fetch')],
  ])('keeps the saved session on %s', (_case, error) => {
    const toast = toasts();
    signInAs('engenheiro');
    const saved = localStorage.getItem(SESSION_STORAGE_KEY);
    expect(endSessionIfTokenRefused(error, tokenOf('engenheiro'))).toBe(false);
    expect(useSession.getState()).toMatchObject({ token: tokenOf('engenheiro'), error: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(saved);
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps a newer session when the refused token is one the person has since replaced', () => {
    signInAs('sindico');
    expect(endSessionIfTokenRefused(refused, tokenOf('engenheiro'))).toBe(false);
    expect(useSession.getState().token).toBe(tokenOf('sindico'));
  });
});
