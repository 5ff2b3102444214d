import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '#src/features/auth/forgot-password-screen.tsx';

export const Route = createFileRoute('/_auth/forgot-password')({
  component: ForgotPasswordScreen,
});
