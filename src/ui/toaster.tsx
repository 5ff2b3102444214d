import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store.ts';

const ToastList = lazy(() => import('./toast-list.tsx'));

/**
 * The toast area, mounted once at the root so every screen (the login included) has one. The live region is
 * always in the page, so screen readers announce the first toast too; the toasts themselves load when needed.
 */
export function Toaster() {
  const hasToasts = useToasts((state) => state.toasts.length > 0);
  return (
    <section
      aria-label="Avisos"
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed end-4 top-4 z-[100] w-[min(356px,calc(100vw-2rem))]"
    >
      {hasToasts && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </section>
  );
}
