import { createFileRoute } from '@tanstack/react-router';
import { userApi } from '#src/features/users/api/user-queries.ts';
import { UsersScreen } from '#src/features/users/users-screen.tsx';
import { usersListingParams } from '#src/features/users/users-request.ts';
import { validateUsersSearch } from '#src/features/users/users-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master, síndico, zelador, engenheiro).
export const Route = createFileRoute('/_app/user-register')({
  validateSearch: validateUsersSearch,
  // The request is built in the loader, split from the route definition (these load with the first page).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, userApi.queries.list(usersListingParams(deps)), cause),
  component: UsersRoute,
});

function UsersRoute() {
  const navigate = Route.useNavigate();
  return <UsersScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
