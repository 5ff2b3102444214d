import { isRedirect } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockUsers, tokenOf } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { SESSION_STORAGE_KEY, useSession } from '#src/stores/session.ts';
import { createTestQueryClient, signInAs } from '#src/test/render-app.tsx';
import { authorize } from './authorize.ts';

/** A body that starts arriving and then fails, as Chromium makes it when the page unloads mid-answer. */
function cutOffBody(start: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
      controller.error(new TypeError('Failed to fetch'));
    },
  });
}

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

  it.each([
    // Chromium errors the body of an answer still arriving when the page reloads or leaves, and the page's code
    // still runs: read as the server's answer, it signed out whoever reloaded while the app was starting.
    ['the answer is cut off (a reload while the app starts)', () => new HttpResponse(cutOffBody('{"data":{"uuid":'), { status: 200 })],
  ])('keeps the saved session when %s', async (_case, answer) => {
    server.use(http.get('*/api/v1/validate-token', answer));
    signInAs('engenheiro');
    const saved = localStorage.getItem(SESSION_STORAGE_KEY);
    const queryClient = createTestQueryClient();
    authorize(queryClient, at('/dashboard'));
    const { queryKey } = sessionQueries.current(tokenOf('engenheiro'));
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('error'));
    await new Promise((settled) => setTimeout(settled));
    expect(useSession.getState()).toMatchObject({ token: tokenOf('engenheiro'), activeUser: mockUsers.engenheiro, error: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(saved);
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
