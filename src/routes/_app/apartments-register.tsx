import { createFileRoute } from '@tanstack/react-router';
import { apartmentQueries } from '#src/features/apartments/api/apartment-queries.ts';
import { ApartmentsScreen } from '#src/features/apartments/apartments-screen.tsx';
import { listingParams } from '#src/lib/listing-request.ts';
import { validateCondominiumListingSearch } from '#src/lib/listing-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master, síndico, zelador, engenheiro).
export const Route = createFileRoute('/_app/apartments-register')({
  validateSearch: validateCondominiumListingSearch,
  // The request is built in the loader, split from the route definition (these load with the first page).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, apartmentQueries.list(listingParams(deps)), cause),
  component: ApartmentsRoute,
});

function ApartmentsRoute() {
  const navigate = Route.useNavigate();
  return <ApartmentsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
