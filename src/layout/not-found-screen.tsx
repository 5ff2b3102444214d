import { Link } from '@tanstack/react-router';
import { QrCode } from 'lucide-react';
import { hasActiveSession, useSession } from '#src/stores/session.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { Logo } from '#views/logo.tsx';

/**
 * SPEC §2 /404: unknown paths, screens the user's type may not open, and public QR pages whose label names nothing
 * (after SPEC §8's toast). Signed in, it leads back to the dashboard. Signed out it is mostly a visitor who scanned a
 * label: the login page would not help them (issue 23), so it says what to do, and offers the login only to those
 * who have an account.
 */
export function NotFoundScreen() {
  const signedIn = useSession(hasActiveSession);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo className="size-14" />
      <p className="text-7xl font-bold text-brand-700 dark:text-brand-300" aria-hidden="true">
        404
      </p>
      <div className="max-w-md space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Página não encontrada</h1>
        <p className="text-slate-600 dark:text-slate-300">
          {signedIn ? 'A página que você procurou não existe ou não está disponível para o seu perfil de acesso.' : 'O endereço que você abriu não existe.'}
        </p>
      </div>
      {signedIn ? (
        // `/` sends a signed-in person on to the dashboard.
        <Link to="/" className={buttonClasses('primary')}>
          Voltar ao início
        </Link>
      ) : (
        <>
          <section aria-labelledby="qr-visitor-title" className="card flex max-w-md items-start gap-3 p-4 text-start">
            <QrCode aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-300" />
            <div className="space-y-1">
              <h2 id="qr-visitor-title" className="font-semibold text-slate-900 dark:text-white">
                Chegou aqui pela etiqueta QR de um equipamento?
              </h2>
              <p className="text-slate-700 dark:text-slate-200">
                A etiqueta não é mais válida. Para saber da manutenção deste equipamento, procure a administração do condomínio (o síndico ou o zelador).
              </p>
            </div>
          </section>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Tem acesso ao Zelo?{' '}
            <Link to="/" className={buttonClasses('secondary', 'ms-1')}>
              Entrar
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
