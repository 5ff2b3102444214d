import { createFileRoute } from '@tanstack/react-router';
import { documentQueries } from '#src/features/documents/api/document-queries.ts';
import { DocumentsScreen } from '#src/features/documents/documents-screen.tsx';
import { listingParams, validateDocumentsListingSearch } from '#src/lib/listing-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: every type; a morador sees the documents marked for residents).
export const Route = createFileRoute('/_app/documents-register')({
  validateSearch: validateDocumentsListingSearch,
  loaderDeps: ({ search }) => listingParams(search),
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, documentQueries.list(deps), cause),
  component: DocumentsRoute,
});

function DocumentsRoute() {
  const navigate = Route.useNavigate();
  return <DocumentsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
