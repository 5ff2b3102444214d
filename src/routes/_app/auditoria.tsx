import { createFileRoute } from '@tanstack/react-router';
import { auditQueries, auditRequestOf } from '#src/features/audit/api/audit-queries.ts';
import { AuditScreen } from '#src/features/audit/audit-screen.tsx';
import { validateAuditSearch } from '#src/features/audit/audit-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (issue 25 §4: master and síndico). Named in pt-BR like
// /avisos: SPEC §2's breadcrumb shows an unlisted path as its title, "auditoria".
export const Route = createFileRoute('/_app/auditoria')({
  validateSearch: validateAuditSearch,
  // The request is built in the loader, split from the route definition: the definitions load with the first page.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, auditQueries.list(auditRequestOf(deps)), cause),
  component: AuditRoute,
});

function AuditRoute() {
  const navigate = Route.useNavigate();
  return <AuditScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
