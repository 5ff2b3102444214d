import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '#src/layout/auth-layout.tsx';

export const Route = createFileRoute('/_auth')({
  component: AuthLayout,
});
