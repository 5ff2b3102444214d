import { createFileRoute } from '@tanstack/react-router';
import { CondominiumProfileScreen } from '#src/features/condominiums/condominium-profile-screen.tsx';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: síndico, zelador, engenheiro).
export const Route = createFileRoute('/_app/condominium-profile')({
  component: CondominiumProfileScreen,
});
