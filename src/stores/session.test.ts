import { describe, expect, it, vi } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { hasActiveSession, SESSION_STATE_VERSION, SESSION_STORAGE_KEY, useSession } from './session.ts';

const saved = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: unknown; version: number } | null;

describe('session store (SPEC §3, §4)', () => {
  it('persists the authentication state under zelo-auth, version 1, without the transient flags', () => {
    useSession.getState().signedIn({ ...mockUsers.zelador, token: 'abc' });
    expect(SESSION_STORAGE_KEY).toBe('zelo-auth');
    expect(saved()).toEqual({ state: { isAuth: true, token: 'abc', activeUser: mockUsers.zelador }, version: SESSION_STATE_VERSION });
    expect(SESSION_STATE_VERSION).toBe(1);
  });

  it('goes through sign-in: loading, then the user and a valid token', () => {
    const session = useSession.getState();
    session.signInStarted();
    expect(useSession.getState()).toMatchObject({ isLoading: true, error: null });
    session.signedIn({ ...mockUsers.morador, token: 't1' });
    expect(useSession.getState()).toMatchObject({ isAuth: true, token: 't1', activeUser: mockUsers.morador, isLoading: false, tokenIsValid: true });
  });

  it('marks the token invalid when sign-in fails', () => {
    useSession.getState().signInStarted();
    useSession.getState().signInFailed('E-mail ou senha inválidos.');
    expect(useSession.getState()).toMatchObject({ isAuth: false, token: null, tokenIsValid: false, isLoading: false, error: 'E-mail ou senha inválidos.' });
  });

  it('clears the user and token, and removes the token from storage', () => {
    useSession.getState().signedIn({ ...mockUsers.master, token: 'secret' });
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'copy');
    sessionStorage.setItem('other', 'kept');
    useSession.getState().clearSession();
    expect(useSession.getState()).toMatchObject({ isAuth: false, token: null, activeUser: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('records a rejected token and forgets the session', () => {
    useSession.getState().signedIn({ ...mockUsers.master, token: 'secret' });
    useSession.getState().tokenRejected();
    expect(useSession.getState()).toMatchObject({ token: null, tokenIsValid: false, error: 'Token inválido' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('restores a saved session and drops one saved by another version', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { isAuth: true, token: 'r1', activeUser: mockUsers.sindico }, version: 1 }));
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ token: 'r1', activeUser: mockUsers.sindico, tokenIsValid: false });

    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { isAuth: true, token: 'old', activeUser: mockUsers.sindico }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(useSession.getState().token).toBeNull();
  });

  it('knows when a token and an active user name exist', () => {
    expect(hasActiveSession()).toBe(false);
    useSession.getState().signedIn({ ...mockUsers.sindico, token: 'x' });
    expect(hasActiveSession()).toBe(true);
  });
});

describe('waitForHydration', () => {
  it('resolves at once for a hydrated store', async () => {
    await expect(waitForHydration(useSession)).resolves.toBeUndefined();
  });

  it('waits for a store still reading its saved state', async () => {
    let finish = () => {};
    const store = {
      persist: {
        hasHydrated: () => false,
        onFinishHydration: vi.fn((listener: () => void) => {
          finish = listener;
          return () => {};
        }),
      },
    };
    let resolved = false;
    const waiting = waitForHydration(store).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    finish();
    await waiting;
    expect(resolved).toBe(true);
  });
});
