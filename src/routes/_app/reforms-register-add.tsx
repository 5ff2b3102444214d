import { createFileRoute } from '@tanstack/react-router';
import { ReformCreateScreen } from '#src/features/reforms/reform-create-screen.tsx';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: every type); the screen tells the zelador and
// the engenheiro that only the morador, the síndico and master ask for reforms (the server's rule).
export const Route = createFileRoute('/_app/reforms-register-add')({
  component: ReformCreateScreen,
});
