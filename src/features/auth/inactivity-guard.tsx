import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { markSessionEnding } from '#src/lib/form-drafts.ts';
import { ACTIVITY_EVENTS, createInactivityTimer } from '#src/lib/inactivity-timer.ts';
import { returningTo } from '#src/lib/redirect-path.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { useLogout } from './api/use-logout.ts';

export const INACTIVITY_DIALOG = {
  title: 'Você ainda está aí?',
  text: 'Sua sessão está inativa há 20 minutos. Por segurança, ela será encerrada em 5 minutos se você não responder.',
  confirmLabel: 'Continuar conectado',
  cancelLabel: 'Sair',
  // Enter must keep the person in, not sign them out (issue 23 §2).
  focus: 'confirm',
} as const;

/**
 * SPEC §4 "Session inactivity": after 20 minutes without activity a dialog asks whether to continue; continuing
 * restarts the clock, declining logs out, and no answer within 5 minutes locks the session (logout, then the
 * lock screen, where the same person can sign back in and goes back to the page they were on, their unsent edits
 * kept as drafts: lib/form-drafts.ts).
 */
export function InactivityGuard() {
  const dialogs = useDialogs();
  const logout = useLogout();
  const router = useRouter();
  const user = useSessionUser();

  const askToContinue = useEffectEvent(async (timer: ReturnType<typeof createInactivityTimer>) => {
    const stay = await dialogs.confirm(INACTIVITY_DIALOG);
    // The grace period may have run out while the dialog was open.
    if (timer.phase !== 'warning') return;
    if (stay) return timer.start();
    timer.stop();
    logout.mutate({});
  });

  const lockSession = useEffectEvent(async () => {
    dialogs.dismissAll();
    const lockedUser = { name: user.name, email: user.email, profilePicture: user.rel_user.profile_picture };
    // Leave first: the token is still needed to log out, and the protected layout must not see the session end.
    // The page is left because the session ends: its form's draft stays, and no "Sair sem salvar?" holds the lock.
    markSessionEnding();
    await router.navigate({
      to: '/lock-screen',
      search: returningTo(router.state.location.href),
      state: { lockedUser },
      ignoreBlocker: true,
    });
    logout.mutate({ redirect: false, keepDrafts: true });
  });

  useEffect(() => {
    const timer = createInactivityTimer({
      onIdle: () => void askToContinue(timer),
      onExpire: () => void lockSession(),
    });
    const onActivity = () => timer.activity();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    timer.start();
    return () => {
      timer.stop();
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, []);

  return null;
}
