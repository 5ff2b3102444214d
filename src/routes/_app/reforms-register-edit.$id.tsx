import { createFileRoute } from '@tanstack/react-router';
import { reformQueries } from '#src/features/reforms/api/reform-queries.ts';
import { ReformEditScreen } from '#src/features/reforms/reform-edit-screen.tsx';
import { ensureRouteData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: every type); the screen offers the form only
// when the server lists `edit` among the caller's actions on this reform.
export const Route = createFileRoute('/_app/reforms-register-edit/$id')({
  loader: ({ context, params }) => ensureRouteData(context.queryClient, reformQueries.detail(params.id)),
  component: ReformEditRoute,
});

function ReformEditRoute() {
  const { id } = Route.useParams();
  // A form per reform: going from one edit page to another starts afresh.
  return <ReformEditScreen key={id} id={id} />;
}
