import { userTypeLabels } from '#contract/users.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Avatar } from '#src/ui/avatar.tsx';

/** SPEC §2 /user-profile, the view: the signed-in person and the condominiums they belong to. */
export function UserProfileScreen() {
  const user = useSessionUser();
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <section aria-labelledby="profile-name" className="card flex flex-col items-center gap-3 p-8 text-center">
        <Avatar name={user.name} picture={user.rel_user.profile_picture} className="size-24 text-3xl" />
        <h2 id="profile-name" className="text-xl font-semibold text-slate-900 dark:text-white">
          {user.name}
        </h2>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          {userTypeLabels[user.type]}
        </p>
      </section>

      <div className="space-y-6">
        <section aria-labelledby="profile-data" className="card p-6">
          <h2 id="profile-data" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            Dados de acesso
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <ProfileItem label="Nome" value={user.name} />
            <ProfileItem label="E-mail" value={user.email} />
            <ProfileItem label="Tipo de usuário" value={userTypeLabels[user.type]} />
          </dl>
        </section>

        <section aria-labelledby="profile-condominiums" className="card p-6">
          <h2 id="profile-condominiums" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            Condomínios
          </h2>
          {user.condominium.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">Acesso de administração da plataforma, sem condomínio vinculado.</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {user.condominium.map((condominium) => (
                <li key={condominium.uuid} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <span className="font-medium">{condominium.comercial_name}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">Plano {condominium.plan.name}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function ProfileItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}
