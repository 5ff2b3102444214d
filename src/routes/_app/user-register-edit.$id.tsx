import { createFileRoute } from '@tanstack/react-router';
import { userApi } from '#src/features/users/api/user-queries.ts';
import { UserEditScreen } from '#src/features/users/user-edit-screen.tsx';
import { ensureRouteData } from '#src/lib/route-data.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master, síndico, zelador, engenheiro).
export const Route = createFileRoute('/_app/user-register-edit/$id')({
  loader: ({ context, params }) => ensureRouteData(context.queryClient, userApi.queries.detail(params.id)),
  component: UserEditRoute,
});

function UserEditRoute() {
  const { id } = Route.useParams();
  // A form per person: going from one edit page to another starts afresh.
  return <UserEditScreen key={id} id={id} />;
}
