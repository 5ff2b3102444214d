import { createFileRoute } from '@tanstack/react-router';
import { prospectQueries } from '#src/features/prospects/api/prospect-queries.ts';
import { ProspectsScreen } from '#src/features/prospects/prospects-screen.tsx';
import { listingParams } from '#src/lib/listing-request.ts';
import { validateListingSearch } from '#src/lib/listing-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master only).
export const Route = createFileRoute('/_app/prospects-listing')({
  validateSearch: validateListingSearch,
  // The request is built in the loader, split from the route definition (these load with the first page).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, prospectQueries.list(listingParams(deps)), cause),
  component: ProspectsRoute,
});

function ProspectsRoute() {
  const navigate = Route.useNavigate();
  return <ProspectsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
