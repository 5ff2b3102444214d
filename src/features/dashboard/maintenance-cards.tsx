import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import { MAINTENANCE_STATUSES, maintenanceStatusLabels, type MaintenanceStatus } from '#contract/maintenance-schedule.ts';
import type { MaintenancesBlock } from '#contract/dashboard.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import { textLinkClasses } from '#src/ui/text-link.ts';
import type { BlockState } from './api/dashboard-queries.ts';
import { BlockCard, EmptyState, RecordLine, RecordList, recordLinkClasses, useSecondaryLine } from './block-card.tsx';
import { ChartFigure } from './charts/chart-figure.tsx';
import { PALETTE } from './charts/chart-spec.ts';
import { countOf, formatMonthLong, formatMonthShort } from './dashboard-format.ts';

const STATUS_COLORS: Record<MaintenanceStatus, (typeof PALETTE)[keyof typeof PALETTE]> = {
  overdue: PALETTE.red,
  due_soon: PALETTE.amber,
  done_late: PALETTE.orange,
  up_to_date: PALETTE.emerald,
};

type MaintenanceRef = MaintenancesBlock['overdue'][number];

/** Links to maintenances with their due date, and their status where the list mixes them. */
function MaintenanceLinks({ items, label, withStatus = false }: { items: MaintenanceRef[]; label: string; withStatus?: boolean }) {
  const secondary = useSecondaryLine();
  const meta = (item: MaintenanceRef) =>
    withStatus ? (
      <>
        {formatCalendarDay(item.next_due_on)}
        <span className="block text-xs">{maintenanceStatusLabels[item.status]}</span>
      </>
    ) : (
      formatCalendarDay(item.next_due_on)
    );
  return (
    <RecordList label={label}>
      {items.map((item) => (
        <li key={item.uuid}>
          <Link to="/maintenance-details/$id" params={{ id: item.uuid }} className={recordLinkClasses}>
            <RecordLine primary={item.activity} secondary={secondary(item.system, item.condominium)} meta={meta(item)} />
          </Link>
        </li>
      ))}
    </RecordList>
  );
}

/** The maintenance programme filtered to one status: where a count of the dashboard leads. */
function StatusLink({ status, children }: { status: MaintenanceStatus; children: ReactNode }) {
  return (
    <Link to="/maintenance" search={{ situations: [status] }} className={textLinkClasses}>
      {children}
    </Link>
  );
}

type Block = { block: BlockState<MaintenancesBlock> };

/** The staff's overdue maintenances, most overdue first, each a link to its details (issue 15). */
export function OverdueMaintenancesCard({ block }: Block) {
  return (
    <BlockCard title="Manutenções vencidas" block={block} action={(data) => data.overdue.length > 0 && <StatusLink status="overdue">Ver vencidas</StatusLink>}>
      {(data) =>
        data.overdue.length === 0 ? (
          <EmptyState>Nenhuma manutenção vencida.</EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <StatusLink status="overdue">{countOf(data.by_status.overdue ?? data.overdue.length, 'vencida', 'vencidas')}</StatusLink>, da mais atrasada à mais recente.
            </p>
            <MaintenanceLinks items={data.overdue} label="Manutenções vencidas" />
          </>
        )
      }
    </BlockCard>
  );
}

export function MaintenancesByStatusCard({ block }: Block) {
  return (
    <BlockCard title="Manutenções por situação" block={block} skeleton="chart">
      {(data) => <MaintenancesByStatus byStatus={data.by_status} />}
    </BlockCard>
  );
}

export const NEXT_DAYS_TITLE = 'Agenda dos próximos 30 dias';

/**
 * Every due date of the next 30 days, soonest first, whatever its status. Named apart from the chart's "Vence em
 * breve" (issue 23), which counts only those inside their own warning window (each activity's `due_soon_days`): each
 * item says its status, and the card says how many of them that is.
 */
export function NextMaintenancesCard({ block }: Block) {
  return (
    <BlockCard title={NEXT_DAYS_TITLE} block={block}>
      {(data) => {
        if (data.next_30_days.length === 0) return <EmptyState>Nenhuma manutenção vence nos próximos 30 dias.</EmptyState>;
        const dueSoon = data.next_30_days.filter((item) => item.status === 'due_soon').length;
        return (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Todos os vencimentos até {formatCalendarDay(addCalendarDays(productToday(), 30))}, em qualquer situação. “{maintenanceStatusLabels.due_soon}” são só os que já
              entraram no prazo de aviso de cada manutenção: {dueSoon === 0 ? 'nenhum' : <StatusLink status="due_soon">{dueSoon}</StatusLink>} destes.
            </p>
            <MaintenanceLinks items={data.next_30_days} label="Manutenções dos próximos 30 dias" withStatus />
          </>
        );
      }}
    </BlockCard>
  );
}

/** Six months back and six ahead: executions recorded against due dates. */
export function MaintenancesByMonthCard({ block }: Block) {
  return (
    <BlockCard title="Manutenções por mês" block={block} skeleton="chart" className="md:col-span-2">
      {(data) => <MaintenancesByMonth byMonth={data.by_month} />}
    </BlockCard>
  );
}

function MaintenancesByStatus({ byStatus }: { byStatus: MaintenancesBlock['by_status'] }) {
  const values = MAINTENANCE_STATUSES.map((status) => byStatus[status] ?? 0);
  if (values.every((value) => value === 0)) return <EmptyState>Nenhuma manutenção habilitada.</EmptyState>;
  return (
    <ChartFigure
      caption="Manutenções por situação"
      categoryHeader="Situação"
      spec={{
        kind: 'doughnut',
        labels: MAINTENANCE_STATUSES.map((status) => maintenanceStatusLabels[status]),
        series: [{ label: 'Manutenções', values, color: MAINTENANCE_STATUSES.map((status) => STATUS_COLORS[status]) }],
      }}
    />
  );
}

function MaintenancesByMonth({ byMonth }: { byMonth: MaintenancesBlock['by_month'] }) {
  if (byMonth.every((month) => month.performed === 0 && month.due === 0)) {
    return <EmptyState>Nenhuma execução nem vencimento entre seis meses atrás e seis meses à frente.</EmptyState>;
  }
  return (
    <ChartFigure
      caption="Manutenções por mês: realizadas e previstas"
      categoryHeader="Mês"
      categoryNames={byMonth.map((month) => formatMonthLong(month.month))}
      spec={{
        kind: 'bar',
        labels: byMonth.map((month) => formatMonthShort(month.month)),
        series: [
          { label: 'Realizadas', values: byMonth.map((month) => month.performed), color: PALETTE.emerald },
          { label: 'Previstas', values: byMonth.map((month) => month.due), color: PALETTE.brand },
        ],
      }}
    />
  );
}

/** A morador's maintenance card: the condominium's upcoming maintenances that residents feel (issue 15). */
export function ResidentMaintenanceCard({ block }: Block) {
  const secondary = useSecondaryLine();
  return (
    <BlockCard title="Próximas manutenções que afetam os moradores" block={block}>
      {(data) =>
        data.affecting_residents.length === 0 ? (
          <EmptyState>Nenhuma manutenção que afete os moradores nos próximos 30 dias.</EmptyState>
        ) : (
          <RecordList label="Manutenções previstas">
            {data.affecting_residents.map((item) => (
              <li key={item.uuid}>
                <RecordLine primary={item.activity} secondary={secondary(item.system, item.condominium)} meta={formatCalendarDay(item.next_due_on)} />
              </li>
            ))}
          </RecordList>
        )
      }
    </BlockCard>
  );
}
