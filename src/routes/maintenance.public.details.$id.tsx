import { createFileRoute } from '@tanstack/react-router';
import { fetchPublicMaintenanceDetails, MAINTENANCE_NOT_FOUND_MESSAGE } from '#src/features/maintenance/api/public-maintenance-details.ts';
import { loadOrNotFound } from '#src/ui/load-or-not-found.ts';
import { PublicMaintenanceScreen } from '#views/public-maintenance-screen.tsx';

// Public (no sign-in): the QR label on a building's equipment opens it. Any failure of the lookup (unknown id, the
// server unreachable) is SPEC §8's toast, then /404.
export const Route = createFileRoute('/maintenance/public/details/$id')({
  loader: ({ params }) => loadOrNotFound(() => fetchPublicMaintenanceDetails(params.id), MAINTENANCE_NOT_FOUND_MESSAGE),
  component: PublicMaintenanceRoute,
});

function PublicMaintenanceRoute() {
  return <PublicMaintenanceScreen details={Route.useLoaderData()} />;
}
