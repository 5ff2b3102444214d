import { reformStatusLabels, type ReformStatus } from '#contract/reforms.ts';
import { cn } from '#views/cn.ts';

const tones: Record<ReformStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  approved: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  disapproved: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  finished: 'bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** The badge in words, for a spreadsheet: "Aprovada", or "Aprovada (inativa)". */
export function reformStatusText(status: ReformStatus, active: boolean): string {
  return active ? reformStatusLabels[status] : `${reformStatusLabels[status]} (inativa)`;
}

/** Where a reform is in its workflow (em análise, aprovada, reprovada, concluída); "inativa" beside it when it is. */
export function ReformStatusBadge({ status, active }: { status: ReformStatus; active: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', tones[status])}>{reformStatusLabels[status]}</span>
      {!active && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">Inativa</span>}
    </span>
  );
}
