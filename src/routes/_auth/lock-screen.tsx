import { createFileRoute } from '@tanstack/react-router';
import { LockScreen } from '#src/features/auth/lock-screen.tsx';

export const Route = createFileRoute('/_auth/lock-screen')({
  component: LockScreen,
});
