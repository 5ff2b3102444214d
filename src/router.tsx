import type { QueryClient } from '@tanstack/react-query';
import { createRouter, Navigate, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { whenScreenCodeLoadable } from './lib/screen-code.ts';
import type { ListingSearch } from './lib/listing-search.ts';
import { routeTree } from './route-tree.gen.ts';
import { PendingScreen } from './ui/pending-screen.tsx';

export interface RouterContext {
  queryClient: QueryClient;
  /** Offline, resolves when the code of these routes' screens can be fetched (lib/screen-code.ts); otherwise undefined. */
  screenCodeLoadable: (routeIds: readonly string[]) => Promise<void> | undefined;
}

/** A route whose data takes longer than this shows its pending screen (the router's own default, made explicit). */
export const PENDING_SCREEN_DELAY_MS = 1000;

/** Who was signed in when the session locked for inactivity, carried to /lock-screen in the history entry. */
export interface LockedUser {
  name: string;
  email: string;
  profilePicture: string | null;
}

/** The app's router; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const routesById: Record<string, AnyRoute> = {};
  const router = createRouter({
    routeTree,
    ...(history && { history }),
    context: { queryClient, screenCodeLoadable: (routeIds) => whenScreenCodeLoadable(routeIds.map((id) => routesById[id])) },
    defaultPreload: 'intent',
    // The query cache decides what is fresh; the router must not hold its own copy.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingScreen,
    defaultPendingMs: PENDING_SCREEN_DELAY_MS,
    defaultNotFoundComponent: () => <Navigate to="/404" replace />,
    scrollRestoration: true,
  });
  Object.assign(routesById, router.routesById);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    lockedUser?: LockedUser;
    /** The page and filter of the listing a record was opened from, to go back to them (SPEC §4). */
    listingSearch?: ListingSearch;
    /** The execution just recorded, with the next due date the server computed from it (the maintenance screen says so). */
    recordedExecution?: { system: string; activity: string; nextDueOn: string };
  }
}
