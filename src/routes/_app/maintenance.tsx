import { createFileRoute } from '@tanstack/react-router';
import { maintenanceQueries } from '#src/features/maintenance/api/maintenance-queries.ts';
import { MaintenanceScreen } from '#src/features/maintenance/maintenance-screen.tsx';
import { maintenanceListingParams, validateMaintenanceSearch } from '#src/features/maintenance/maintenance-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: síndico, zelador, engenheiro).
export const Route = createFileRoute('/_app/maintenance')({
  validateSearch: validateMaintenanceSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab, request: maintenanceListingParams(search) }),
  // The two paged sections load here; the timeline and the summary need the condominium the screen picks.
  loader: ({ context, deps, cause }) => {
    if (deps.tab === undefined) return loadListingData(context.queryClient, maintenanceQueries.programme(deps.request), cause);
    if (deps.tab === 'execucoes') return loadListingData(context.queryClient, maintenanceQueries.records(deps.request), cause);
  },
  component: MaintenanceRoute,
});

function MaintenanceRoute() {
  const navigate = Route.useNavigate();
  return <MaintenanceScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
