import { Send } from 'lucide-react';
import { useState } from 'react';
import type { SummaryRecipient, SummarySendResult } from '#contract/maintenance.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import { formatMobile } from '#src/lib/formatters.ts';
import type { MaintenanceSearch } from './maintenance-search.ts';
import { Button } from '#src/ui/button.tsx';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { QueryView } from '#src/ui/query-view.tsx';
import { overviewRequestOf, useMaintenanceSummary, usePreviewSummary, useSendSummary } from './api/maintenance-queries.ts';
import { AssemblyReportAction } from './maintenance-report.tsx';
import { SummaryCounts } from './summary-counts.tsx';

export const SUMMARY_SENT = 'Seu resumo foi enviado com sucesso!';

interface MaintenanceSummaryProps {
  condominium: string;
  condominiumName?: string;
  /** The screen's filter (SPEC §3 `selected_filter`): the summary counts, and sends, what the programme shows. */
  search: MaintenanceSearch;
}

const recipientText = ({ name, phone }: SummaryRecipient) => `${name} (${formatMobile(phone)})`;

/** "Enviado para Ana (…) e Rui (…)." */
export function sentToText(recipients: SummaryRecipient[]): string {
  const names = recipients.map(recipientText);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
  return `Enviado para ${list}.`;
}

/**
 * GET /maintenance/summary/{condominium}: where the programme stands today (by status), what was done in the period
 * (per system, with its cost), and 'Enviar resumo por WhatsApp' to the síndico (SPEC §4 and §8): first the exact
 * message and its recipients, as the server builds them, to confirm; then SPEC's success dialog, naming them. The
 * 'Relatório para assembleia' prints the same figures with the year's executions (issue 23 §4).
 */
export function MaintenanceSummaryView({ condominium, condominiumName, search }: MaintenanceSummaryProps) {
  const summary = useMaintenanceSummary(condominium, search);
  const preview = usePreviewSummary();
  const send = useSendSummary();
  const dialogs = useDialogs();
  const [shown, setShown] = useState<SummarySendResult>();
  const request = { condominium, ...overviewRequestOf(search) };

  const openPreview = () => preview.mutate(request, { onSuccess: setShown });
  const confirmSend = () =>
    send.mutate(request, {
      onSuccess: (sent) => {
        setShown(undefined);
        void dialogs.success({ title: 'Sucesso!', text: SUMMARY_SENT, detail: sentToText(sent.to), dismissible: false });
      },
    });

  return (
    <QueryView query={summary} errorTitle="Erro ao carregar o resumo">
      {(data) => (
        <section aria-labelledby="summary-title" className="card space-y-6 p-4 md:p-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 id="summary-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                Resumo{condominiumName && ` · ${condominiumName}`}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                De {formatCalendarDay(data.from)} a {formatCalendarDay(data.to)}
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
              <AssemblyReportAction search={search} />
              <Button onClick={openPreview} loading={preview.isPending}>
                <Send aria-hidden="true" className="size-4" />
                Enviar resumo por WhatsApp
              </Button>
            </div>
          </div>

          <SummaryCounts counts={data} />
          {shown && <SummaryPreviewDialog preview={shown} sending={send.isPending} onSend={confirmSend} onCancel={() => setShown(undefined)} />}
        </section>
      )}
    </QueryView>
  );
}

interface SummaryPreviewDialogProps {
  preview: SummarySendResult;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}

/** The message exactly as WhatsApp will carry it, and the numbers it goes to; nothing leaves before 'Enviar'. */
function SummaryPreviewDialog({ preview, sending, onSend, onCancel }: SummaryPreviewDialogProps) {
  return (
    <DialogRoot open onOpenChange={(open) => !open && !sending && onCancel()}>
      <DialogContent width="lg" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Enviar resumo por WhatsApp?</DialogTitle>
        <DialogDescription className="mt-1">Confira a mensagem e quem vai recebê-la.</DialogDescription>
        <h3 className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-200">{preview.to.length > 1 ? 'Destinatários' : 'Destinatário'}</h3>
        <ul aria-label="Destinatários" className="mt-1 space-y-0.5 text-sm">
          {preview.to.map((recipient) => (
            <li key={recipient.phone}>{recipientText(recipient)}</li>
          ))}
        </ul>
        <h3 id="summary-preview-message" className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-200">
          Mensagem
        </h3>
        {/* A region that takes focus: a long message scrolls by keyboard too. */}
        <div
          role="region"
          aria-labelledby="summary-preview-message"
          tabIndex={0}
          className="mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900"
        >
          <pre className="font-sans text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-100">{preview.text}</pre>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            Cancelar
          </Button>
          <Button variant="confirm" onClick={onSend} loading={sending}>
            <Send aria-hidden="true" className="size-4" />
            Enviar
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
