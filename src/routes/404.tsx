import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '#src/layout/not-found-screen.tsx';

export const Route = createFileRoute('/404')({
  component: NotFoundScreen,
});
