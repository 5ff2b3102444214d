import { createFileRoute } from '@tanstack/react-router';
import { prospectQueries } from '#src/features/prospects/api/prospect-queries.ts';
import { ProspectDetailScreen } from '#src/features/prospects/prospect-detail-screen.tsx';
import { ensureRouteData } from '#src/lib/route-data.ts';

// The prospect's detail (issue 4); guarded by the _app layout against lib/permissions' table (master only).
export const Route = createFileRoute('/_app/prospects-listing_/$id')({
  loader: ({ context, params }) => ensureRouteData(context.queryClient, prospectQueries.detail(params.id)),
  component: ProspectDetailRoute,
});

function ProspectDetailRoute() {
  const { id } = Route.useParams();
  return <ProspectDetailScreen key={id} id={id} />;
}
