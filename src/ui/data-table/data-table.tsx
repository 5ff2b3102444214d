import { CircleAlert, Inbox } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import type { CsvValue } from '#src/lib/csv.ts';
import { useSession } from '#src/stores/session.ts';
import { cn } from '#views/cn.ts';
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
  /**
   * Its place on the card that stands for a row below `lg` (phones and portrait tablets), where a table would
   * scroll sideways: 'title' heads the card and holds the row's opener (`rowLinkClasses`, the whole row opens on
   * tap); 'detail' (the default) sits under it with its header above the value; 'actions' ends the card; 'hidden'
   * is left to the wide table (a column that repeats what the title says).
   */
  card?: 'title' | 'detail' | 'actions' | 'hidden';
  /** Names the rows' condominium(s): left out when they can only be one (the caller has one, or the filter chose one). */
  severalCondominiumsOnly?: boolean;
  /**
   * Its value in the listing's CSV export, under its header; or, when its cell stacks several values (a name and an
   * e-mail), one field each, so each gets its own spreadsheet column. Without it, a cell of plain text is exported as
   * it is and any other cell (a badge, a switch) is left out; a column whose header is hidden (actions) never is.
   */
  csv?: ((row: T) => CsvValue) | readonly CsvField<T>[];
}

/** One spreadsheet column of a listing column that shows several values. */
export interface CsvField<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * The row's opener, in its 'title' column (a link to the record or the button that opens it): it stretches over its
 * row (the row is `relative`), so a tap anywhere on the row opens the record; the row's other controls sit above it.
 */
export const rowLinkClasses = 'text-start font-medium text-slate-900 hover:underline after:absolute after:inset-0 after:content-[""] dark:text-white';

/** Controls in a row other than its opener stay above the opener stretched over the row. */
const aboveRowLink = '[&_:is(a,button,input,label)]:relative [&_:is(a,button,input,label)]:z-10';

const cardCellClasses = {
  title: 'max-lg:order-first max-lg:col-span-full max-lg:text-base',
  detail:
    'max-lg:before:mb-0.5 max-lg:before:block max-lg:before:text-xs max-lg:before:font-medium max-lg:before:text-slate-600 max-lg:before:content-[attr(data-label)] dark:max-lg:before:text-slate-300',
  actions:
    'max-lg:col-span-full max-lg:flex max-lg:flex-wrap max-lg:justify-end max-lg:empty:hidden max-lg:-mx-4 max-lg:-mb-4 max-lg:border-t max-lg:border-slate-200 max-lg:px-2 max-lg:py-1 dark:max-lg:border-slate-700',
  hidden: 'max-lg:hidden',
} as const;

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
  /** The rows are of one condominium, chosen in the filter (see `Column.severalCondominiumsOnly`). */
  condominiumChosen?: boolean;
}

/**
 * The columns shown (on a wide screen) to the caller: a column naming the rows' condominium only when they may be of
 * several, the master's being the platform's and anyone else's their own. The table and its CSV export both use it.
 */
export function useShownColumns<T>(declared: readonly Column<T>[], condominiumChosen: boolean): readonly Column<T>[] {
  const user = useSession((state) => state.activeUser);
  const severalCondominiums = !condominiumChosen && (user?.type === 'master' || (user?.condominium.length ?? 0) > 1);
  return severalCondominiums ? declared : declared.filter((column) => !column.severalCondominiumsOnly);
}

/**
 * The listings' table: a table on wide screens; below `lg`, a stack of cards, one per row, each headed by its
 * 'title' column, its details in a grid under it and its actions at its foot, all in reach without scrolling
 * sideways. One markup for both (the explicit roles keep the table's semantics when CSS changes how its parts
 * display), so every screen declares its columns once.
 */
export function DataTable<T>({
  caption,
  columns: declared,
  rows,
  rowKey,
  status,
  emptyMessage,
  errorMessage,
  onRetry,
  refreshing = false,
  condominiumChosen = false,
}: DataTableProps<T>) {
  const columns = useShownColumns(declared, condominiumChosen);
  const hasRows = status === 'success' && rows !== undefined && rows.length > 0;
  return (
    <table
      role="table"
      aria-busy={refreshing || status === 'pending' || undefined}
      style={{ '--table-min-width': `${tableMinWidthRem(columns)}rem` } as CSSProperties}
      className={cn('w-full text-sm max-lg:block lg:min-w-(--table-min-width) lg:table-fixed', refreshing && 'opacity-60 transition-opacity')}
    >
      <caption className="sr-only">{caption}</caption>
      <colgroup className="max-lg:hidden">
        {columns.map((column) => (
          <col key={column.key} style={column.widthRem ? { width: `${column.widthRem}rem` } : undefined} />
        ))}
      </colgroup>
      <thead role="rowgroup" className="max-lg:sr-only">
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
      <tbody role="rowgroup" className="max-lg:block max-lg:space-y-3">
        {hasRows ? (
          rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={cn(
                'relative border-b border-slate-200 last:border-b-0 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-700/40',
                'max-lg:grid max-lg:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] max-lg:gap-x-4 max-lg:gap-y-3 max-lg:overflow-hidden max-lg:rounded-lg max-lg:border max-lg:p-4 max-lg:last:border-b',
              )}
            >
              {columns.map((column) => {
                const place = column.card ?? 'detail';
                return (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={place === 'detail' ? column.header : undefined}
                    className={cn(
                      'min-w-0 align-middle text-slate-800 max-lg:block lg:px-4 lg:py-3 dark:text-slate-100',
                      place !== 'title' && aboveRowLink,
                      cardCellClasses[place],
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))
        ) : (
          <tr role="row" className="max-lg:block">
            <td role="cell" colSpan={columns.length} className="max-lg:block">
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
