import { isRedirect } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { useSession } from '#src/stores/session.ts';
import { createTestQueryClient, signInAs } from '#src/test/render-app.tsx';
import { authorize } from './authorize.ts';

const at = (path: string) => ({ pathname: new URL(path, 'http://x').pathname, href: path });

function redirectOf(attempt: () => void): { to?: string; search?: unknown } | undefined {
  try {
    attempt();
    return undefined;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    const { to, search } = error.options as { to?: string; search?: unknown };
    return { to, search };
  }
}

describe('authorize: the guard of the protected routes (SPEC §2, §4)', () => {
  it('sends a visitor without a token to /, remembering the page asked for', () => {
    expect(redirectOf(() => authorize(createTestQueryClient(), at('/condominium-register?page=2')))).toEqual({
      to: '/',
      search: { redirect: '/condominium-register?page=2' },
    });
    expect(redirectOf(() => authorize(createTestQueryClient(), at('/dashboard')))).toEqual({ to: '/', search: {} });
  });

  it('lets the saved user in at once and ends the session when the server refuses the token', async () => {
    server.use(http.get('*/api/v1/validate-token', () => HttpResponse.json({ message: 'Sessão expirada.', code: 'UNAUTHENTICATED' }, { status: 401 })));
    signInAs('master');
    expect(redirectOf(() => authorize(createTestQueryClient(), at('/prospects-listing')))).toBeUndefined();
    await waitFor(() => expect(useSession.getState()).toMatchObject({ token: null, error: 'Token inválido' }));
  });

  it('verifies the token once and keeps the server’s user in the session store', async () => {
    let calls = 0;
    server.use(http.get('*/api/v1/validate-token', () => ((calls += 1), HttpResponse.json({ data: mockUsers.master }))));
    signInAs('master');
    useSession.setState({ activeUser: { ...mockUsers.master, name: 'Nome antigo' } });
    const queryClient = createTestQueryClient();
    authorize(queryClient, at('/prospects-listing'));
    await waitFor(() => expect(useSession.getState()).toMatchObject({ tokenIsValid: true, activeUser: mockUsers.master }));
    authorize(queryClient, at('/dashboard'));
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toBe(1);
  });

  it.each([
    ['morador', '/user-register'],
    ['sindico', '/prospects-listing'],
    ['master', '/maintenance'],
    ['zelador', '/condominium-register-edit/1'],
  ] as const)('sends %s away from %s to /404', async (type, path) => {
    signInAs(type);
    const queryClient = createTestQueryClient();
    expect(redirectOf(() => authorize(queryClient, at(path)))?.to).toBe('/404');
    // The verification goes on after the redirect; it must not answer into the next test.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('keeps the saved session when the server cannot be reached', async () => {
    server.use(http.get('*/api/v1/validate-token', () => HttpResponse.error()));
    signInAs('zelador');
    const queryClient = createTestQueryClient();
    authorize(queryClient, at('/maintenance'));
    const { queryKey } = sessionQueries.current(useSession.getState().token!);
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('error'));
    expect(useSession.getState()).toMatchObject({ activeUser: mockUsers.zelador });
    expect(useSession.getState().token).not.toBeNull();
  });
});
