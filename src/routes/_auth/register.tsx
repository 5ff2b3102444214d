import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '#src/features/prospects/register-screen.tsx';

export const Route = createFileRoute('/_auth/register')({
  component: RegisterScreen,
});
