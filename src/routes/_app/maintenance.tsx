import { createFileRoute } from '@tanstack/react-router';
import { maintenanceQueries } from '#src/features/maintenance/api/maintenance-queries.ts';
import { MaintenanceScreen } from '#src/features/maintenance/maintenance-screen.tsx';
import { maintenanceListingParams } from '#src/features/maintenance/maintenance-request.ts';
import { validateMaintenanceSearch } from '#src/features/maintenance/maintenance-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: síndico, zelador, engenheiro).
export const Route = createFileRoute('/_app/maintenance')({
  validateSearch: validateMaintenanceSearch,
  // Not the dialog open (recording): opening it does not load the listing again. The request is built in the loader,
  // which is split from the route definition: the definitions load with the first page (the /login budget).
  loaderDeps: ({ search }) => ({ ...search, recording: undefined }),
  // The two paged sections load here; the timeline and the summary need the condominium the screen picks.
  loader: ({ context, deps, cause }) => {
    const request = maintenanceListingParams(deps);
    if (deps.tab === undefined) return loadListingData(context.queryClient, maintenanceQueries.programme(request), cause);
    if (deps.tab === 'execucoes') return loadListingData(context.queryClient, maintenanceQueries.records(request), cause);
  },
  component: MaintenanceRoute,
});

function MaintenanceRoute() {
  const navigate = Route.useNavigate();
  return <MaintenanceScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
