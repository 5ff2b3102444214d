import { isRedirect } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { createTestQueryClient, signInAs } from '#src/test/render-app.tsx';
import { authorize } from './authorize.ts';

async function redirectOf(attempt: Promise<unknown>): Promise<string | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    return (error.options as { to?: string }).to;
  }
}

describe('authorize: the guard of the protected routes (SPEC §2, §4)', () => {
  it('sends a visitor without a token to /', async () => {
    expect(await redirectOf(authorize(createTestQueryClient(), '/dashboard'))).toBe('/');
  });

  it('verifies the token once and returns the server’s user', async () => {
    signInAs('master');
    const queryClient = createTestQueryClient();
    await expect(authorize(queryClient, '/prospects-listing')).resolves.toEqual(mockUsers.master);
    expect(useSession.getState().tokenIsValid).toBe(true);

    let calls = 0;
    server.use(http.get('*/api/v1/validate-token', () => ((calls += 1), HttpResponse.error())));
    await authorize(queryClient, '/dashboard');
    expect(calls).toBe(0);
  });

  it.each([
    ['morador', '/user-register'],
    ['sindico', '/prospects-listing'],
    ['master', '/maintenance'],
    ['zelador', '/condominium-register-edit/1'],
  ] as const)('sends %s away from %s to /404', async (type, path) => {
    signInAs(type);
    expect(await redirectOf(authorize(createTestQueryClient(), path))).toBe('/404');
  });

  it('keeps the saved session when the server cannot be reached', async () => {
    server.use(http.get('*/api/v1/validate-token', () => HttpResponse.error()));
    signInAs('zelador');
    await expect(authorize(createTestQueryClient(), '/maintenance')).resolves.toEqual(mockUsers.zelador);
    expect(useSession.getState().token).not.toBeNull();
  });
});
