import { lazy, Suspense, useEffect, useState } from 'react';
import { importWhenOnline } from '#src/lib/import-when-online.ts';
import { onToastRequested } from './notify.ts';

const importSonnerToaster = () => import('./sonner-toaster.tsx');

// Asked for offline (the first tap on a page loaded earlier), it loads when the connection returns rather than
// throwing the page into the error screen.
const SonnerToaster = lazy(() => importWhenOnline(importSonnerToaster));

/** Fetches the toast area's code ahead of the first interaction, which then only mounts it (signed-in pages, idle). */
export const preloadToaster = (): Promise<unknown> => importSonnerToaster();

/** What tells that the person has started to use the page (so a toast may follow soon). */
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The toast area, mounted once at the root so every screen (the login included) has one. sonner is not in the
 * first load (the /login budget, decision 013): it loads on the person's first interaction, or at once when a
 * toast is asked for before that.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    FIRST_INTERACTION_EVENTS.forEach((type) => window.addEventListener(type, load, { once: true, passive: true, capture: true }));
    const stopListening = onToastRequested(load);
    return () => {
      FIRST_INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, load, { capture: true }));
      stopListening();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
