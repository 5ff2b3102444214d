import { createFileRoute } from '@tanstack/react-router';
import { reformQueries } from '#src/features/reforms/api/reform-queries.ts';
import { ReformsScreen } from '#src/features/reforms/reforms-screen.tsx';
import { reformsListingParams } from '#src/features/reforms/reforms-request.ts';
import { validateReformsSearch } from '#src/features/reforms/reforms-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: every type; a morador follows their apartments').
export const Route = createFileRoute('/_app/reforms-register')({
  validateSearch: validateReformsSearch,
  // Not the reform open: opening one does not load the listing again. The request is built in the loader, split
  // from the route definition (these load with the first page).
  loaderDeps: ({ search }) => ({ ...search, reform: undefined }),
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, reformQueries.list(reformsListingParams(deps)), cause),
  component: ReformsRoute,
});

function ReformsRoute() {
  const navigate = Route.useNavigate();
  return <ReformsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
