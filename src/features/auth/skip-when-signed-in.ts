import { redirect } from '@tanstack/react-router';
import { HOME_PATH, type SignInSearch } from '#src/lib/redirect-path.ts';
import { hasActiveSession } from '#src/stores/session.ts';

/**
 * SPEC §2: `/` and `/login` go to /dashboard on load when a token and an active user name already exist — or to
 * the page a deep link asked for.
 */
export function skipWhenSignedIn({ search }: { search: SignInSearch }): void {
  if (hasActiveSession()) throw redirect({ href: search.redirect ?? HOME_PATH, replace: true });
}
