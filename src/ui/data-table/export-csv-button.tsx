import { isCancelledError } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '#src/lib/api-error.ts';
import { importWhenOnline } from '#src/lib/import-when-online.ts';
import { Button } from '../button.tsx';
import { notify } from '../toasts/notify.ts';
import type { Column } from './data-table.tsx';
import type { FetchPage } from './listing-csv.ts';

interface ExportCsvButtonProps<T> {
  caption: string;
  /** The columns the person sees on a wide screen. */
  columns: readonly Column<T>[];
  fetchPage: FetchPage<T>;
}

/**
 * "Exportar CSV" (issue 23 §4): every row matching the listing's filters, every page of it, as a spreadsheet Excel
 * opens in pt-BR. The button spins while the pages come; offline it says it waits for the connection (ui/button.tsx),
 * and the export goes on by itself when the connection returns, as the listing's own queries do.
 */
export function ExportCsvButton<T>({ caption, columns, fetchPage }: ExportCsvButtonProps<T>) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { exportListingCsv } = await importWhenOnline(() => import('./listing-csv.ts'));
      const { exported, capped } = await exportListingCsv({ caption, columns, fetchPage });
      if (capped) notify.info(`Exportadas as primeiras ${exported.toLocaleString('pt-BR')} linhas; refine os filtros para exportar o restante.`);
    } catch (error) {
      // A session that ended meanwhile cancels the fetch: the sign-in screen already says why.
      if (!isCancelledError(error)) notify.error(`Erro ao exportar CSV. ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
      {exporting ? (
        'Exportando…'
      ) : (
        <>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Exportar CSV
        </>
      )}
    </Button>
  );
}
