import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';
import { StatusToggle } from './status-toggle.tsx';
import type { StatusToggleControl } from './use-status-toggle.ts';

/** A listing's active/inactive column (SPEC §4): a switch per row, confirmed and sent through `status`. */
export function statusColumn<T extends { uuid: string; active: boolean }>(
  header: string,
  status: StatusToggleControl<T>,
  nameOf: (row: T) => string,
): Column<T> {
  return {
    key: 'status',
    header,
    cell: (row) => <StatusToggle active={row.active} name={nameOf(row)} pending={status.isPending(row)} onToggle={() => void status.toggle(row)} />,
  };
}

/** A listing's last column: the row's actions, its header read to screen readers only. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: 'Ações', headerHidden: true, className: 'md:text-end', cell };
}
