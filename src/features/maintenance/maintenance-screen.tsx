import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { CircleCheck, Eye, QrCode, Wrench } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { EnabledMaintenance, MaintenanceRecord } from '#contract/maintenance.ts';
import { maintenanceStatusLabels } from '#contract/maintenance-schedule.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import { formatCents } from '#src/lib/formatters.ts';
import type { MaintenanceSearch, MaintenanceTab } from './maintenance-search.ts';
import { Button } from '#src/ui/button.tsx';
import { actionsColumn } from '#src/ui/data-table/columns.tsx';
import { rowLinkClasses, type Column } from '#src/ui/data-table/data-table.tsx';
import { ListingView, type ListingTexts } from '#src/ui/data-table/listing-view.tsx';
import { rowActionClasses } from '#src/ui/data-table/row-action.ts';
import { RowActionLabel } from '#src/ui/data-table/row-action-label.tsx';
import type { ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { useOpenedRecord } from '#src/ui/data-table/use-opened-record.ts';
import { cn } from '#views/cn.ts';
import { MaintenanceStatusBadge } from '#views/maintenance-status-badge.tsx';
import { maintenanceQueries, useMaintenanceProgramme, useMaintenanceRecords } from './api/maintenance-queries.ts';
import { ExecutionDialog } from './execution-dialog.tsx';
import { MaintenanceFilters } from './maintenance-filters.tsx';
import { MaintenanceSummaryView } from './maintenance-summary.tsx';
import { MaintenanceTimeline } from './maintenance-timeline.tsx';

// The label sheet and its QR library load when the sheet is first opened, not with the programme.
const QrLabelSheetDialog = lazy(() => import('./qr-label-sheet.tsx').then((module) => ({ default: module.QrLabelSheetDialog })));

interface MaintenanceScreenProps {
  search: MaintenanceSearch;
  onSearchChange: ListingNavigation<MaintenanceSearch>;
}

const SECTIONS: { tab: MaintenanceTab | undefined; label: string }[] = [
  { tab: undefined, label: 'Programa' },
  { tab: 'execucoes', label: 'Execuções' },
  { tab: 'linha-do-tempo', label: 'Linha do tempo' },
  { tab: 'resumo', label: 'Resumo' },
];

const periodLabels: Record<MaintenanceTab | 'programa', string> = {
  programa: 'Próximo vencimento',
  execucoes: 'Realização',
  'linha-do-tempo': 'Período',
  resumo: 'Período',
};

/**
 * SPEC §2 /maintenance ('Manutenções'): the staff's NBR 5674 programme, its executions, the timeline and the summary
 * of a condominium, under one filter kept in the URL (SPEC §3 `selected_filter`).
 */
export function MaintenanceScreen({ search, onSearchChange }: MaintenanceScreenProps) {
  const recorded = useLocation({ select: (location) => location.state.recordedExecution });
  const setSearch = (changes: Partial<MaintenanceSearch>) => onSearchChange({ ...search, ...changes, page: undefined });
  return (
    <div className="space-y-4">
      {recorded && (
        <p role="status" className="card flex items-start gap-2 p-4 text-sm text-emerald-900 dark:text-emerald-100">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
          <span>
            Execução registrada: {recorded.system} · {recorded.activity}. Próximo vencimento em <strong>{formatCalendarDay(recorded.nextDueOn)}</strong>.
          </span>
        </p>
      )}
      <nav aria-label="Seções de manutenção" className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700">
        {SECTIONS.map(({ tab, label }) => {
          const current = search.tab === tab;
          return (
            <Link
              key={label}
              to="/maintenance"
              search={{ ...search, tab, page: undefined }}
              aria-current={current ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-medium',
                current ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {label}
            </Link>
          );
        })}
      </nav>
      <MaintenanceFilters search={search} onChange={setSearch} periodLabel={periodLabels[search.tab ?? 'programa']} />
      {search.tab === undefined && <ProgrammeSection search={search} onSearchChange={onSearchChange} />}
      {search.tab === 'execucoes' && <RecordsSection search={search} onSearchChange={onSearchChange} />}
      {(search.tab === 'linha-do-tempo' || search.tab === 'resumo') && <CondominiumSection search={search} />}
      <RecordingDialog search={search} onSearchChange={onSearchChange} />
    </div>
  );
}

/**
 * The execution being recorded is in the address (`recording`, issue 23 §2), so that a session ending underneath
 * comes back to it, with its draft: opened from the address alone, the dialog reads the maintenance it records.
 */
function RecordingDialog({ search, onSearchChange }: MaintenanceScreenProps) {
  const opened = useQuery({ ...maintenanceQueries.detail(search.recording ?? ''), enabled: Boolean(search.recording) });
  const open = useOpenedRecord('recording', opened, search, onSearchChange);
  if (!search.recording || !opened.data) return null;
  return <ExecutionDialog key={opened.data.uuid} maintenance={opened.data} returnSearch={search} onClose={() => open(undefined)} />;
}

const PROGRAMME_TEXTS: ListingTexts = {
  caption: 'Programa de manutenção',
  filter: { label: 'Buscar manutenção por sistema ou atividade', placeholder: 'Sistema ou atividade' },
  noMatch: 'Nenhuma manutenção encontrada para esta busca.',
  loadError: 'Erro ao carregar manutenções',
};

function ProgrammeSection({ search, onSearchChange }: MaintenanceScreenProps) {
  const listing = useMaintenanceProgramme(search, onSearchChange);
  const condominiums = useCondominiumChoices();
  const showCondominium = condominiums.options.length > 1 && !search.condominium;
  const filtered = Boolean(listing.request.filter || listing.request.selected_filter);

  // On a 768 px tablet the whole row fits without scrolling sideways (the date and the status are what the zelador
  // looks for): periodicity and responsible sit under the activity instead of in columns of their own.
  const columns: Column<EnabledMaintenance>[] = [
    {
      key: 'activity',
      header: 'Sistema e atividade',
      card: 'title',
      csv: [
        { header: 'Atividade', value: (row) => row.activity },
        { header: 'Sistema', value: (row) => row.system },
        ...(showCondominium ? [{ header: 'Condomínio', value: (row: EnabledMaintenance) => row.condominium.comercial_name }] : []),
        { header: 'Periodicidade', value: (row) => row.periodicity.name },
        { header: 'Responsável', value: (row) => row.responsible_type.name },
      ],
      cell: (row) => (
        <span className="flex flex-col">
          <Link to="/maintenance-details/$id" params={{ id: row.uuid }} className={rowLinkClasses}>
            {row.activity}
          </Link>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {row.system}
            {showCondominium && ` · ${row.condominium.comercial_name}`}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-300">
            <span>{row.periodicity.name}</span> · <span>{row.responsible_type.name}</span>
          </span>
        </span>
      ),
    },
    { key: 'last', header: 'Última execução', widthRem: 7, cell: (row) => (row.last_performed_on ? formatCalendarDay(row.last_performed_on) : 'Nunca') },
    { key: 'next', header: 'Próximo vencimento', widthRem: 7, cell: (row) => formatCalendarDay(row.next_due_on) },
    { key: 'status', header: 'Situação', widthRem: 9, className: 'md:px-3', csv: (row) => maintenanceStatusLabels[row.status], cell: (row) => <MaintenanceStatusBadge status={row.status} /> },
    actionsColumn<EnabledMaintenance>(
      (row) => (
        <span className="inline-flex gap-1">
          <button type="button" onClick={() => onSearchChange({ ...search, recording: row.uuid })} aria-label={`Registrar execução de ${row.activity}`} className={rowActionClasses}>
            <RowActionLabel icon={Wrench} word="Registrar execução" />
          </button>
          <Link to="/maintenance-details/$id" params={{ id: row.uuid }} aria-label={`Ver manutenção ${row.activity}`} className={rowActionClasses}>
            <RowActionLabel icon={Eye} word="Ver" />
          </Link>
        </span>
      ),
      { count: 2 },
    ),
  ];

  return (
    <ListingView
      listing={listing}
      texts={PROGRAMME_TEXTS}
      columns={columns}
      rowKey={(row) => row.uuid}
      emptyMessage={filtered ? 'Nenhuma manutenção com estes filtros.' : 'Nenhuma manutenção habilitada ainda: a administração monta o programa do condomínio.'}
      actions={<QrLabelsAction search={search} />}
    />
  );
}

/**
 * Issue 14: the zelador prints the QR labels to stick on the equipment, of the condominium shown: their own, or
 * with several, the one chosen in the filter (a sheet mixes no buildings).
 */
function QrLabelsAction({ search }: { search: MaintenanceSearch }) {
  const condominiums = useCondominiumChoices();
  const [open, setOpen] = useState(false);
  const only = condominiums.options.length === 1 ? condominiums.options[0]?.value : undefined;
  const condominium = search.condominium ?? only;
  const name = condominiums.options.find((option) => option.value === condominium)?.label ?? '';
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-disabled={!condominium}
        title={condominium ? undefined : 'Escolha o condomínio nos filtros para imprimir as etiquetas dele.'}
      >
        <QrCode aria-hidden="true" className="size-4" />
        Imprimir etiquetas QR
      </Button>
      {open && condominium && (
        <Suspense fallback={null}>
          <QrLabelSheetDialog condominiumUuid={condominium} condominiumName={name} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

const EXECUTIONS_TEXTS: ListingTexts = {
  caption: 'Execuções registradas',
  filter: { label: 'Buscar execução por atividade, empresa ou profissional', placeholder: 'Atividade, empresa ou profissional' },
  noMatch: 'Nenhuma execução encontrada para esta busca.',
  loadError: 'Erro ao carregar execuções',
};

function RecordsSection({ search, onSearchChange }: MaintenanceScreenProps) {
  const listing = useMaintenanceRecords(search, onSearchChange);
  const condominiums = useCondominiumChoices();
  const showCondominium = condominiums.options.length > 1 && !search.condominium;
  const filtered = Boolean(listing.request.filter || listing.request.selected_filter);

  // Fits a 768 px tablet without scrolling sideways: the due date goes under the day performed, the proofs under the cost.
  const columns: Column<MaintenanceRecord>[] = [
    {
      key: 'performed',
      header: 'Realizada em',
      widthRem: 8.5,
      csv: [
        { header: 'Realizada em', value: (row) => formatCalendarDay(row.performed_on) },
        { header: 'Vencimento', value: (row) => formatCalendarDay(row.due_on) },
        { header: 'Feita em atraso', value: (row) => (row.done_late ? 'Sim' : 'Não') },
      ],
      cell: (row) => (
        <span className="flex flex-col">
          <span>{formatCalendarDay(row.performed_on)}</span>
          <span className="text-xs text-slate-600 dark:text-slate-300">Vencia em {formatCalendarDay(row.due_on)}</span>
          {row.done_late && <span className="text-xs font-medium text-orange-800 dark:text-orange-200">Feita em atraso</span>}
        </span>
      ),
    },
    {
      key: 'maintenance',
      header: 'Manutenção',
      card: 'title',
      csv: [
        { header: 'Atividade', value: (row) => row.maintenance.activity },
        { header: 'Sistema', value: (row) => row.maintenance.system },
        ...(showCondominium ? [{ header: 'Condomínio', value: (row: MaintenanceRecord) => row.condominium.comercial_name }] : []),
      ],
      cell: (row) => (
        <span className="flex flex-col">
          <Link to="/maintenance-details/$id" params={{ id: row.maintenance.uuid }} className={rowLinkClasses}>
            {row.maintenance.activity}
          </Link>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {row.maintenance.system}
            {showCondominium && ` · ${row.condominium.comercial_name}`}
          </span>
        </span>
      ),
    },
    {
      key: 'who',
      header: 'Responsável',
      widthRem: 11,
      csv: [
        { header: 'Responsável', value: (row) => row.responsible_type.name },
        { header: 'Empresa', value: (row) => row.company },
        { header: 'Profissional', value: (row) => row.professional },
      ],
      cell: (row) => (
        <span className="flex flex-col">
          {row.responsible_type.name}
          {(row.company || row.professional) && <span className="text-xs text-slate-600 dark:text-slate-300">{[row.company, row.professional].filter(Boolean).join(' · ')}</span>}
        </span>
      ),
    },
    {
      key: 'cost',
      header: 'Custo',
      widthRem: 8,
      // A number a spreadsheet can add up, in reais with a decimal comma.
      csv: [
        { header: 'Custo (R$)', value: (row) => (row.cost_cents === null ? null : row.cost_cents / 100) },
        { header: 'Comprovantes', value: (row) => row.evidence.length },
      ],
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.cost_cents === null ? '—' : formatCents(row.cost_cents)}</span>
          <span className="text-xs text-slate-600 dark:text-slate-300">{evidenceCount(row.evidence.length)}</span>
        </span>
      ),
    },
  ];

  return (
    <ListingView
      listing={listing}
      texts={EXECUTIONS_TEXTS}
      columns={columns}
      rowKey={(row) => row.uuid}
      emptyMessage={filtered ? 'Nenhuma execução com estes filtros.' : 'Nenhuma execução registrada ainda.'}
    />
  );
}

const evidenceCount = (count: number) => (count === 0 ? 'Sem comprovante' : count === 1 ? '1 comprovante' : `${count} comprovantes`);

/** The timeline and the summary are a condominium's: the one filtered, else the first of the person's. */
function CondominiumSection({ search }: { search: MaintenanceSearch }) {
  const condominiums = useCondominiumChoices();
  const condominium = search.condominium ?? condominiums.options[0]?.value;
  const name = condominiums.options.find((option) => option.value === condominium)?.label;
  if (!condominium) return <p className="card p-6 text-slate-600 dark:text-slate-300">Nenhum condomínio vinculado à sua conta.</p>;
  return search.tab === 'resumo' ? (
    <MaintenanceSummaryView condominium={condominium} condominiumName={name} search={search} />
  ) : (
    <MaintenanceTimeline condominium={condominium} condominiumName={name} search={search} />
  );
}
