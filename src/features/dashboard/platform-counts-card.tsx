import { Lock } from 'lucide-react';
import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { ApartmentsBlock, MaintenancesBlock, ReformsBlock, UsersBlock } from '#contract/dashboard.ts';
import { OPEN_REFORM_STATUSES } from '#contract/reforms.ts';
import type { BlockState } from './api/dashboard-queries.ts';
import { BLOCK_FAILED, MODULE_NOT_ENABLED, Stat } from './block-card.tsx';
import { formatCount } from './dashboard-format.ts';

interface BlockFigureProps<T, TOptions> {
  label: string;
  block: BlockState<T>;
  value: (data: T) => number;
  /** The listing filtered to what the figure counts. */
  link: ValidateLinkOptions<RegisteredRouter, TOptions>;
}

/** One figure of the platform, from its own block: it loads, fails or is locked on its own; once loaded it opens its list. */
function BlockFigure<T, TOptions>(props: BlockFigureProps<T, TOptions>): ReactNode;
function BlockFigure<T>({ label, block, value, link }: BlockFigureProps<T, unknown>) {
  if (block.status === 'ready') return <Stat label={label} value={formatCount(value(block.data))} link={link as ValidateLinkOptions} />;
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
        {block.status === 'loading' && (
          <span role="status" className="block h-8 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-700">
            <span className="sr-only">Carregando</span>
          </span>
        )}
        {block.status === 'error' && <span className="text-sm font-normal text-slate-600 dark:text-slate-300">{BLOCK_FAILED}</span>}
        {block.status === 'locked' && (
          <span className="flex items-center gap-1.5 text-sm font-normal text-slate-600 dark:text-slate-300">
            <Lock aria-hidden="true" className="size-4" />
            {MODULE_NOT_ENABLED}
          </span>
        )}
      </dd>
    </div>
  );
}

/** Master's platform-wide counts (issue 15): users, apartments, open reforms and overdue maintenances. */
interface PlatformCountsProps {
  users: BlockState<UsersBlock>;
  apartments: BlockState<ApartmentsBlock>;
  reforms: BlockState<ReformsBlock>;
  maintenances: BlockState<MaintenancesBlock>;
}

export function PlatformCountsCard({ users, apartments, reforms, maintenances }: PlatformCountsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card p-5 md:col-span-2">
      <h2 id={titleId} className="mb-4 text-base font-semibold text-slate-900 dark:text-white">
        Na plataforma
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <BlockFigure label="Usuários ativos" block={users} value={(data) => data.total} link={{ to: '/user-register', search: { status: 'active' } }} />
        <BlockFigure label="Apartamentos" block={apartments} value={(data) => data.total} link={{ to: '/apartments-register', search: { status: 'active' } }} />
        <BlockFigure
          label="Reformas em aberto"
          block={reforms}
          value={(data) => OPEN_REFORM_STATUSES.reduce((sum, status) => sum + (data.by_status[status] ?? 0), 0)}
          link={{ to: '/reforms-register', search: { status: 'active', situation: 'open' } }}
        />
        <BlockFigure label="Manutenções vencidas" block={maintenances} value={(data) => data.by_status.overdue ?? 0} link={{ to: '/maintenance', search: { situations: ['overdue'] } }} />
      </dl>
    </section>
  );
}
