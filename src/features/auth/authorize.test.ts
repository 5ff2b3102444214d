import { isRedirect } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { createTestQueryClient, signInAs } from '#src/test/render-app.tsx';
import { authorize } from './authorize.ts';

const at = (path: string) => ({ pathname: new URL(path, 'http://x').pathname, href: path });

async function redirectOf(attempt: Promise<unknown>): Promise<{ to?: string; search?: unknown } | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    const { to, search } = error.options as { to?: string; search?: unknown };
    return { to, search };
  }
}

describe('authorize: the guard of the protected routes (SPEC §2, §4)', () => {
  it('sends a visitor without a token to /, remembering the page asked for', async () => {
    expect(await redirectOf(authorize(createTestQueryClient(), at('/condominium-register?page=2')))).toEqual({
      to: '/',
      search: { redirect: '/condominium-register?page=2' },
    });
    expect(await redirectOf(authorize(createTestQueryClient(), at('/dashboard')))).toEqual({ to: '/', search: {} });
  });

  it('sends a refused token to / with the page asked for', async () => {
    server.use(http.get('*/api/v1/validate-token', () => HttpResponse.json({ message: 'Sessão expirada.', code: 'UNAUTHENTICATED' }, { status: 401 })));
    signInAs('master');
    expect(await redirectOf(authorize(createTestQueryClient(), at('/prospects-listing')))).toEqual({
      to: '/',
      search: { redirect: '/prospects-listing' },
    });
  });

  it('verifies the token once and keeps the server’s user in the session store', async () => {
    signInAs('master');
    useSession.setState({ activeUser: { ...mockUsers.master, name: 'Nome antigo' } });
    const queryClient = createTestQueryClient();
    await authorize(queryClient, at('/prospects-listing'));
    expect(useSession.getState()).toMatchObject({ tokenIsValid: true, activeUser: mockUsers.master });

    let calls = 0;
    server.use(http.get('*/api/v1/validate-token', () => ((calls += 1), HttpResponse.error())));
    await authorize(queryClient, at('/dashboard'));
    expect(calls).toBe(0);
  });

  it.each([
    ['morador', '/user-register'],
    ['sindico', '/prospects-listing'],
    ['master', '/maintenance'],
    ['zelador', '/condominium-register-edit/1'],
  ] as const)('sends %s away from %s to /404', async (type, path) => {
    signInAs(type);
    expect((await redirectOf(authorize(createTestQueryClient(), at(path))))?.to).toBe('/404');
  });

  it('keeps the saved session when the server cannot be reached', async () => {
    server.use(http.get('*/api/v1/validate-token', () => HttpResponse.error()));
    signInAs('zelador');
    await authorize(createTestQueryClient(), at('/maintenance'));
    expect(useSession.getState()).toMatchObject({ activeUser: mockUsers.zelador });
    expect(useSession.getState().token).not.toBeNull();
  });
});
