import { validityLabels, type Validity } from '#contract/documents.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import { cn } from '#views/cn.ts';

const tones: Record<Validity, string> = {
  valid: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  expiring: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  expired: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** A document's validity: its last day and where it stands (em dia, vence em 30 dias, vencido); "Sem validade" without one. */
export function ValidityBadge({ validUntil, validity }: { validUntil: string | null; validity: Validity | null }) {
  if (!validUntil || !validity) return <span className="text-slate-600 dark:text-slate-300">Sem validade</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="tabular-nums">{formatCalendarDay(validUntil)}</span>
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', tones[validity])}>{validityLabels[validity]}</span>
    </span>
  );
}
