import { onlineManager } from '@tanstack/react-query';
import { useRouter, type AnyRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { linksOf } from '#src/lib/menu.ts';
import { whenOnline } from '#src/lib/screen-code.ts';
import { preloadToaster } from '#src/ui/toasts/toaster.tsx';
import { useVisibleMenu } from './use-visible-menu.ts';

/** Safari has no requestIdleCallback: a short timeout stands in for the browser's idle moment there. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 300);
  return () => window.clearTimeout(handle);
}

/** The browser's data saver (Chrome on Android): then only what is opened is fetched. */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once the signed-in screen is idle, fetches the code of the screens its menu leads to, one screen per idle moment, so
 * that a tap on the menu waits only for the screen's data (issue 27 §4), and a screen's code is on the device before
 * the connection drops (lib/screen-code.ts). The toast area comes first: the first tap would otherwise fetch it while
 * the screen it opens is being drawn. Locked entries are skipped; offline it waits for the connection; under the
 * browser's data saver nothing is fetched ahead.
 */
export function useMenuScreenPreload() {
  // As text, so that the session check's fresh copy of the same user starts nothing again.
  const unlockedPaths = useVisibleMenu()
    .filter((item) => !item.locked)
    .flatMap(linksOf)
    .join(' ');
  const router = useRouter();
  useEffect(() => {
    if (savesData()) return;
    const paths = new Set(unlockedPaths.split(' '));
    const everyRoute: AnyRoute[] = Object.values(router.routesById);
    const loads = [preloadToaster, ...everyRoute.filter((route) => paths.has(route.fullPath)).map((route) => () => router.loadRouteChunk(route))];
    let cancel = () => {};
    let stopped = false;
    const preload = (index: number) => {
      const load = loads[index];
      if (stopped || !load) return;
      cancel = whenIdle(() => {
        if (!onlineManager.isOnline()) {
          void whenOnline().then(() => preload(index));
          return;
        }
        // A failed fetch is left for its use to retry (a navigation loads the chunk again, lazyRouteComponent's way).
        void Promise.resolve()
          .then(load)
          .catch(() => undefined)
          .then(() => preload(index + 1));
      });
    };
    preload(0);
    return () => {
      stopped = true;
      cancel();
    };
  }, [unlockedPaths, router]);
}
