import { Download, FileUp, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import { MAX_REFORM_ATTACHMENTS, REFORM_ATTACHMENT_KINDS, reformAttachmentKindLabels, reformAttachmentRule, type ReformAttachment, type ReformAttachmentKind } from '#contract/reforms.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import { errorMessage } from '#src/lib/api-error.ts';
import { acceptOf, uploadProblem } from '#src/lib/upload-problem.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { UploadProgress } from '#src/ui/upload-progress.tsx';
import { downloadReformAttachment, uploadReformAttachment } from './api/reform-queries.ts';

/** A file on its way to `POST /reforms/attachments`, or one that could not be sent (with why). */
export interface PendingUpload {
  id: string;
  kind: ReformAttachmentKind;
  fileName: string;
  size: number;
  progress: number;
  error?: string;
}

export const UPLOAD_IN_PROGRESS = 'Aguarde o envio dos anexos terminar antes de salvar.';
const NO_CONDOMINIUM = 'Escolha o apartamento antes de anexar arquivos.';
const TOO_MANY = `No máximo ${MAX_REFORM_ATTACHMENTS} anexos por reforma.`;
const chooseLabels: Record<ReformAttachmentKind, string> = { plan: 'Anexar plano de reforma', art: 'Anexar ART ou RRT', project: 'Anexar projeto' };

/**
 * The reform's files being sent, each as soon as it is chosen and each with its own progress; a sent one is handed to
 * `onSent` (the form adds it to its attachments). `busy` while any is still on its way: the form waits for them.
 */
export function useAttachmentUploads(onSent: (attachment: ReformAttachment) => void) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const change = (id: string, patch: Partial<PendingUpload>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));
  const dismiss = (id: string) => setUploads((current) => current.filter((upload) => upload.id !== id));

  function start(files: File[], kind: ReformAttachmentKind, condominium: string, room: number) {
    files.forEach((file, index) => {
      const id = crypto.randomUUID();
      const problem = index >= room ? TOO_MANY : uploadProblem(file, reformAttachmentRule, 'file');
      setUploads((current) => [...current, { id, kind, fileName: file.name, size: file.size, progress: 0, error: problem }]);
      if (problem) return;
      uploadReformAttachment({ file, condominium, kind, onProgress: (progress) => change(id, { progress }) }).then(
        (attachment) => {
          dismiss(id);
          onSent(attachment);
        },
        (error: unknown) => change(id, { error: errorMessage(error) }),
      );
    });
  }

  const busy = uploads.some((upload) => !upload.error);
  return { uploads, start, dismiss, busy };
}

interface ReformAttachmentsFieldProps {
  attachments: ReformAttachment[];
  uploads: PendingUpload[];
  /** The condominium the files are stored in; none until the apartment is chosen. */
  condominium: string | undefined;
  /** The work needs a licensed professional: the ART or RRT is required. */
  artRequired: boolean;
  error?: string;
  /** The button that attaches the ART or RRT, focused when a submit stops for want of it. */
  artChooserRef?: RefObject<HTMLButtonElement | null>;
  onUpload: (files: File[], kind: ReformAttachmentKind, condominium: string, room: number) => void;
  onRemove: (attachment: ReformAttachment) => void;
  onDismiss: (id: string) => void;
}

/** NBR 16280's papers by kind (plano de reforma, ART ou RRT, projetos): each kind lists what was sent and takes more. */
export function ReformAttachmentsField({ attachments, uploads, condominium, artRequired, error, artChooserRef, onUpload, onRemove, onDismiss }: ReformAttachmentsFieldProps) {
  const errorId = useId();
  const room = MAX_REFORM_ATTACHMENTS - attachments.length - uploads.filter((upload) => !upload.error).length;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {typeList(reformAttachmentRule.types)} de até {sizeLabel(reformAttachmentRule.maxBytes)} cada. Cada arquivo é enviado assim que escolhido.
      </p>
      {error && (
        <p id={errorId} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-3">
        {REFORM_ATTACHMENT_KINDS.map((kind) => (
          <AttachmentKind
            key={kind}
            kind={kind}
            required={kind === 'art' && artRequired}
            attachments={attachments.filter((attachment) => attachment.kind === kind)}
            uploads={uploads.filter((upload) => upload.kind === kind)}
            condominium={condominium}
            room={room}
            chooserRef={kind === 'art' ? artChooserRef : undefined}
            describedBy={error ? errorId : undefined}
            onUpload={onUpload}
            onRemove={onRemove}
            onDismiss={onDismiss}
          />
        ))}
      </div>
    </div>
  );
}

interface AttachmentKindProps extends Pick<ReformAttachmentsFieldProps, 'condominium' | 'onUpload' | 'onRemove' | 'onDismiss' | 'attachments' | 'uploads'> {
  kind: ReformAttachmentKind;
  required: boolean;
  room: number;
  chooserRef?: RefObject<HTMLButtonElement | null>;
  /** The section's error, read with the button that can fix it. */
  describedBy?: string;
}

function AttachmentKind({ kind, required, attachments, uploads, condominium, room, chooserRef, describedBy, onUpload, onRemove, onDismiss }: AttachmentKindProps) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const ownChooser = useRef<HTMLButtonElement>(null);
  const chooser = chooserRef ?? ownChooser;
  const [problem, setProblem] = useState<string>();
  const label = reformAttachmentKindLabels[kind];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (!condominium) return setProblem(NO_CONDOMINIUM);
    setProblem(undefined);
    onUpload(files, kind, condominium, room);
  };

  // Focus goes back to the kind's button: the row it was on is gone.
  const returnFocus = () => chooser.current?.focus();

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {label}
        </h3>
        {required && <p className="text-xs font-medium text-red-700 dark:text-red-300">Obrigatório para as categorias marcadas.</p>}
      </div>
      {(attachments.length > 0 || uploads.length > 0) && (
        <ul className="space-y-2">
          {attachments.map((attachment) => (
            <li key={attachment.uuid} className="flex items-center gap-1 rounded-md bg-slate-50 py-1 ps-3 pe-1 text-sm dark:bg-slate-900">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900 dark:text-white">{attachment.file_name}</span>
                <span className="text-xs text-slate-600 dark:text-slate-300">{sizeLabel(attachment.size)}</span>
              </span>
              <IconButton label={`Baixar ${attachment.file_name}`} onClick={() => void downloadReformAttachment(attachment)}>
                <Download aria-hidden="true" className="size-4" />
              </IconButton>
              <IconButton
                label={`Remover ${attachment.file_name}`}
                onClick={() => {
                  onRemove(attachment);
                  returnFocus();
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </IconButton>
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.id} className="space-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900">
              <div className="flex items-center gap-1">
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white">{upload.fileName}</span>
                {upload.error && (
                  <IconButton
                    label={`Descartar ${upload.fileName}`}
                    onClick={() => {
                      onDismiss(upload.id);
                      returnFocus();
                    }}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </IconButton>
                )}
              </div>
              {upload.error ? (
                <p className="text-red-700 dark:text-red-300">{upload.error}</p>
              ) : (
                <UploadProgress fraction={upload.progress} label={`Envio de ${upload.fileName}`} sentText="Arquivo enviado. Conferindo…" />
              )}
            </li>
          ))}
        </ul>
      )}
      {/* Hidden: the button speaks pt-BR where the browser's own would not, and answers Enter too. */}
      <input ref={input} type="file" multiple accept={acceptOf(reformAttachmentRule)} onChange={choose} tabIndex={-1} aria-label={`Arquivos: ${label}`} className="sr-only" />
      <button
        ref={chooser}
        type="button"
        aria-describedby={describedBy}
        className={buttonClasses('secondary', 'w-full')}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden="true" className="size-4" />
        {chooseLabels[kind]}
      </button>
      {problem && <p className="text-sm text-red-700 dark:text-red-300">{problem}</p>}
    </section>
  );
}

function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-11 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
    >
      {children}
    </button>
  );
}
