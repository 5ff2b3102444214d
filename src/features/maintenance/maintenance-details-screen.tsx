import { Link } from '@tanstack/react-router';
import { ArrowLeft, Download, Wrench } from 'lucide-react';
import { dueSoonFrom } from '#contract/maintenance-schedule.ts';
import type { MaintenanceDetails, MaintenanceRecord } from '#contract/maintenance.ts';
import { sizeLabel } from '#contract/uploads.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import { formatCents } from '#src/lib/formatters.ts';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { DetailItem, DetailList } from '#src/ui/detail-list.tsx';
import { ImageThumbnail, useImageViewer } from '#src/ui/image-viewer.tsx';
import { QueryView } from '#src/ui/query-view.tsx';
import { MaintenanceStatusBadge } from '#views/maintenance-status-badge.tsx';
import { downloadEvidence, useMaintenanceDetails } from './api/maintenance-queries.ts';
import { servedEvidenceImage } from './evidence-field.tsx';
import { ExecutionDialog } from './execution-dialog.tsx';

interface RecordingProps {
  /** Whether its execution is being recorded: the dialog's open state is in the address (issue 23 §2). */
  recording: boolean;
  /** Opens the dialog (a new history entry) or closes it (replacing it, so back does not reopen it). */
  onRecordingChange: (recording: boolean) => void;
}

/**
 * SPEC §2 /maintenance-details/{id}: an activity of the programme, its schedule and every execution with its proofs
 * (GET /maintenance/show-by-condominium/{id}). The daily notices lead here.
 */
export function MaintenanceDetailsScreen({ id, ...recording }: { id: string } & RecordingProps) {
  const details = useMaintenanceDetails(id);
  return (
    <QueryView query={details} errorTitle="Erro ao carregar a manutenção" backTo={{ to: '/maintenance', label: 'Voltar para Manutenções' }}>
      {(maintenance) => <Details maintenance={maintenance} {...recording} />}
    </QueryView>
  );
}

function Details({ maintenance, recording, onRecordingChange }: { maintenance: MaintenanceDetails } & RecordingProps) {
  return (
    <div className="space-y-4">
      <section aria-labelledby="maintenance-title" className="card space-y-5 p-5 md:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {maintenance.system} · {maintenance.condominium.comercial_name}
            </p>
            <h2 id="maintenance-title" className="text-xl font-semibold text-slate-900 dark:text-white">
              {maintenance.activity}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{maintenance.type.name}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/maintenance" className={buttonClasses('secondary')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Manutenções
            </Link>
            <Button onClick={() => onRecordingChange(true)}>
              <Wrench aria-hidden="true" className="size-4" />
              Registrar execução
            </Button>
          </div>
        </div>
        <DetailList>
          <DetailItem label="Situação">
            <MaintenanceStatusBadge status={maintenance.status} />
          </DetailItem>
          <DetailItem label="Próximo vencimento">{formatCalendarDay(maintenance.next_due_on)}</DetailItem>
          <DetailItem label="Vence em breve a partir de">
            {formatCalendarDay(dueSoonFrom({ nextDueOn: maintenance.next_due_on, dueSoonDays: maintenance.due_soon_days }))}
            <span className="block text-sm font-normal text-slate-600 dark:text-slate-300">
              {maintenance.due_soon_days === 0 ? 'No dia do vencimento' : `${maintenance.due_soon_days} ${maintenance.due_soon_days === 1 ? 'dia' : 'dias'} antes do vencimento`}
            </span>
          </DetailItem>
          <DetailItem label="Periodicidade">{maintenance.periodicity.name}</DetailItem>
          <DetailItem label="Responsável">{maintenance.responsible_type.name}</DetailItem>
          <DetailItem label="Início do programa">{formatCalendarDay(maintenance.starts_on)}</DetailItem>
          <DetailItem label="Última execução">{maintenance.last_performed_on ? formatCalendarDay(maintenance.last_performed_on) : 'Nunca realizada'}</DetailItem>
        </DetailList>
      </section>

      <section aria-labelledby="records-title" className="card p-5 md:p-6">
        <h2 id="records-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          Execuções
        </h2>
        {maintenance.records.length === 0 ? (
          <p className="py-6 text-center text-slate-600 dark:text-slate-300">Nenhuma execução registrada ainda.</p>
        ) : (
          <ol className="space-y-4">
            {maintenance.records.map((record) => (
              <RecordItem key={record.uuid} record={record} />
            ))}
          </ol>
        )}
      </section>
      {recording && <ExecutionDialog maintenance={maintenance} onClose={() => onRecordingChange(false)} />}
    </div>
  );
}

function RecordItem({ record }: { record: MaintenanceRecord }) {
  const images = record.evidence.flatMap((file) => servedEvidenceImage(file) ?? []);
  const { thumbnail, viewer } = useImageViewer(images);
  return (
    <li aria-label={`Execução de ${formatCalendarDay(record.performed_on)}`} className="rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <DetailList className="xl:grid-cols-4">
        <DetailItem label="Realizada em">{formatCalendarDay(record.performed_on)}</DetailItem>
        <DetailItem label="Vencimento">
          {formatCalendarDay(record.due_on)}
          <span className="block text-sm font-normal">{record.done_late ? <MaintenanceStatusBadge status="done_late" /> : 'No prazo'}</span>
        </DetailItem>
        <DetailItem label="Responsável">{record.responsible_type.name}</DetailItem>
        <DetailItem label="Empresa">{record.company}</DetailItem>
        <DetailItem label="Profissional">{record.professional}</DetailItem>
        <DetailItem label="ART">{record.art_number}</DetailItem>
        <DetailItem label="Custo">{record.cost_cents === null ? null : formatCents(record.cost_cents)}</DetailItem>
        <DetailItem label="Registrada por">{record.recorded_by?.name}</DetailItem>
        {record.notes && (
          <DetailItem label="Observações" className="sm:col-span-2 xl:col-span-4">
            <span className="whitespace-pre-line">{record.notes}</span>
          </DetailItem>
        )}
      </DetailList>
      {record.evidence.length > 0 && (
        <ul aria-label="Comprovantes" className="mt-4 space-y-2">
          {record.evidence.map((file) => {
            const image = images.find((candidate) => candidate.key === file.uuid);
            return (
              <li key={file.uuid} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900">
                {image && <ImageThumbnail {...thumbnail(image)} />}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">{file.file_name}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    {file.document_type.name} · {sizeLabel(file.size)}
                  </span>
                </span>
                <Button variant="secondary" onClick={() => void downloadEvidence(file)} aria-label={`Baixar ${file.file_name}`}>
                  <Download aria-hidden="true" className="size-4" />
                  Baixar
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {viewer}
    </li>
  );
}
