import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { calendarDaysBetween, productToday } from '#contract/calendar.ts';
import { maintenanceStatusLabels } from '#contract/maintenance-schedule.ts';
import { REPORT_LONGEST_DAYS, REPORT_PERIOD_TOO_LONG, type MaintenanceRecord, type MaintenanceReport } from '#contract/maintenance.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { formatCalendarDay, formatDateTime } from '#src/lib/dates.ts';
import { formatCents, formatCep, formatCnpj } from '#src/lib/formatters.ts';
import type { MaintenanceSearch } from './maintenance-search.ts';
import { Button } from '#src/ui/button.tsx';
import { DetailItem, DetailList } from '#src/ui/detail-list.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { Field } from '#src/ui/field.tsx';
import { QueryView } from '#src/ui/query-view.tsx';
import { cn } from '#views/cn.ts';
import { overviewRequestOf, usePeriodicities, useMaintenanceReport, useResponsibleTypes } from './api/maintenance-queries.ts';
import { SummaryCounts } from './summary-counts.tsx';

export const REPORT_TITLE = 'Relatório de manutenção para assembleia';
export const CHOOSE_CONDOMINIUM_HINT = 'Escolha o condomínio nos filtros para gerar o relatório dele.';

/**
 * 'Relatório para assembleia' on the Resumo tab (issue 23 §4): the report of one condominium, their own or, with
 * several, the one chosen in the filter (a report mixes no buildings), with the filter's other choices.
 */
export function AssemblyReportAction({ search }: { search: MaintenanceSearch }) {
  const condominiums = useCondominiumChoices();
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const only = condominiums.options.length === 1 ? condominiums.options[0]?.value : undefined;
  const condominium = search.condominium ?? only;
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" onClick={() => setOpen(true)} aria-disabled={!condominium} aria-describedby={condominium ? undefined : hintId}>
        <Printer aria-hidden="true" className="size-4" />
        Relatório para assembleia
      </Button>
      {!condominium && (
        <p id={hintId} className="max-w-64 text-xs text-slate-600 dark:text-slate-300">
          {CHOOSE_CONDOMINIUM_HINT}
        </p>
      )}
      {open && condominium && <AssemblyReportDialog condominium={condominium} search={search} onClose={() => setOpen(false)} />}
    </div>
  );
}

/** The calendar year of today: the assembleia's usual period. */
function currentYear() {
  const year = productToday().slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The period's problems, on its fields, as the server would say them (it checks the same). */
function periodErrors(from: string, to: string): { from?: string; to?: string } {
  if (!from || !to) return { ...(!from && { from: 'Informe o início do período.' }), ...(!to && { to: 'Informe o fim do período.' }) };
  if (to < from) return { to: 'O fim do período deve ser depois do início.' };
  if (calendarDaysBetween(from, to) >= REPORT_LONGEST_DAYS) return { to: REPORT_PERIOD_TOO_LONG };
  return {};
}

interface AssemblyReportDialogProps {
  condominium: string;
  search: MaintenanceSearch;
  onClose: () => void;
}

/**
 * The report in a dialog, with its period (the current year unless changed) and a print button: the browser prints
 * it alone, or saves it as PDF ("Salvar como PDF"). The `print-sheet` rules of index.css leave out the app around it,
 * on white, on A4; what only serves the screen carries `print:hidden`.
 */
function AssemblyReportDialog({ condominium, search, onClose }: AssemblyReportDialogProps) {
  const [period, setPeriod] = useState(currentYear);
  const errors = periodErrors(period.from, period.to);
  const valid = !errors.from && !errors.to;
  const report = useMaintenanceReport(condominium, { ...overviewRequestOf(search), ...period }, valid);
  const ready = valid && report.data !== undefined && !report.isPlaceholderData;
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="5xl" className="print-sheet max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="mb-4 flex items-start justify-between gap-3 border-black print:border-b-2 print:pb-2">
          <div className="min-w-0">
            <DialogTitle>{REPORT_TITLE}</DialogTitle>
            <DialogDescription className="print:hidden">Escolha o período e imprima, ou salve em PDF na janela de impressão do navegador.</DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        <form className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start print:hidden" onSubmit={(event) => event.preventDefault()}>
          <Field name="from" type="date" label="Período: de" value={period.from} max={period.to || undefined} error={errors.from} onChange={(event) => setPeriod({ ...period, from: event.target.value })} />
          <Field name="to" type="date" label="Período: até" value={period.to} min={period.from || undefined} error={errors.to} onChange={(event) => setPeriod({ ...period, to: event.target.value })} />
          <Button type="button" variant="primary" className="sm:mt-7" onClick={() => window.print()} aria-disabled={!ready}>
            <Printer aria-hidden="true" className="size-4" />
            Imprimir
          </Button>
        </form>
        {(valid || report.data) && (
          <div aria-busy={report.isFetching || undefined}>
            <QueryView query={report} errorTitle="Erro ao carregar o relatório">
              {(data) => <AssemblyReport report={data} search={search} />}
            </QueryView>
          </div>
        )}
      </DialogContent>
    </DialogRoot>
  );
}

/** "Rua das Acácias, 120 — Bloco B — Jardim Paulista — São Paulo/SP — CEP 01415-000"; null when none is known. */
function addressOf(condominium: MaintenanceReport['condominium']): string | null {
  const street = [condominium.street, condominium.number].filter(Boolean).join(', ');
  const city = condominium.city ? `${condominium.city.name}${condominium.state ? `/${condominium.state.uf}` : ''}` : null;
  const parts = [street, condominium.complement, condominium.neighborhood, city, condominium.zip_code && `CEP ${formatCep(condominium.zip_code)}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' — ') : null;
}

/** The filter's choices besides the condominium and the period, in words: the report says what it leaves out. */
function useFilterWords(search: MaintenanceSearch): string[] {
  const periodicities = usePeriodicities();
  const responsibleTypes = useResponsibleTypes();
  const nameOf = (list: { id: number; name: string }[] | undefined, id: number) => list?.find((item) => item.id === id)?.name ?? `nº ${id}`;
  return [
    search.system && `Sistema: ${search.system}`,
    search.situations && `Situação: ${search.situations.map((status) => maintenanceStatusLabels[status]).join(', ')}`,
    search.periodicity && `Periodicidade: ${nameOf(periodicities.data, search.periodicity)}`,
    search.responsible && `Responsável: ${nameOf(responsibleTypes.data, search.responsible)}`,
  ].filter((words): words is string => Boolean(words));
}

/** The executions of a report, by system, in the order the server gives (system, then day). */
function bySystem(executions: readonly MaintenanceRecord[]): { system: string; executions: MaintenanceRecord[] }[] {
  const groups: { system: string; executions: MaintenanceRecord[] }[] = [];
  for (const execution of executions) {
    const last = groups.at(-1);
    if (last?.system === execution.maintenance.system) last.executions.push(execution);
    else groups.push({ system: execution.maintenance.system, executions: [execution] });
  }
  return groups;
}

const sectionHeading = 'mb-3 border-b border-slate-200 pb-1 text-base font-semibold text-slate-900 break-after-avoid dark:border-slate-700 dark:text-white';

/** What the assembleia reads: the building and period, the summary, the period's executions, and what is overdue. */
function AssemblyReport({ report, search }: { report: MaintenanceReport; search: MaintenanceSearch }) {
  const filters = useFilterWords(search);
  const { condominium } = report;
  const groups = bySystem(report.executions);
  return (
    <div className="space-y-8 text-slate-800 dark:text-slate-100">
      <section aria-labelledby="report-building">
        <h3 id="report-building" className={sectionHeading}>
          Condomínio
        </h3>
        <DetailList className="xl:grid-cols-2 print:grid-cols-2">
          <DetailItem label="Nome">{condominium.comercial_name}</DetailItem>
          <DetailItem label="Razão social">{condominium.corporate_name}</DetailItem>
          <DetailItem label="CNPJ">{formatCnpj(condominium.cnpj)}</DetailItem>
          <DetailItem label="Endereço">{addressOf(condominium)}</DetailItem>
          <DetailItem label="Período">
            {formatCalendarDay(report.from)} a {formatCalendarDay(report.to)}
          </DetailItem>
          <DetailItem label="Emitido em">{formatDateTime(new Date())}</DetailItem>
          {filters.length > 0 && (
            <DetailItem label="Filtros aplicados" className="sm:col-span-2 print:col-span-2">
              {filters.join(' · ')}
            </DetailItem>
          )}
        </DetailList>
      </section>

      <section aria-labelledby="report-summary" className="space-y-5">
        <h3 id="report-summary" className={sectionHeading}>
          Resumo
        </h3>
        <SummaryCounts counts={report.summary} statusDay={report.today} />
      </section>

      <section aria-labelledby="report-executions">
        <h3 id="report-executions" className={sectionHeading}>
          Execuções no período
        </h3>
        {groups.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">Nenhuma execução no período.</p>
        ) : (
          <div className="space-y-6">
            {groups.map((group) => (
              <section key={group.system} aria-label={group.system}>
                <h4 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase break-after-avoid dark:text-slate-200">{group.system}</h4>
                <ol className="space-y-3">
                  {group.executions.map((execution) => (
                    <ExecutionEntry key={execution.uuid} execution={execution} />
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="report-overdue">
        <h3 id="report-overdue" className={sectionHeading}>
          Manutenções vencidas em {formatCalendarDay(report.today)}
        </h3>
        {report.overdue.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">Nenhuma manutenção vencida.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="sr-only">Manutenções vencidas</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-300">
                  <th scope="col" className="px-3 py-2 text-start">Atividade</th>
                  <th scope="col" className="px-3 py-2 text-start">Sistema</th>
                  <th scope="col" className="px-3 py-2 text-end">Vencimento</th>
                  <th scope="col" className="px-3 py-2 text-end">Dias em atraso</th>
                </tr>
              </thead>
              <tbody>
                {report.overdue.map((item) => (
                  <tr key={item.uuid} className="break-inside-avoid border-b border-slate-200 last:border-b-0 dark:border-slate-700">
                    <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900 dark:text-white">
                      {item.activity}
                    </th>
                    <td className="px-3 py-2">{item.system}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{formatCalendarDay(item.next_due_on)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{item.days_overdue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <p className="hidden text-sm print:block">Documento gerado pelo sistema de gestão do condomínio.</p>
    </div>
  );
}

/** One execution, whole on its page: when, what, who did it (type, company, professional), the notes, the papers by name. */
function ExecutionEntry({ execution }: { execution: MaintenanceRecord }) {
  const who = [execution.responsible_type.name, execution.company, execution.professional].filter(Boolean).join(' · ');
  return (
    <li className="break-inside-avoid rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-slate-900 dark:text-white">{execution.maintenance.activity}</p>
        <p className="text-sm tabular-nums">
          {formatCalendarDay(execution.performed_on)}
          {execution.done_late && <span className="font-medium text-orange-800 dark:text-orange-200"> · Feita em atraso</span>}
        </p>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">
        <ReportLine label="Responsável" wide>
          {who}
        </ReportLine>
        {execution.art_number && <ReportLine label="ART/RRT">{execution.art_number}</ReportLine>}
        {execution.cost_cents !== null && <ReportLine label="Custo">{formatCents(execution.cost_cents)}</ReportLine>}
        {execution.recorded_by && <ReportLine label="Registrada por">{execution.recorded_by.name}</ReportLine>}
      </dl>
      {execution.notes && <p className="mt-2 text-sm whitespace-pre-line">{execution.notes}</p>}
      <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-200">Comprovantes</p>
      {execution.evidence.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Nenhum comprovante anexado.</p>
      ) : (
        <ul aria-label={`Comprovantes de ${execution.maintenance.activity} em ${formatCalendarDay(execution.performed_on)}`} className="list-disc ps-5 text-sm">
          {execution.evidence.map((file) => (
            <li key={file.uuid} className="break-words">
              {file.document_type.name}: {file.file_name}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A label and its value on one line; `wide` takes the whole row (a company and a professional are long). */
function ReportLine({ label, children, wide = false }: { label: string; children: string; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2 print:col-span-2')}>
      <dt className="inline text-slate-600 dark:text-slate-300">{label}: </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  );
}
