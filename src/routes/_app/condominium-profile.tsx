import { createFileRoute } from '@tanstack/react-router';
import { condominiumQueries } from '#src/features/condominiums/api/condominium-queries.ts';
import { CondominiumProfileScreen } from '#src/features/condominiums/condominium-profile-screen.tsx';
import { ensureRouteData } from '#src/lib/route-data.ts';
import { useSession } from '#src/stores/session.ts';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: síndico, zelador, engenheiro).
export const Route = createFileRoute('/_app/condominium-profile')({
  loader: async ({ context }) => {
    // The person's own condominium (the first of theirs, SPEC §3); the screen says so when there is none.
    const uuid = useSession.getState().activeUser?.condominium[0]?.uuid;
    if (uuid) await ensureRouteData(context.queryClient, condominiumQueries.own(uuid));
  },
  component: CondominiumProfileScreen,
});
