import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '#src/layout/root-layout.tsx';
import type { RouterContext } from '#src/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});
