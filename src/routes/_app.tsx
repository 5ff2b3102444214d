import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '#src/layout/app-shell.tsx';

export const Route = createFileRoute('/_app')({
  // The guard (and the permission table with it) loads on first use, keeping it out of the public pages' bundle.
  // The user is not put in the router context: screens read it from the session store (decision 013).
  beforeLoad: async ({ context, location }) => {
    const { authorize } = await import('#src/features/auth/authorize.ts');
    authorize(context.queryClient, location);
  },
  component: AppShell,
});
