import { useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useOnline } from '#src/ui/use-online.ts';

export const CONNECTION_MESSAGES = {
  offline: 'Sem conexão. O que você preencheu continua na tela; salve quando a conexão voltar.',
  paused: 'Sem conexão. O salvamento está pausado e será retomado sozinho quando a conexão voltar.',
  screenWaiting: 'Sem conexão. A página pedida abre assim que a conexão voltar.',
  resumed: 'Conexão restabelecida. Retomando o salvamento…',
} as const;

/**
 * One notice for the whole app about the connection (issue 23 §2), instead of each form on its own: offline, TanStack
 * Query pauses every save (networkMode 'online') and sends it when the connection returns. The person reads at once
 * that there is no connection, that a save they asked for is paused and not lost, and when it is sent after all.
 * Forms keep their values meanwhile, and their submit buttons show the wait (ui/button.tsx).
 */
export function ConnectionStatus() {
  const online = useOnline();
  const paused = useIsMutating({ predicate: (mutation) => mutation.state.isPaused });
  const pending = useIsMutating();
  // A navigation waiting for a screen's code (lib/screen-code.ts): the current screen stays, and this says why.
  const navigating = useRouterState({ select: (state) => state.isLoading });
  // A save was paused and has not been sent yet: once online, the notice says it is being sent, until it is.
  const [held, setHeld] = useState(false);
  if (paused > 0 && !held) setHeld(true);
  if (held && online && pending === 0) setHeld(false);

  const message = !online
    ? paused > 0
      ? CONNECTION_MESSAGES.paused
      : navigating
        ? CONNECTION_MESSAGES.screenWaiting
        : CONNECTION_MESSAGES.offline
    : held
      ? CONNECTION_MESSAGES.resumed
      : null;
  const Icon = online ? RefreshCw : CloudOff;

  if (!message) return null;
  return (
    // Above the phone's bottom bar. Shown only while there is something to say: a status region appearing with its
    // text is announced, and each change of text after that too.
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-[55] flex justify-center px-4 md:bottom-6 print:hidden">
      <p
        role="status"
        className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-md bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {message}
      </p>
    </div>
  );
}
