import { createFileRoute } from '@tanstack/react-router';
import { maintenanceQueries } from '#src/features/maintenance/api/maintenance-queries.ts';
import { MaintenanceDetailsScreen } from '#src/features/maintenance/maintenance-details-screen.tsx';
import { validateMaintenanceDetailsSearch } from '#src/features/maintenance/maintenance-search.ts';
import { ensureRouteData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: síndico, zelador, engenheiro). The daily
// notices of the maintenance job lead here (`/maintenance-details/{id}`); signed out, the guard keeps the link.
export const Route = createFileRoute('/_app/maintenance-details/$id')({
  validateSearch: validateMaintenanceDetailsSearch,
  loader: ({ context, params }) => ensureRouteData(context.queryClient, maintenanceQueries.detail(params.id)),
  component: MaintenanceDetailsRoute,
});

function MaintenanceDetailsRoute() {
  const { id } = Route.useParams();
  const { recording } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MaintenanceDetailsScreen
      key={id}
      id={id}
      recording={recording === true}
      onRecordingChange={(open) => void navigate({ search: { recording: open || undefined }, replace: !open })}
    />
  );
}
