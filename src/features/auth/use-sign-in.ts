import { useRouter } from '@tanstack/react-router';
import type { LoginRequest } from '#contract/auth.ts';
import { forgetDrafts, sessionStarted } from '#src/lib/form-drafts.ts';
import { useLogin } from './api/use-login.ts';

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
    // Drafts left by an ended session are offered back to the person who wrote them only (a shared tablet).
    forgetDrafts(user.uuid);
    sessionStarted();
    await router.invalidate();
    if (redirectTo) await router.navigate({ href: redirectTo });
    else await router.navigate({ to: '/dashboard' });
  };
}
