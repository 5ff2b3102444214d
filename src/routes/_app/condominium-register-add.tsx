import { createFileRoute } from '@tanstack/react-router';
import { CondominiumCreateScreen } from '#src/features/condominiums/condominium-create-screen.tsx';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master only).
export const Route = createFileRoute('/_app/condominium-register-add')({
  component: CondominiumCreateScreen,
});
