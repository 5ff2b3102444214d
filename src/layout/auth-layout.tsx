import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '#src/lib/product.ts';
import { Logo } from '#views/logo.tsx';

/** The frame of the public screens, around the route's screen. */
export function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

/**
 * The brand panel on wide screens, the form card beside it. Apart from the route, so that the build draws the sign-in
 * page in it too (sign-in-page.tsx).
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh">
      <aside className="relative hidden w-[44%] max-w-2xl flex-col justify-between overflow-hidden bg-brand-700 p-12 text-white lg:flex">
        <div className="flex items-center gap-3">
          <Logo className="size-11 rounded-xl ring-2 ring-white/70" />
          <span className="text-2xl font-semibold tracking-tight">{PRODUCT_NAME}</span>
        </div>
        <div className="relative z-10 max-w-md space-y-4">
          <p className="text-4xl leading-tight font-semibold">Gestão de condomínios com zelo.</p>
          <p className="text-lg text-brand-100">
            Documentos, reformas, manutenções e moradores em um só lugar, com o histórico sempre à mão.
          </p>
        </div>
        <p className="relative z-10 text-sm text-brand-100">
          Copyright © {COPYRIGHT_YEAR} {PRODUCT_NAME}. Todos os direitos reservados.
        </p>
        <div aria-hidden="true" className="absolute -end-32 -bottom-32 size-96 rounded-full bg-brand-600" />
        <div aria-hidden="true" className="absolute end-24 top-24 size-40 rounded-full bg-brand-500/40" />
      </aside>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="mb-8 flex items-center gap-3 lg:hidden">
          <Logo />
          <span className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{PRODUCT_NAME}</span>
        </div>
        <div className="card w-full max-w-md p-6 sm:p-10">
          {children}
        </div>
        <p className="mt-8 text-center text-xs text-slate-600 lg:hidden dark:text-slate-400">
          Copyright © {COPYRIGHT_YEAR} {PRODUCT_NAME}. Todos os direitos reservados.
        </p>
      </main>
    </div>
  );
}
