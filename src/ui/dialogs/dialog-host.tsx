import { lazy, Suspense } from 'react';
import { importWhenOnline } from '#src/lib/import-when-online.ts';
import { useDialogQueue } from './dialog-store.ts';

// The dialog itself (Radix and its focus trap) loads the first time one opens, not with every page; a first dialog
// asked for offline waits for the connection instead of breaking the page.
const DialogView = lazy(() => importWhenOnline(() => import('./dialog-view.tsx')));

/** Shows the first queued dialog; mounted once at the root. */
export function DialogHost() {
  const current = useDialogQueue((state) => state.queue[0]);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView key={current.id} request={current} />
    </Suspense>
  );
}
