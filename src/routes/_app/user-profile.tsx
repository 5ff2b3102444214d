import { createFileRoute } from '@tanstack/react-router';
import { UserProfileScreen } from '#src/features/users/user-profile-screen.tsx';

// Guarded by the _app layout against lib/permissions' table (SPEC §2: all types).
export const Route = createFileRoute('/_app/user-profile')({
  component: UserProfileScreen,
});
