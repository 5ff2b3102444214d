import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionCheck } from '#src/features/auth/api/use-session-check.ts';
import { InactivityGuard } from '#src/features/auth/inactivity-guard.tsx';
import { canAccessRoute, protectedRouteOf } from '#src/lib/permissions.ts';
import { returningTo } from '#src/lib/redirect-path.ts';
import { useSession } from '#src/stores/session.ts';
import { FullPageLoading } from '#src/ui/pending-screen.tsx';
import { AppLayout } from './app-layout.tsx';
import { useMenuScreenPreload } from './use-menu-screen-preload.ts';

/**
 * The signed-in area. The route guard let the user in on their saved session; this keeps them in only while the
 * session lasts: when it ends underneath (a 401 from any call, a refused token) the person goes to `/` (SPEC §2),
 * and comes back to this page after signing in again; signing out leads to a plain `/`.
 */
export function AppShell() {
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.activeUser);
  const endedByServer = useSession((state) => state.error !== null);
  const router = useRouter();

  useEffect(() => {
    if (token) return;
    const search = endedByServer ? returningTo(router.state.location.href) : {};
    void router.navigate({ to: '/', search, replace: true });
  }, [token, endedByServer, router]);

  useLeaveWhenNoLongerAllowed(user?.type);

  if (!token || !user) return <FullPageLoading />;
  return <SignedIn token={token} />;
}

/**
 * The guard decided on the saved user. When the server's answer gives them another type, the page must still be
 * one that type may open (SPEC §2), or the person goes to /404 as the guard would have sent them.
 */
function useLeaveWhenNoLongerAllowed(type: string | undefined) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    // While leaving the signed-in area (the lock screen) the path is no longer a protected one.
    const route = protectedRouteOf(pathname);
    if (type && route && !canAccessRoute(type, route)) void router.navigate({ to: '/404', replace: true });
  }, [type, pathname, router]);
}

function SignedIn({ token }: { token: string }) {
  useSessionCheck(token);
  useMenuScreenPreload();
  return (
    <>
      <InactivityGuard />
      <AppLayout />
    </>
  );
}
