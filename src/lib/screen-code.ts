import { onlineManager } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';

const LAZY_PARTS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;

/** A route whose screen code has not arrived yet: lazyRouteComponent keeps `preload` until its import succeeds. */
function codeMissing(route: AnyRoute | undefined): boolean {
  return LAZY_PARTS.some((part) => typeof (route?.options[part] as { preload?: unknown } | undefined)?.preload === 'function');
}

/**
 * Offline, a screen whose code was never loaded on this device cannot open. Left to itself the router would try,
 * fail, and reload the page to fetch the code again (lazyRouteComponent's answer to a missing module), which offline
 * replaces the app, and the form on screen, with the browser's error page (issue 23 §2). Instead the navigation waits
 * for the connection, the current screen stays as it is and the connection notice says why; online, or with the
 * code already here, it goes on at once.
 */
export function whenScreenCodeLoadable(routes: (AnyRoute | undefined)[]): Promise<void> | undefined {
  // TanStack Query's view of the connection, as the connection notice reads it (ui/use-online.ts).
  if (onlineManager.isOnline() || !routes.some(codeMissing)) return undefined;
  return whenOnline();
}

/** Resolves when the connection returns, as TanStack Query sees it (and the connection notice with it). */
export function whenOnline(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      unsubscribe();
      resolve();
    });
  });
}
