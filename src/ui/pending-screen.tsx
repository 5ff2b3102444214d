import { useSession } from '#src/stores/session.ts';
import { Logo } from '#views/logo.tsx';
import { Spinner } from './spinner.tsx';

/** SPEC §2: while a screen loads, a full-page spinner with the logo; for a signed-in user, a small 'Loading ...'. */
export function PendingScreen() {
  const isAuth = useSession((state) => state.isAuth);
  return isAuth ? <InlineLoading /> : <FullPageLoading />;
}

export function FullPageLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-slate-100 dark:bg-slate-900">
      <span className="sr-only">Carregando</span>
      <Logo className="size-14 animate-pulse" />
    </div>
  );
}

export function InlineLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600 dark:text-slate-300">
      <Spinner className="size-4" />
      Loading ...
    </div>
  );
}
