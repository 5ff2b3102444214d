import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '#src/features/dashboard/dashboard-screen.tsx';
import { prefetchDashboard } from '#src/features/dashboard/api/dashboard-queries.ts';
import { useSession } from '#src/stores/session.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: all types). The loader starts every block
// the user may see, in parallel, and waits for none: each block renders as it arrives (issue 15).
export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context, cause }) => prefetchDashboard(context.queryClient, useSession.getState().activeUser, cause),
  component: DashboardScreen,
});
