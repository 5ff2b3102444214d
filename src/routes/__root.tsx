import { createRootRouteWithContext, type AnyRouteMatch } from '@tanstack/react-router';
import { RootLayout } from '#src/layout/root-layout.tsx';
import type { RouterContext } from '#src/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before any screen of a navigation loads: offline, one whose code never arrived waits for the connection.
  beforeLoad: ({ context, matches, preload }) => (preload ? undefined : context.screenCodeLoadable((matches as AnyRouteMatch[]).map((match) => match.routeId))),
  component: RootLayout,
});
