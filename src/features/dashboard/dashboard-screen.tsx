import { CircleCheck, Lock } from 'lucide-react';
import { MODULES } from '#contract/plans.ts';
import { userTypeLabels } from '#contract/users.ts';
import { cn } from '#src/lib/cn.ts';
import { MODULE_LABELS } from '#src/lib/module-labels.ts';
import { canSeeModule } from '#src/lib/permissions.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Avatar } from '#src/ui/avatar.tsx';

/** The dashboard frame: who is signed in, where, on which plan, and which modules they can use. */
export function DashboardScreen() {
  const user = useSessionUser();
  const condominium = user.condominium[0];
  const firstName = user.name.trim().split(/\s+/)[0];

  return (
    <div className="space-y-6">
      <section aria-labelledby="welcome-title" className="card flex flex-wrap items-center gap-5 p-6">
        <Avatar name={user.name} picture={user.rel_user.profile_picture} size="lg" />
        <div className="min-w-0 flex-1 basis-52 space-y-1">
          <h2 id="welcome-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            Olá, {firstName}!
          </h2>
          <p className="text-slate-600 dark:text-slate-300">
            {userTypeLabels[user.type]}
            {condominium ? ` · ${condominium.comercial_name}` : ' · Administração da plataforma'}
          </p>
        </div>
        {condominium && (
          <p className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            Plano {condominium.plan.name}
          </p>
        )}
      </section>

      <section aria-labelledby="modules-title" className="card p-6">
        <h2 id="modules-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          Seus módulos
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {MODULES.map((module) => {
            const enabled = canSeeModule(user, module);
            return (
              <li
                key={module}
                className={cn(
                  'flex items-center gap-3 rounded-lg border p-4',
                  enabled ? 'border-emerald-200 dark:border-emerald-800' : 'border-slate-200 dark:border-slate-700',
                )}
              >
                {enabled ? (
                  <CircleCheck aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
                ) : (
                  <Lock aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
                )}
                <span className="flex-1 font-medium">{MODULE_LABELS[module]}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{enabled ? 'Habilitado' : 'Módulo não habilitado'}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
