import { Logo } from '#src/ui/logo.tsx';
import type { PublicMaintenanceDetails } from './api/public-maintenance-details.ts';

/** SPEC §2 maintenance/public/details/{id}, as far as the stand-in knows it (issue 14 writes the full screen). */
export function PublicMaintenanceScreen({ details }: { details: PublicMaintenanceDetails }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-6 px-4 py-10">
      <Logo className="size-12" />
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{details.name}</h1>
    </main>
  );
}
