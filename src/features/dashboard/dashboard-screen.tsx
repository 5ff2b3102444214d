import { userTypeLabels } from '#contract/users.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Avatar } from '#src/ui/avatar.tsx';
import {
  useApartmentsBlock,
  useCondominiumBlock,
  useMaintenancesBlock,
  useProspectsBlock,
  useReformsBlock,
  useUsersBlock,
} from './api/dashboard-queries.ts';
import { ExpiringDocumentsCard, NewDocumentsCard, PlatformCondominiumCards } from './condominium-cards.tsx';
import {
  MaintenancesByMonthCard,
  MaintenancesByStatusCard,
  NextMaintenancesCard,
  OverdueMaintenancesCard,
  ResidentMaintenanceCard,
} from './maintenance-cards.tsx';
import { ApartmentsCard, UsersCard } from './people-cards.tsx';
import { PlatformCountsCard } from './platform-counts-card.tsx';
import { WaitingProspectsCard } from './prospect-cards.tsx';
import { AwaitingReformsCard, ReformsByStatusCard, ResidentReformCard } from './reform-cards.tsx';

/** The dashboard (issue 15): who is signed in, then what needs their attention today, for their type and scope. */
export function DashboardScreen() {
  const user = useSessionUser();
  return (
    <div className="space-y-6">
      <WelcomeCard />
      {user.type === 'master' && <MasterBlocks />}
      {(user.type === 'sindico' || user.type === 'zelador' || user.type === 'engenheiro') && <StaffBlocks />}
      {user.type === 'morador' && <ResidentBlocks />}
    </div>
  );
}

function WelcomeCard() {
  const user = useSessionUser();
  const condominium = user.condominium[0];
  const firstName = user.name.trim().split(/\s+/)[0];
  return (
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
  );
}

/** Two columns from the tablet (768 px) on, three on a wide screen; wide charts take two, smaller cards fill the gaps. */
const GRID = 'grid grid-flow-row-dense gap-6 md:grid-cols-2 2xl:grid-cols-3';

// Each screen reads each of its blocks once and hands it to the cards that show it: one failure, one log (SPEC §8).

function MasterBlocks() {
  const condominium = useCondominiumBlock();
  const prospects = useProspectsBlock();
  const reforms = useReformsBlock();
  const apartments = useApartmentsBlock();
  const users = useUsersBlock();
  const maintenances = useMaintenancesBlock();
  return (
    <div className={GRID}>
      <PlatformCountsCard users={users} apartments={apartments} reforms={reforms} maintenances={maintenances} />
      <WaitingProspectsCard block={prospects} />
      <PlatformCondominiumCards block={condominium} />
    </div>
  );
}

function StaffBlocks() {
  const condominium = useCondominiumBlock();
  const reforms = useReformsBlock();
  const apartments = useApartmentsBlock();
  const users = useUsersBlock();
  const maintenances = useMaintenancesBlock();
  return (
    <div className={GRID}>
      <OverdueMaintenancesCard block={maintenances} />
      <AwaitingReformsCard block={reforms} />
      <NextMaintenancesCard block={maintenances} />
      <ExpiringDocumentsCard block={condominium} />
      <MaintenancesByStatusCard block={maintenances} />
      <ReformsByStatusCard block={reforms} />
      <MaintenancesByMonthCard block={maintenances} />
      <ApartmentsCard block={apartments} />
      <UsersCard block={users} />
    </div>
  );
}

function ResidentBlocks() {
  const condominium = useCondominiumBlock();
  const reforms = useReformsBlock();
  const maintenances = useMaintenancesBlock();
  return (
    <div className={GRID}>
      <ResidentReformCard block={reforms} />
      <ResidentMaintenanceCard block={maintenances} />
      <NewDocumentsCard block={condominium} />
    </div>
  );
}
