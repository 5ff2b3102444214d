import { createFileRoute } from '@tanstack/react-router';
import { ProspectsScreen } from '#src/features/prospects/prospects-screen.tsx';
import { validateListingSearch } from '#src/lib/listing-search.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master only).
export const Route = createFileRoute('/_app/prospects-listing')({
  validateSearch: validateListingSearch,
  component: ProspectsRoute,
});

function ProspectsRoute() {
  const navigate = Route.useNavigate();
  return <ProspectsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
