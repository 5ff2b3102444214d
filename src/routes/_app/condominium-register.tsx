import { createFileRoute } from '@tanstack/react-router';
import { condominiumQueries } from '#src/features/condominiums/api/condominium-queries.ts';
import { CondominiumsScreen } from '#src/features/condominiums/condominiums-screen.tsx';
import { listingParams } from '#src/lib/listing-request.ts';
import { validateListingSearch } from '#src/lib/listing-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master only).
export const Route = createFileRoute('/_app/condominium-register')({
  validateSearch: validateListingSearch,
  // The request is built in the loader, split from the route definition (these load with the first page).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, condominiumQueries.list(listingParams(deps)), cause),
  component: CondominiumsRoute,
});

function CondominiumsRoute() {
  const navigate = Route.useNavigate();
  return <CondominiumsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
