import { useSchemaForm } from '#src/ui/use-schema-form.ts';
import { loadAuthSchemas, preloadAuthRequests } from './api/auth-requests.ts';
import { loadFormDrafts, useSignIn } from './use-sign-in.ts';

/**
 * The e-mail and password form of the login and lock screens: validated with the contract, then signed in and
 * taken to `redirectTo` (a deep link's page) or the dashboard.
 */
export function useLoginForm(redirectTo?: string) {
  const signIn = useSignIn(redirectTo);
  return useSchemaForm({
    loadSchema: () => loadAuthSchemas().then((schemas) => schemas.loginRequest),
    onSubmit: signIn,
    preload: () => {
      preloadAuthRequests();
      void loadFormDrafts();
    },
  });
}
