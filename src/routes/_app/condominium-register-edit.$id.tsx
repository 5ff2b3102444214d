import { createFileRoute } from '@tanstack/react-router';
import { condominiumQueries } from '#src/features/condominiums/api/condominium-queries.ts';
import { CondominiumEditScreen } from '#src/features/condominiums/condominium-edit-screen.tsx';
import { ensureRouteData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master only).
export const Route = createFileRoute('/_app/condominium-register-edit/$id')({
  loader: ({ context, params }) => ensureRouteData(context.queryClient, condominiumQueries.detail(params.id)),
  component: CondominiumEditRoute,
});

function CondominiumEditRoute() {
  const { id } = Route.useParams();
  // A form per condominium: going from one edit page to another starts afresh.
  return <CondominiumEditScreen key={id} id={id} />;
}
