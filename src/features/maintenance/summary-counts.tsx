import { MAINTENANCE_STATUSES } from '#contract/maintenance-schedule.ts';
import type { MaintenanceSummary } from '#contract/maintenance.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import { formatCents } from '#src/lib/formatters.ts';
import { MaintenanceStatusBadge } from '#views/maintenance-status-badge.tsx';

interface SummaryCountsProps {
  counts: Pick<MaintenanceSummary, 'by_status' | 'by_system' | 'performed' | 'cost_cents'>;
  /** The day the statuses are of, named when it is read later than today (a printed report); else "hoje". */
  statusDay?: string;
}

/** The figures of a summary: the programme by status, the period's executions and cost, and both per system (the Resumo tab and the assembleia report). */
export function SummaryCounts({ counts, statusDay }: SummaryCountsProps) {
  return (
    <>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-700 break-after-avoid dark:text-slate-200">{statusDay ? `Situação em ${formatCalendarDay(statusDay)}` : 'Situação hoje'}</h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 print:grid-cols-4">
          {MAINTENANCE_STATUSES.map((status) => (
            <div key={status} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
              <dt>
                <MaintenanceStatusBadge status={status} />
              </dt>
              <dd className="mt-2 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{counts.by_status[status] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm text-slate-600 dark:text-slate-300">Execuções no período</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{counts.performed}</dd>
        </div>
        <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm text-slate-600 dark:text-slate-300">Custo no período</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{formatCents(counts.cost_cents)}</dd>
        </div>
      </dl>

      {counts.by_system.length === 0 ? (
        <p className="text-center text-slate-600 dark:text-slate-300">Nenhuma manutenção habilitada neste condomínio.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="mb-2 text-start text-sm font-semibold text-slate-700 dark:text-slate-200">Por sistema</caption>
            <thead>
              <tr className="border-b border-slate-200 text-start text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-300">
                <th scope="col" className="px-3 py-2 text-start">Sistema</th>
                <th scope="col" className="px-3 py-2 text-end">Habilitadas</th>
                <th scope="col" className="px-3 py-2 text-end">Realizadas</th>
                <th scope="col" className="px-3 py-2 text-end">Em atraso</th>
                <th scope="col" className="px-3 py-2 text-end">Vencidas</th>
              </tr>
            </thead>
            <tbody>
              {counts.by_system.map((row) => (
                <tr key={row.system} className="break-inside-avoid border-b border-slate-200 last:border-b-0 dark:border-slate-700">
                  <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900 dark:text-white">{row.system}</th>
                  <td className="px-3 py-2 text-end tabular-nums">{row.enabled}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{row.performed}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{row.done_late}</td>
                  <td className="px-3 py-2 text-end tabular-nums">{row.overdue}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
