import { Link } from '@tanstack/react-router';
import { Download, Pencil, Printer } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { apartmentLabel } from '#contract/apartments.ts';
import { productToday } from '#contract/calendar.ts';
import {
  CLOSING_ATTACHMENT_KINDS,
  disapprovalForm,
  finishForm,
  isClosingAttachment,
  reformAttachmentKindLabels,
  reformStatusLabels,
  workCategoryLabels,
  type ReformAttachment,
  type ReformDetails,
  type ReformEvent,
} from '#contract/reforms.ts';
import { sizeLabel } from '#contract/uploads.ts';
import { errorMessage, hasFieldErrors } from '#src/lib/api-error.ts';
import { formatCalendarDay, formatDateTime } from '#src/lib/dates.ts';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { DetailItem, DetailList } from '#src/ui/detail-list.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { TextAreaField } from '#src/ui/text-area-field.tsx';
import { useClosingDialog } from '#src/ui/use-closing-dialog.ts';
import { downloadReformAttachment, reformApi } from './api/reform-queries.ts';
import { ReformAttachmentsField, UPLOAD_IN_PROGRESS, useAttachmentUploads } from './reform-attachments-field.tsx';
import { ReformStatusBadge } from './reform-status-badge.tsx';
import type { ReformsSearch } from './reforms-search.ts';

const stepLabels: Record<ReformEvent['action'], string> = {
  submit: 'Enviada para análise',
  edit: 'Alterada',
  approve: 'Aprovada',
  disapprove: 'Reprovada',
  finish: 'Concluída',
  activate: 'Ativada',
  inactivate: 'Inativada',
};

/** The step being written: a disapproval needs its reason, a finish its closing term. */
type Writing = 'disapprove' | 'finish' | null;

interface ReformDialogProps {
  reform: ReformDetails;
  /** The listing's page and filter, where the edit page comes back to. */
  listingSearch: ReformsSearch;
  onClose: () => void;
}

/**
 * A reform as the síndico's archive keeps it (ABNT NBR 16280): the unit, the work, the professional and the ART/RRT,
 * the papers, the decision and every step with who took it. The caller's next steps are the ones the server lists in
 * `actions`. It prints as the archive sheet (issue 13): the `print-sheet` rules of index.css print it alone, on white.
 */
export function ReformDialog({ reform, listingSearch, onClose }: ReformDialogProps) {
  // Going to the edit page unmounts the dialog, which runs its close: that must not bring the listing back.
  const leaving = useRef(false);
  const closing = useClosingDialog(() => {
    if (!leaving.current) onClose();
  });
  const dialogs = useDialogs();
  const approve = reformApi.useTransition('approve');
  const disapprove = reformApi.useTransition('disapprove');
  const finish = reformApi.useTransition('finish');
  const [writing, setWriting] = useState<Writing>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  // The closing term's papers (the signed term, photos), sent as they are chosen and named by the finish.
  const [termPapers, setTermPapers] = useState<ReformAttachment[]>([]);
  const [closingError, setClosingError] = useState<string>();
  const uploads = useAttachmentUploads((sent) => setTermPapers((current) => [...current, sent]));

  const confirmApproval = async () => {
    const confirmed = await dialogs.confirm({ title: 'Aprovar reforma?', text: `"${reform.title}" fica autorizada; quem pediu é avisado.`, confirmLabel: 'Aprovar' });
    if (confirmed) await approve.mutateAsync({ uuid: reform.uuid }).catch(() => undefined);
  };

  // Finishing before the work period starts is most likely the wrong reform or a slip: asked first.
  const confirmEarlyFinish = () =>
    reform.starts_on <= productToday() ||
    dialogs.confirm({
      title: 'Concluir antes do início da obra?',
      text: `O período da obra começa em ${formatCalendarDay(reform.starts_on)}. Concluir "${reform.title}" mesmo assim?`,
      confirmLabel: 'Concluir mesmo assim',
    });

  const sendWritten = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(writing === 'disapprove' ? 'reason' : 'notes');
    // The contract's own rule, on the field, before anything is sent.
    const checked = (writing === 'disapprove' ? disapprovalForm.shape.reason : finishForm.shape.notes).safeParse(text);
    if (!checked.success) {
      setTextError(checked.error.issues[0]?.message);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setTextError(undefined);
    if (writing === 'finish' && uploads.busy) return setClosingError(UPLOAD_IN_PROGRESS);
    setClosingError(undefined);
    try {
      if (writing === 'disapprove') await disapprove.mutateAsync({ uuid: reform.uuid, body: { reason: checked.data } });
      if (writing === 'finish') {
        if (!(await confirmEarlyFinish())) return;
        await finish.mutateAsync({ uuid: reform.uuid, body: { notes: checked.data, attachments: termPapers.map((attachment) => attachment.uuid) } });
      }
      stopWriting();
    } catch (error) {
      if (hasFieldErrors(error) && error.errors.attachments) setClosingError(error.errors.attachments[0]);
      else setTextError(errorMessage(error));
    }
  };

  const stopWriting = () => {
    setWriting(null);
    setText('');
    setTextError(undefined);
    setTermPapers([]);
    setClosingError(undefined);
  };

  const can = (action: string) => reform.actions.includes(action as ReformDetails['actions'][number]);
  return (
    <DialogRoot {...closing.rootProps}>
      <DialogContent afterClose={closing.afterClose} width="3xl" className="print-sheet max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <p className="mb-4 hidden border-b-2 border-black pb-2 text-lg font-bold print:block">Registro de reforma — ABNT NBR 16280</p>
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <DialogTitle>{reform.title}</DialogTitle>
            <DialogDescription>
              Apartamento {apartmentLabel(reform.apartment)} · {reform.condominium.comercial_name}
            </DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>

        <div className="mb-5 flex flex-wrap gap-3 print:hidden">
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Imprimir
          </Button>
          {can('edit') && (
            <Link
              to="/reforms-register-edit/$id"
              params={{ id: reform.uuid }}
              state={{ listingSearch }}
              onClick={() => (leaving.current = true)}
              className={buttonClasses('secondary')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Editar
            </Link>
          )}
        </div>

        <DetailList className="xl:grid-cols-2 print:grid-cols-2">
          <DetailItem label="Condomínio" className="hidden print:block">
            {reform.condominium.comercial_name}
          </DetailItem>
          <DetailItem label="Apartamento" className="hidden print:block">
            {apartmentLabel(reform.apartment)}
          </DetailItem>
          <DetailItem label="Situação">
            <ReformStatusBadge status={reform.status} active={reform.active} />
          </DetailItem>
          <DetailItem label="Período">
            {formatCalendarDay(reform.starts_on)} a {formatCalendarDay(reform.ends_on)}
          </DetailItem>
          {reform.disapproval_reason && (
            <DetailItem label="Motivo da reprovação" className="sm:col-span-2 xl:col-span-2">
              <span className="text-red-800 dark:text-red-200">{reform.disapproval_reason}</span>
            </DetailItem>
          )}
          <DetailItem label="Obra" className="sm:col-span-2 xl:col-span-2">
            <span className="whitespace-pre-line">{reform.description}</span>
          </DetailItem>
          <DetailItem label="Categorias" className="sm:col-span-2 xl:col-span-2">
            {reform.categories.map((category) => workCategoryLabels[category]).join(', ')}
          </DetailItem>
          <DetailItem label="Responsável técnico">{reform.professional_name ?? 'Não se aplica'}</DetailItem>
          <DetailItem label="Registro CREA/CAU">{reform.professional_registry ?? 'Não se aplica'}</DetailItem>
          <DetailItem label="ART/RRT">{reform.art_number ?? 'Não se aplica'}</DetailItem>
          <DetailItem label="Empresa">{reform.company ?? '—'}</DetailItem>
          <DetailItem label="Solicitante">{reform.requester?.name ?? '—'}</DetailItem>
          <DetailItem label="Pedida em">{formatDateTime(reform.created_at)}</DetailItem>
          {reform.workers.length > 0 && (
            <DetailItem label="Trabalhadores" className="sm:col-span-2 xl:col-span-2">
              {reform.workers.map((worker) => (worker.document ? `${worker.name} (${worker.document})` : worker.name)).join(', ')}
            </DetailItem>
          )}
        </DetailList>

        <AttachmentList id="reform-attachments" title="Anexos" attachments={reform.attachments.filter((attachment) => !isClosingAttachment(attachment.kind))} />
        {reform.attachments.some((attachment) => isClosingAttachment(attachment.kind)) && (
          <AttachmentList id="reform-closing-attachments" title="Anexos do encerramento" attachments={reform.attachments.filter((attachment) => isClosingAttachment(attachment.kind))} />
        )}

        {(can('approve') || can('disapprove') || can('finish')) && (
          <div className="mt-6 space-y-3 border-t border-slate-200 pt-4 print:hidden dark:border-slate-700">
            {writing ? (
              <form noValidate onSubmit={(event) => void sendWritten(event)} className="space-y-3">
                <TextAreaField
                  name={writing === 'disapprove' ? 'reason' : 'notes'}
                  label={writing === 'disapprove' ? 'Motivo da reprovação' : 'Termo de encerramento'}
                  hint={writing === 'finish' ? 'O que a vistoria final encontrou.' : 'Quem pediu a reforma lê este texto e pode corrigir o pedido.'}
                  rows={3}
                  value={text}
                  error={textError}
                  onChange={(event) => setText(event.target.value)}
                />
                {writing === 'finish' && (
                  <fieldset className="space-y-3">
                    <legend className="text-sm font-medium text-slate-900 dark:text-white">Anexos do termo (opcional)</legend>
                    <ReformAttachmentsField
                      kinds={CLOSING_ATTACHMENT_KINDS}
                      attachments={termPapers}
                      uploads={uploads.uploads}
                      condominium={reform.condominium.uuid}
                      artRequired={false}
                      error={closingError}
                      onUpload={uploads.start}
                      onDismiss={uploads.dismiss}
                      onRemove={(removed) => setTermPapers((current) => current.filter((attachment) => attachment.uuid !== removed.uuid))}
                    />
                  </fieldset>
                )}
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <Button type="button" variant="secondary" onClick={stopWriting}>
                    Cancelar
                  </Button>
                  <Button type="submit" loading={disapprove.isPending || finish.isPending}>
                    {writing === 'disapprove' ? 'Reprovar reforma' : 'Concluir reforma'}
                  </Button>
                </div>
              </form>
            ) : (
              <div className="flex flex-wrap justify-end gap-3">
                {can('disapprove') && (
                  <Button type="button" variant="secondary" onClick={() => setWriting('disapprove')}>
                    Reprovar
                  </Button>
                )}
                {can('approve') && (
                  <Button type="button" loading={approve.isPending} onClick={() => void confirmApproval()}>
                    Aprovar
                  </Button>
                )}
                {can('finish') && (
                  <Button type="button" onClick={() => setWriting('finish')}>
                    Concluir
                  </Button>
                )}
              </div>
            )}
          </div>
        )}

        <section aria-labelledby="reform-history" className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
          <h3 id="reform-history" className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
            Histórico
          </h3>
          <ol className="space-y-2 text-sm">
            {reform.history.map((step, index) => (
              <li key={index} className="rounded-md border border-slate-200 p-3 break-inside-avoid dark:border-slate-700">
                <p className="font-medium text-slate-900 dark:text-white">{stepLabels[step.action]}</p>
                <p className="text-slate-600 dark:text-slate-300">
                  {formatDateTime(step.at)}
                  {step.by && ` · ${step.by.name}`}
                </p>
                {step.reason && <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-100">{step.reason}</p>}
              </li>
            ))}
          </ol>
        </section>

        <footer className="mt-10 hidden break-inside-avoid text-sm print:block">
          <div className="grid grid-cols-2 gap-10 pt-8">
            <p className="border-t border-black pt-1 text-center">Síndico(a)</p>
            <p className="border-t border-black pt-1 text-center">Solicitante</p>
          </div>
          <p className="mt-6">
            Situação em {formatDateTime(new Date())}: {reformStatusLabels[reform.status]}
            {reform.active ? '' : ' (inativa)'}. Documento gerado pelo sistema de gestão do condomínio.
          </p>
        </footer>
      </DialogContent>
    </DialogRoot>
  );
}

/** The reform's papers by kind; each downloads under its own name (GET /reforms/attachments/{uuid}). */
function AttachmentList({ id, title, attachments }: { id: string; title: string; attachments: ReformAttachment[] }) {
  return (
    <section aria-labelledby={id} className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 id={id} className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {attachments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Nenhum anexo.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {attachments.map((attachment) => (
            <li key={attachment.uuid} className="flex items-center justify-between gap-3 rounded-md border border-slate-200 py-1 ps-3 pe-1 break-inside-avoid dark:border-slate-700 print:py-2">
              <span className="min-w-0">
                <span className="block text-xs text-slate-600 dark:text-slate-300">{reformAttachmentKindLabels[attachment.kind]}</span>
                <span className="block truncate font-medium text-slate-900 dark:text-white print:whitespace-normal">{attachment.file_name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-300">{sizeLabel(attachment.size)}</span>
              </span>
              <button
                type="button"
                onClick={() => void downloadReformAttachment(attachment)}
                aria-label={`Baixar ${attachment.file_name}`}
                className="grid size-11 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100 print:hidden dark:text-slate-300 dark:hover:bg-slate-700"
              >
                <Download aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
