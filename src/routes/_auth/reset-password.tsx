import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '#src/features/auth/reset-password-screen.tsx';

interface ResetPasswordSearch {
  token?: string;
}

export const Route = createFileRoute('/_auth/reset-password')({
  // By hand rather than with zod: search validation runs in the first bundle (issue 3's /login budget).
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch =>
    typeof search.token === 'string' && search.token.length > 0 ? { token: search.token } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
