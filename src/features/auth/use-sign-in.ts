import { useRouter } from '@tanstack/react-router';
import type { LoginRequest } from '#contract/auth.ts';
import { useLogin } from './api/use-login.ts';

/**
 * The drafts' store is needed once signed in, not to show the login page (its 120 KB budget, issue 3): loaded at
 * sign-in, and warmed up with the form's other requests when the person starts filling it.
 */
export const loadFormDrafts = () => import('#src/lib/form-drafts.ts');

/**
 * Signs in and enters the app: used by the login and the lock screens. `redirectTo` is the page a deep link asked
 * for, or the page a refused token or the inactivity lock interrupted (already checked to be a path of this app);
 * otherwise the dashboard.
 */
export function useSignIn(redirectTo?: string) {
  const login = useLogin();
  const router = useRouter();
  return async (credentials: LoginRequest) => {
    const user = await login.mutateAsync(credentials);
    const { forgetDrafts, sessionStarted } = await loadFormDrafts();
    // Drafts left by an ended session are offered back to the person who wrote them only (a shared tablet).
    forgetDrafts(user.uuid);
    sessionStarted();
    await router.invalidate();
    if (redirectTo) await router.navigate({ href: redirectTo });
    else await router.navigate({ to: '/dashboard' });
  };
}
