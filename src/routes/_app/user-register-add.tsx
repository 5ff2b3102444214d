import { createFileRoute } from '@tanstack/react-router';
import { UserCreateScreen } from '#src/features/users/user-create-screen.tsx';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: master, síndico, zelador, engenheiro); the
// server refuses a create from anyone who manages nobody, and the listing offers it only to those who do.
export const Route = createFileRoute('/_app/user-register-add')({
  component: UserCreateScreen,
});
