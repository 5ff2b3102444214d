import { useRouter } from '@tanstack/react-router';
import type { LoginRequest } from '#contract/auth.ts';
import { useLogin } from './api/use-login.ts';

/**
 * Signs in and enters the app: used by the login and the lock screens. `redirectTo` is the page a deep link asked
 * for (already checked to be a path of this app); otherwise the dashboard.
 */
export function useSignIn(redirectTo?: string) {
  const login = useLogin();
  const router = useRouter();
  return async (credentials: LoginRequest) => {
    await login.mutateAsync(credentials);
    await router.invalidate();
    if (redirectTo) await router.navigate({ href: redirectTo });
    else await router.navigate({ to: '/dashboard' });
  };
}
