import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '#src/features/dashboard/dashboard-screen.tsx';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: all types).
export const Route = createFileRoute('/_app/dashboard')({
  component: DashboardScreen,
});
