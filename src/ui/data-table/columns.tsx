import type { ReactNode } from 'react';
import { cn } from '#views/cn.ts';
import type { Column } from './data-table.tsx';
import { StatusToggle } from './status-toggle.tsx';
import type { StatusToggleControl } from './use-status-toggle.ts';

/**
 * A listing's active/inactive column (SPEC §4), "Status" in every listing: a switch per row, confirmed and sent
 * through `status`; for someone who may not change it (`canToggle` false), the word alone.
 */
export function statusColumn<T extends { uuid: string; active: boolean }>(
  status: StatusToggleControl<T>,
  nameOf: (row: T) => string,
  canToggle: (row: T) => boolean = () => true,
): Column<T> {
  return {
    key: 'status',
    header: 'Status',
    widthRem: 8.5,
    csv: (row) => (row.active ? 'Ativo' : 'Inativo'),
    cell: (row) =>
      canToggle(row) ? (
        <StatusToggle active={row.active} name={nameOf(row)} pending={status.isPending(row)} onToggle={() => void status.toggle(row)} />
      ) : (
        <span className={cn('text-sm font-medium', row.active ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-600 dark:text-slate-300')}>
          {row.active ? 'Ativo' : 'Inativo'}
        </span>
      ),
  };
}

/**
 * A listing's last column: the row's actions (`RowActionLabel` inside `rowActionClasses`), its header read to
 * screen readers only; on wide screens as wide as its `count` icons, on cards a row of worded buttons at the foot.
 */
export function actionsColumn<T>(cell: (row: T) => ReactNode, { count = 1 }: { count?: number } = {}): Column<T> {
  return { key: 'actions', header: 'Ações', headerHidden: true, card: 'actions', className: 'lg:px-2 lg:text-end', widthRem: 1.5 + 2.75 * count, cell };
}
