import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleCheck } from 'lucide-react';
import type { TimelineEntry } from '#contract/maintenance.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import type { MaintenanceSearch } from './maintenance-search.ts';
import { QueryView } from '#src/ui/query-view.tsx';
import { cn } from '#views/cn.ts';
import { MaintenanceStatusBadge } from '#views/maintenance-status-badge.tsx';
import { useMaintenanceTimeline } from './api/maintenance-queries.ts';

type AxisItem = { kind: 'today'; day: string } | (TimelineEntry & { key: string });

export interface TimelineMonth {
  /** `YYYY-MM` */
  month: string;
  items: AxisItem[];
}

// On one day: what was done, then today, then what is due.
const order = { performed: 0, today: 1, due: 2 } as const;

/** The entries and today on one axis, in order, grouped by month (today's month is there even with nothing in it). */
export function timelineMonths(entries: TimelineEntry[], today: string): TimelineMonth[] {
  const items: AxisItem[] = [
    ...entries.map((entry, index) => ({ ...entry, key: `${entry.kind}-${entry.record_uuid ?? entry.maintenance.uuid}-${entry.day}-${index}` })),
    { kind: 'today' as const, day: today },
  ];
  items.sort((a, b) => a.day.localeCompare(b.day) || order[a.kind] - order[b.kind]);
  const months: TimelineMonth[] = [];
  for (const item of items) {
    const month = item.day.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.items.push(item);
    else months.push({ month, items: [item] });
  }
  return months;
}

const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
/** `2026-11` → "Novembro de 2026" */
const monthTitle = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

interface MaintenanceTimelineProps {
  condominium: string;
  condominiumName?: string;
  /** The screen's filter (SPEC §3 `selected_filter`): the timeline shows the maintenances the programme shows. */
  search: MaintenanceSearch;
}

/**
 * GET /maintenance/timeline/{condominium}: executions done and due dates ahead on one vertical axis, by month, with
 * today marked; one column that reads the same on a 768 px tablet as on a desktop.
 */
export function MaintenanceTimeline({ condominium, condominiumName, search }: MaintenanceTimelineProps) {
  const timeline = useMaintenanceTimeline(condominium, search);
  return (
    <QueryView query={timeline} errorTitle="Erro ao carregar a linha do tempo">
      {({ from, to, today, entries }) => (
        <section aria-labelledby="timeline-title" className="card p-4 md:p-6">
          <h2 id="timeline-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Linha do tempo{condominiumName && ` · ${condominiumName}`}
          </h2>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
            De {formatCalendarDay(from)} a {formatCalendarDay(to)}: execuções realizadas e vencimentos previstos.
          </p>
          {entries.length === 0 ? (
            <p className="py-8 text-center text-slate-600 dark:text-slate-300">Nenhuma execução nem vencimento neste período.</p>
          ) : (
            <ol aria-label="Linha do tempo" className="space-y-6">
              {timelineMonths(entries, today).map(({ month, items }) => (
                <li key={month}>
                  <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-200">{monthTitle(month)}</h3>
                  <ol className="relative space-y-3 border-s-2 border-slate-200 ps-6 dark:border-slate-700">
                    {items.map((item) => (item.kind === 'today' ? <TodayMark key="today" day={item.day} /> : <TimelineItem key={item.key} entry={item} />))}
                  </ol>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </QueryView>
  );
}

function TodayMark({ day }: { day: string }) {
  return (
    <li aria-label={`Hoje, ${formatCalendarDay(day)}`} className="relative flex items-center gap-2">
      <span aria-hidden="true" className="absolute -start-[1.95rem] size-3.5 rounded-full border-2 border-white bg-brand-600 dark:border-slate-800 dark:bg-brand-400" />
      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white dark:bg-brand-400 dark:text-slate-900">hoje</span>
      <span className="h-px flex-1 bg-brand-600/40 dark:bg-brand-400/40" />
      <span className="text-xs text-slate-600 dark:text-slate-300">{formatCalendarDay(day)}</span>
    </li>
  );
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const performed = entry.kind === 'performed';
  const Icon = performed ? CircleCheck : CalendarClock;
  return (
    <li className="relative">
      <Icon
        aria-hidden="true"
        className={cn(
          'absolute -start-[2.2rem] top-0.5 size-5 rounded-full bg-white dark:bg-slate-800',
          performed ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-500 dark:text-slate-400',
        )}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-medium text-slate-700 tabular-nums dark:text-slate-200">{formatCalendarDay(entry.day)}</span>
        <span className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">{performed ? 'Realizada' : 'Vencimento'}</span>
        {performed ? entry.status === 'done_late' && <MaintenanceStatusBadge status="done_late" /> : entry.status && <MaintenanceStatusBadge status={entry.status} />}
      </div>
      <Link to="/maintenance-details/$id" params={{ id: entry.maintenance.uuid }} className="mt-0.5 block font-medium text-slate-900 hover:underline dark:text-white">
        {entry.maintenance.activity}
      </Link>
      <p className="text-sm text-slate-600 dark:text-slate-300">{entry.maintenance.system}</p>
    </li>
  );
}
