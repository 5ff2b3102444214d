import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { DialogCloseButton, DialogContent, DialogRoot, DialogTitle } from './dialog.tsx';

interface FilterPanelProps {
  /** How many filters are on: the phone's button says so. */
  activeCount: number;
  /** The filters' fields, laid out by the screen. */
  children: ReactNode;
}

/**
 * A screen's filters: on wide screens in a card above the list; on a phone, where they would push the list hundreds
 * of pixels down, behind one "Filtros" button that says how many are on and opens them in a sheet.
 */
export function FilterPanel({ activeCount, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <section aria-label="Filtros" className="card p-4 max-md:hidden">
        {children}
      </section>
      <div className="md:hidden">
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtros
          {activeCount > 0 && (
            <span className="rounded-full bg-brand-700 px-2 text-xs font-semibold text-white dark:bg-brand-300 dark:text-slate-900">
              {activeCount}
              <span className="sr-only"> ativos</span>
            </span>
          )}
        </Button>
      </div>
      <DialogRoot open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent placement="end" aria-describedby={undefined} className="flex w-full flex-col gap-4 overflow-y-auto p-4">
            <div className="flex items-center justify-between gap-2">
              <DialogTitle>Filtros</DialogTitle>
              <DialogCloseButton label="Fechar filtros" />
            </div>
            {children}
            <Button onClick={() => setOpen(false)}>Ver resultados</Button>
          </DialogContent>
        )}
      </DialogRoot>
    </>
  );
}
