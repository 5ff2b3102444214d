import { useRouter } from '@tanstack/react-router';
import type { LoginRequest } from '#contract/auth.ts';
import { useLogin } from './api/use-login.ts';

/** Signs in and enters the app: used by the login and the lock screens. */
export function useSignIn() {
  const login = useLogin();
  const router = useRouter();
  return async (credentials: LoginRequest) => {
    await login.mutateAsync(credentials);
    await router.invalidate();
    await router.navigate({ to: '/dashboard' });
  };
}
