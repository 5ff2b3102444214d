import { Outlet } from '@tanstack/react-router';
import { DialogHost } from '#src/ui/dialogs/dialog-host.tsx';
import { Toaster } from '#src/ui/toasts/toaster.tsx';
import { usePageTitle } from './page-title.ts';

/** Around every screen: the toast area and the dialogs (SPEC §2: the login screen has a toast area too). */
export function RootLayout() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <Toaster />
      <DialogHost />
    </>
  );
}
