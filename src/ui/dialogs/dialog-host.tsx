import { lazy, Suspense } from 'react';
import { useDialogQueue } from './dialog-store.ts';

// The dialog itself (Radix and its focus trap) loads the first time one opens, not with every page.
const DialogView = lazy(() => import('./dialog-view.tsx'));

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
