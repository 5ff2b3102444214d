import { createFileRoute } from '@tanstack/react-router';
import { LockScreen } from '#src/features/auth/lock-screen.tsx';
import { validateSignInSearch } from '#src/lib/redirect-path.ts';

export const Route = createFileRoute('/_auth/lock-screen')({
  // The page the inactivity lock interrupted: unlocking goes back to it (issue 23 §2).
  validateSearch: validateSignInSearch,
  component: LockScreenRoute,
});

function LockScreenRoute() {
  return <LockScreen redirectTo={Route.useSearch().redirect} />;
}
