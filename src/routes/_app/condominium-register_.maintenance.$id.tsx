import { createFileRoute } from '@tanstack/react-router';
import { condominiumApi, condominiumQueries } from '#src/features/condominiums/api/condominium-queries.ts';
import { programmeQueries } from '#src/features/maintenance/programme/api/programme-queries.ts';
import { ProgrammeScreen } from '#src/features/maintenance/programme/programme-screen.tsx';
import { ensureRouteData } from '#src/lib/route-data.ts';

// A condominium's maintenance programme (issue 14). Guarded by the _app layout's beforeLoad against lib/permissions'
// table (SPEC §2: master only). The route composes the two features: the condominium's name comes from its record.
export const Route = createFileRoute('/_app/condominium-register_/maintenance/$id')({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      ensureRouteData(queryClient, condominiumQueries.detail(params.id)),
      ensureRouteData(queryClient, programmeQueries.enabled(params.id)),
      ensureRouteData(queryClient, programmeQueries.catalog()),
      ensureRouteData(queryClient, programmeQueries.types()),
      ensureRouteData(queryClient, programmeQueries.periodicities()),
      ensureRouteData(queryClient, programmeQueries.responsibleTypes()),
    ]),
  component: ProgrammeRoute,
});

function ProgrammeRoute() {
  const { id } = Route.useParams();
  const condominium = condominiumApi.useDetail(id);
  // A programme per condominium: going from one to another starts afresh.
  return <ProgrammeScreen key={id} condominiumUuid={id} condominiumName={condominium.data?.comercial_name} />;
}
