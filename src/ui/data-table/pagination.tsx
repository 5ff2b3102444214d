import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '#views/cn.ts';

interface PaginationProps {
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
  /** The server stopped counting at `total` (its cap, ten pages from the one asked): said as "mais de …". */
  totalIsEstimate?: boolean;
  onPageChange: (page: number) => void;
}

const count = new Intl.NumberFormat('pt-BR');

/** "Mostrando 1–10 de 25 registros", or honestly "… de mais de 100 registros" when the server stopped counting. */
export function shownRowsText({ page, perPage, total, totalIsEstimate = false }: Pick<PaginationProps, 'page' | 'perPage' | 'total' | 'totalIsEstimate'>): string {
  if (total === 0) return 'Nenhum registro';
  const first = (page - 1) * perPage + 1;
  const last = totalIsEstimate ? page * perPage : Math.min(page * perPage, total);
  const of = totalIsEstimate ? `mais de ${count.format(total)}` : count.format(total);
  return `Mostrando ${count.format(first)}–${count.format(last)} de ${of} ${total === 1 && !totalIsEstimate ? 'registro' : 'registros'}`;
}

/** Page numbers around the current one, the first and the last; `null` where pages are skipped. */
export function visiblePages(page: number, lastPage: number): (number | null)[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((candidate) => candidate >= 1 && candidate <= lastPage));
  const pages = [...wanted].sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  for (const [index, candidate] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && candidate - previous > 1) withGaps.push(null);
    withGaps.push(candidate);
  }
  return withGaps;
}

const buttonClasses =
  'grid h-11 min-w-11 lg:h-10 lg:min-w-10 place-items-center rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-700';

/** Which rows are shown, of how many, and the way to the other pages. */
export function Pagination({ page, lastPage, perPage, total, totalIsEstimate = false, onPageChange }: PaginationProps) {
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-700">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {shownRowsText({ page, perPage, total, totalIsEstimate })}
      </p>
      {lastPage > 1 && (
        <ul className="flex items-center gap-1">
          <li>
            <button type="button" className={buttonClasses} disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Página anterior">
              <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </button>
          </li>
          {visiblePages(page, lastPage).map((candidate, index) =>
            candidate === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
                …
              </li>
            ) : (
              <li key={candidate}>
                <button
                  type="button"
                  aria-label={`Página ${candidate}`}
                  aria-current={candidate === page ? 'page' : undefined}
                  onClick={() => onPageChange(candidate)}
                  className={cn(buttonClasses, candidate === page && 'bg-brand-600 text-white hover:bg-brand-700 dark:text-white dark:hover:bg-brand-700')}
                >
                  {candidate}
                </button>
              </li>
            ),
          )}
          <li>
            <button type="button" className={buttonClasses} disabled={page >= lastPage} onClick={() => onPageChange(page + 1)} aria-label="Próxima página">
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
