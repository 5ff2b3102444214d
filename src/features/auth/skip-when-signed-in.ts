import { redirect } from '@tanstack/react-router';
import { hasActiveSession } from '#src/stores/session.ts';

/** SPEC §2: `/` and `/login` go to /dashboard on load when a token and an active user name already exist. */
export function skipWhenSignedIn(): void {
  if (hasActiveSession()) throw redirect({ to: '/dashboard', replace: true });
}
