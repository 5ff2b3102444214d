import { useSchemaForm } from '#src/ui/use-schema-form.ts';
import { loadAuthSchemas, preloadAuthRequests } from './api/auth-requests.ts';
import { useSignIn } from './use-sign-in.ts';

/** The e-mail and password form of the login and lock screens: validated with the contract, then signed in. */
export function useLoginForm() {
  const signIn = useSignIn();
  return useSchemaForm({
    loadSchema: () => loadAuthSchemas().then((schemas) => schemas.loginRequest),
    onSubmit: signIn,
    preload: preloadAuthRequests,
  });
}
