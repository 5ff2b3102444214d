import { CircleAlert, Inbox } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';
import { Button } from '../button.tsx';
import { Spinner } from '../spinner.tsx';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The header is read to screen readers only (an actions column). */
  headerHidden?: boolean;
  className?: string;
  /**
   * The column's width in rem on tablets and desktops. Columns without one share what is left, never less than
   * FLEXIBLE_COLUMN_MIN_REM each. Fixed widths keep the columns still when a row changes or a filter finds nothing.
   */
  widthRem?: number;
}

/** The narrowest a column without a width gets before the table scrolls inside its card. */
export const FLEXIBLE_COLUMN_MIN_REM = 15;

/** The table's narrowest width: the fixed columns plus the minimum of each flexible one. */
export function tableMinWidthRem(columns: readonly Pick<Column<unknown>, 'widthRem'>[]): number {
  return columns.reduce((sum, column) => sum + (column.widthRem ?? FLEXIBLE_COLUMN_MIN_REM), 0);
}

export type DataTableStatus = 'pending' | 'error' | 'success';

interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  status: DataTableStatus;
  emptyMessage: string;
  errorMessage: string;
  onRetry?: () => void;
  /** Another page or filter is loading while the previous rows stay on screen. */
  refreshing?: boolean;
}

/**
 * The listings' table: a table on tablets and desktops, a stack of cards on phones (each cell then shows its
 * column's name). The explicit roles keep the table's semantics when CSS changes how its parts display.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, status, emptyMessage, errorMessage, onRetry, refreshing = false }: DataTableProps<T>) {
  const hasRows = status === 'success' && rows !== undefined && rows.length > 0;
  return (
    <table
      role="table"
      aria-busy={refreshing || status === 'pending' || undefined}
      style={{ '--table-min-width': `${tableMinWidthRem(columns)}rem` } as CSSProperties}
      className={cn('w-full text-sm max-md:block md:min-w-(--table-min-width) md:table-fixed', refreshing && 'opacity-60 transition-opacity')}
    >
      <caption className="sr-only">{caption}</caption>
      <colgroup className="max-md:hidden">
        {columns.map((column) => (
          <col key={column.key} style={column.widthRem ? { width: `${column.widthRem}rem` } : undefined} />
        ))}
      </colgroup>
      <thead role="rowgroup" className="max-md:sr-only">
        <tr role="row" className="border-b border-slate-200 text-start dark:border-slate-700">
          {columns.map((column) => (
            <th
              key={column.key}
              role="columnheader"
              scope="col"
              className={cn('px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300', column.className)}
            >
              <span className={cn(column.headerHidden && 'sr-only')}>{column.header}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-md:block max-md:space-y-3">
        {hasRows ? (
          rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="border-b border-slate-200 last:border-b-0 hover:bg-slate-50 max-md:block max-md:rounded-lg max-md:border max-md:p-3 max-md:last:border-b dark:border-slate-700 dark:hover:bg-slate-700/40"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={column.headerHidden ? undefined : column.header}
                  className={cn(
                    'px-4 py-3 align-middle text-slate-800 dark:text-slate-100',
                    'max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:px-1 max-md:py-1.5 max-md:text-end',
                    'max-md:before:text-start max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)] dark:max-md:before:text-slate-300',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr role="row" className="max-md:block">
            <td role="cell" colSpan={columns.length} className="max-md:block">
              <TableMessage status={status} emptyMessage={emptyMessage} errorMessage={errorMessage} onRetry={onRetry} />
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function TableMessage({ status, emptyMessage, errorMessage, onRetry }: Pick<DataTableProps<unknown>, 'status' | 'emptyMessage' | 'errorMessage' | 'onRetry'>) {
  if (status === 'pending') {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" />
        Loading ...
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-slate-700 dark:text-slate-200">
        <CircleAlert aria-hidden="true" className="size-8 text-red-600 dark:text-red-400" />
        <p>{errorMessage}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center text-slate-600 dark:text-slate-300">
      <Inbox aria-hidden="true" className="size-8" />
      <p>{emptyMessage}</p>
    </div>
  );
}
