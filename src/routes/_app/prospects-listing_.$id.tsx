import { createFileRoute } from '@tanstack/react-router';
import { ProspectDetailScreen } from '#src/features/prospects/prospect-detail-screen.tsx';

// The prospect's detail (issue 4); guarded by the _app layout against lib/permissions' table (master only).
export const Route = createFileRoute('/_app/prospects-listing_/$id')({
  component: ProspectDetailRoute,
});

function ProspectDetailRoute() {
  const { id } = Route.useParams();
  return <ProspectDetailScreen key={id} id={id} />;
}
