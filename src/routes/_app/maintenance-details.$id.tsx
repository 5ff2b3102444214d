import { createFileRoute } from '@tanstack/react-router';
import { maintenanceQueries } from '#src/features/maintenance/api/maintenance-queries.ts';
import { MaintenanceDetailsScreen } from '#src/features/maintenance/maintenance-details-screen.tsx';
import { ensureRouteData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: síndico, zelador, engenheiro). The daily
// notices of the maintenance job lead here (`/maintenance-details/{id}`); signed out, the guard keeps the link.
export const Route = createFileRoute('/_app/maintenance-details/$id')({
  loader: ({ context, params }) => ensureRouteData(context.queryClient, maintenanceQueries.detail(params.id)),
  component: MaintenanceDetailsRoute,
});

function MaintenanceDetailsRoute() {
  const { id } = Route.useParams();
  return <MaintenanceDetailsScreen key={id} id={id} />;
}
