import { createFileRoute } from '@tanstack/react-router';
import { reformQueries } from '#src/features/reforms/api/reform-queries.ts';
import { ReformsScreen } from '#src/features/reforms/reforms-screen.tsx';
import { listingParams, validateReformsListingSearch } from '#src/lib/listing-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: every type; a morador follows their apartments').
export const Route = createFileRoute('/_app/reforms-register')({
  validateSearch: validateReformsListingSearch,
  loaderDeps: ({ search }) => listingParams(search),
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, reformQueries.list(deps), cause),
  component: ReformsRoute,
});

function ReformsRoute() {
  const navigate = Route.useNavigate();
  return <ReformsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
