import type { ReactNode } from 'react';
import { errorMessage as messageOf } from '#src/lib/api-error.ts';
import { FilterInput } from '../filter-input.tsx';
import { DataTable, useShownColumns, type Column } from './data-table.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { Pagination } from './pagination.tsx';
import type { Listing } from './use-listing.ts';

/** What a listing says whatever its state: a screen keeps it as a constant beside its columns. */
export interface ListingTexts {
  /** Names the table and the region (e.g. "Condomínios cadastrados"). */
  caption: string;
  /** The free-text filter's label and placeholder; a listing whose server takes no text (the audit trail's) has none. */
  filter?: { label: string; placeholder: string };
  /** When a filter finds nothing. */
  noMatch: string;
  /** SPEC §8 style: 'Erro ao carregar …'. */
  loadError: string;
}

interface ListingViewProps<T> {
  listing: Pick<Listing<T, { page?: number; filter?: string }, { page: number; filter?: string }>, 'query' | 'request' | 'filter' | 'setFilter' | 'setPage' | 'fetchPage'>;
  texts: ListingTexts;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** When there is nothing yet: it often depends on who looks (what they may add) or on the screen's own filters. */
  emptyMessage: string;
  /** Buttons beside the filter (e.g. "Cadastrar condomínio"), after "Exportar CSV". */
  actions?: ReactNode;
  /** A condominium is chosen in the screen's filters (its condominium column says nothing then). */
  condominiumChosen?: boolean;
}

/** A listing screen's body: filter, "Exportar CSV" and actions, the table, and the pagination (ARCHITECTURE §10). */
export function ListingView<T>({
  listing,
  texts: { caption, filter: filterTexts, noMatch, loadError },
  columns,
  rowKey,
  emptyMessage,
  actions,
  condominiumChosen,
}: ListingViewProps<T>) {
  const { query, request, filter, setFilter, setPage, fetchPage } = listing;
  const page = query.data;
  // The export has the columns of the table on a wide screen, whatever the width of this one.
  const shownColumns = useShownColumns(columns, condominiumChosen ?? false);
  const exportable = page !== undefined && page.total > 0;
  const status = query.isPending ? 'pending' : query.isError && !page ? 'error' : 'success';
  const serverMessage = query.error ? messageOf(query.error) : undefined;

  return (
    <section aria-label={caption} className="card overflow-hidden">
      {(filterTexts || exportable || actions) && (
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          {filterTexts && <FilterInput label={filterTexts.label} placeholder={filterTexts.placeholder} value={filter} onChange={setFilter} />}
          {(exportable || actions) && (
            <div className="flex shrink-0 flex-wrap gap-2 sm:ms-auto">
              {exportable && <ExportCsvButton caption={caption} columns={shownColumns} fetchPage={fetchPage} />}
              {actions}
            </div>
          )}
        </div>
      )}
      {/* A table wider than the screen scrolls inside its card instead of widening the page (relative: so do its screen-reader-only texts); below lg the rows are cards that fit. */}
      <div className="relative max-lg:px-3 max-lg:pb-3 lg:overflow-x-auto">
        <DataTable
          caption={caption}
          columns={columns}
          rows={page?.data}
          rowKey={rowKey}
          status={status}
          emptyMessage={request.filter ? noMatch : emptyMessage}
          errorMessage={serverMessage ? `${loadError}. ${serverMessage}` : loadError}
          onRetry={() => void query.refetch()}
          refreshing={query.isPlaceholderData || (query.isFetching && !query.isPending)}
          condominiumChosen={condominiumChosen}
        />
      </div>
      {page && page.total > 0 && (
        <Pagination
          page={page.current_page}
          lastPage={page.last_page}
          perPage={page.per_page}
          total={page.total}
          totalIsEstimate={page.total_capped ?? false}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
