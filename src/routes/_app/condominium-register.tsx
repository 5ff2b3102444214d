import { createFileRoute } from '@tanstack/react-router';
import { CondominiumsScreen } from '#src/features/condominiums/condominiums-screen.tsx';
import { validateListingSearch } from '#src/lib/listing-search.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master only).
export const Route = createFileRoute('/_app/condominium-register')({
  validateSearch: validateListingSearch,
  component: CondominiumsRoute,
});

function CondominiumsRoute() {
  const navigate = Route.useNavigate();
  return <CondominiumsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
