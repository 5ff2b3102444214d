import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '#src/features/auth/login-screen.tsx';
import { skipWhenSignedIn } from '#src/features/auth/skip-when-signed-in.ts';
import { validateSignInSearch } from '#src/lib/redirect-path.ts';

export const Route = createFileRoute('/_auth/')({
  validateSearch: validateSignInSearch,
  beforeLoad: skipWhenSignedIn,
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginScreen redirectTo={Route.useSearch().redirect} />;
}
