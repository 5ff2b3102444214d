import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionCheck } from '#src/features/auth/api/use-session-check.ts';
import { InactivityGuard } from '#src/features/auth/inactivity-guard.tsx';
import { useSession } from '#src/stores/session.ts';
import { FullPageLoading } from '#src/ui/pending-screen.tsx';
import { AppLayout } from './app-layout.tsx';

/**
 * The signed-in area. The route guard let the user in; this keeps them in only while the session lasts: when it
 * ends underneath (a 401 from any call, a refused token) the person goes to `/` (SPEC §2).
 */
export function AppShell() {
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.activeUser);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) void navigate({ to: '/', replace: true });
  }, [token, navigate]);

  if (!token || !user) return <FullPageLoading />;
  return <SignedIn token={token} />;
}

function SignedIn({ token }: { token: string }) {
  useSessionCheck(token);
  return (
    <>
      <InactivityGuard />
      <AppLayout />
    </>
  );
}
