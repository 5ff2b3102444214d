import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '#src/features/auth/login-screen.tsx';
import { skipWhenSignedIn } from '#src/features/auth/skip-when-signed-in.ts';

export const Route = createFileRoute('/_auth/')({
  beforeLoad: skipWhenSignedIn,
  component: LoginScreen,
});
