import { createFileRoute } from '@tanstack/react-router';
import { documentQueries } from '#src/features/documents/api/document-queries.ts';
import { DocumentsScreen } from '#src/features/documents/documents-screen.tsx';
import { documentsListingParams } from '#src/features/documents/documents-request.ts';
import { validateDocumentsSearch } from '#src/features/documents/documents-search.ts';
import { loadListingData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: every type; a morador sees the documents marked for residents).
export const Route = createFileRoute('/_app/documents-register')({
  validateSearch: validateDocumentsSearch,
  // Not the document open: opening one does not load the listing again. The request is built in the loader, split
  // from the route definition (these load with the first page).
  loaderDeps: ({ search }) => ({ ...search, document: undefined }),
  loader: ({ context, deps, cause }) => loadListingData(context.queryClient, documentQueries.list(documentsListingParams(deps)), cause),
  component: DocumentsRoute,
});

function DocumentsRoute() {
  const navigate = Route.useNavigate();
  return <DocumentsScreen search={Route.useSearch()} onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })} />;
}
