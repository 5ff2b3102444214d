import { Link } from '@tanstack/react-router';
import { Logo } from '#src/ui/logo.tsx';
import { buttonClasses } from '#src/ui/button.tsx';

/** SPEC §2 /404: unknown paths and screens the user's type may not open end here. */
export function NotFoundScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo className="size-14" />
      <p className="text-7xl font-bold text-brand-700 dark:text-brand-300" aria-hidden="true">
        404
      </p>
      <div className="max-w-md space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Página não encontrada</h1>
        <p className="text-slate-600 dark:text-slate-300">
          A página que você procurou não existe ou não está disponível para o seu perfil de acesso.
        </p>
      </div>
      {/* `/` sends a signed-in person on to the dashboard. */}
      <Link to="/" className={buttonClasses('primary')}>
        Voltar ao início
      </Link>
    </main>
  );
}
