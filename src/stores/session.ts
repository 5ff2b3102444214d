import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
// Type-only imports: the session store is on every page, and the contract's runtime pulls in zod.
import type { AuthenticatedUser, SessionUser } from '#contract/auth.ts';

/** SPEC §4: only the authentication state is persisted, version 1, under a product-specific key. */
export const SESSION_STORAGE_KEY = 'zelo-auth';
export const SESSION_STATE_VERSION = 1;

/** SPEC §8: what a person reads when the server refuses the saved token. */
export const INVALID_TOKEN_MESSAGE = 'Token inválido';

/** SPEC §3 "Authentication state". */
export interface SessionState {
  isAuth: boolean;
  token: string | null;
  activeUser: SessionUser | null;
  isLoading: boolean;
  error: string | null;
  tokenIsValid: boolean;
}

interface SessionActions {
  signInStarted: () => void;
  signedIn: (user: AuthenticatedUser) => void;
  signInFailed: (message: string) => void;
  tokenVerified: (user: SessionUser) => void;
  /** The server refused the token (validate-token, or a 401 from any call): the session ends with `error` set. */
  tokenRejected: () => void;
  /** The person signed out: the session ends with no error. */
  clearSession: () => void;
}

export type SessionStore = SessionState & SessionActions;

const signedOut: SessionState = {
  isAuth: false,
  token: null,
  activeUser: null,
  isLoading: false,
  error: null,
  tokenIsValid: false,
};

type PersistedSession = Pick<SessionState, 'isAuth' | 'token' | 'activeUser'>;

/** SPEC §4 logout: the token leaves local and session storage, not just the in-memory state. */
function forgetSavedSession() {
  useSession.persist.clearStorage();
  sessionStorage.removeItem(SESSION_STORAGE_KEY);
}

export const useSession = create<SessionStore>()(
  persist(
    (set) => ({
      ...signedOut,
      signInStarted: () => set({ isLoading: true, error: null }),
      signedIn: ({ token, ...user }) =>
        set({ isAuth: true, token, activeUser: user, isLoading: false, error: null, tokenIsValid: true }),
      signInFailed: (message) => set({ ...signedOut, error: message }),
      tokenVerified: (user) => set({ activeUser: user, tokenIsValid: true, error: null }),
      tokenRejected: () => {
        set({ ...signedOut, error: INVALID_TOKEN_MESSAGE });
        forgetSavedSession();
      },
      clearSession: () => {
        set(signedOut);
        forgetSavedSession();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: SESSION_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      // Loading flags, errors and the verification result belong to this page load only: a restored token
      // is verified again at start (SPEC §4 "Token verify").
      partialize: ({ isAuth, token, activeUser }): PersistedSession => ({ isAuth, token, activeUser }),
      // Any other saved version comes from a build that no longer exists: start signed out.
      migrate: (): PersistedSession => ({ isAuth: false, token: null, activeUser: null }),
    },
  ),
);

/**
 * Calls `listener` each time a session ends, whichever way it ends: the person signs out (also at the inactivity
 * timeout, SPEC §4), the server refuses the token (validate-token, or a 401 from any call), a new version clears the
 * saved state, or someone signs in over it. The token going away or being replaced is that moment, so everything
 * tied to a session (the query cache) hangs on this one transition instead of on each way out.
 * The listener gets the token of the session that ended. Returns the unsubscribe function.
 */
export function onSessionEnd(listener: (endedToken: string) => void): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.token !== null && state.token !== previous.token) listener(previous.token);
  });
}

/** The signed-in user; only for components under the authenticated layout, which renders them only with a user. */
export function useSessionUser(): SessionUser {
  const user = useSession((state) => state.activeUser);
  if (!user) throw new Error('useSessionUser() needs a signed-in user: render it under the _app layout.');
  return user;
}

/** SPEC §2: `/` and `/login` skip to the dashboard when a token and an active user name already exist. */
export function hasActiveSession(state: SessionState = useSession.getState()): boolean {
  return Boolean(state.token && state.activeUser?.name);
}
