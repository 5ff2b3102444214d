import { Outlet } from '@tanstack/react-router';
import { DialogHost } from '#src/ui/dialogs/dialog-host.tsx';
import { Toaster } from '#src/ui/toasts/toaster.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { usePageTitle } from './page-title.ts';

/**
 * Around every screen: the toast area, the dialogs (SPEC §2: the login screen has a toast area too) and the
 * connection notice (a sign-in waits for the connection too).
 */
export function RootLayout() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <ConnectionStatus />
      <Toaster />
      <DialogHost />
    </>
  );
}
