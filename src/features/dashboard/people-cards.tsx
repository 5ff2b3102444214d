import { USER_TYPES, userTypeLabels } from '#contract/users.ts';
import type { ApartmentsBlock, UsersBlock } from '#contract/dashboard.ts';
import type { BlockState } from './api/dashboard-queries.ts';
import { BlockCard, EmptyState, Stat } from './block-card.tsx';
import { formatCount } from './dashboard-format.ts';

/** Active apartments with and without a resident (issue 15), with the share that is lived in. */
export function ApartmentsCard({ block }: { block: BlockState<ApartmentsBlock> }) {
  return (
    <BlockCard title="Apartamentos" block={block} skeleton="stat">
      {(data) => {
        if (data.total === 0) return <EmptyState>Nenhum apartamento cadastrado.</EmptyState>;
        const share = Math.round((data.with_residents / data.total) * 100);
        return (
          <>
            <dl className="grid grid-cols-3 gap-3">
              <Stat label="Com moradores" value={formatCount(data.with_residents)} />
              <Stat label="Sem moradores" value={formatCount(data.without_residents)} />
              <Stat label="Total" value={formatCount(data.total)} link={{ to: '/apartments-register', search: { status: 'active' } }} />
            </dl>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div className="h-full rounded-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${share}%` }} />
            </div>
          </>
        );
      }}
    </BlockCard>
  );
}

/** Active users by type (issue 15); master's own type only where there are any (the platform). */
export function UsersCard({ block }: { block: BlockState<UsersBlock> }) {
  return (
    <BlockCard title="Usuários por tipo" block={block} skeleton="list">
      {(data) =>
        data.total === 0 ? (
          <EmptyState>Nenhum usuário ativo.</EmptyState>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {USER_TYPES.filter((type) => type !== 'master' || (data.by_type.master ?? 0) > 0).map((type) => (
              <Stat key={type} label={userTypeLabels[type]} value={formatCount(data.by_type[type] ?? 0)} link={{ to: '/user-register', search: { type, status: 'active' } }} />
            ))}
            <Stat label="Total" value={formatCount(data.total)} link={{ to: '/user-register', search: { status: 'active' } }} />
          </dl>
        )
      }
    </BlockCard>
  );
}
