import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { FORM_ATTACHMENT_KINDS, MAX_REFORM_ATTACHMENTS, reformAttachmentKindLabels, reformAttachmentRule, type ReformAttachment, type ReformAttachmentKind } from '#contract/reforms.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import { acceptOf } from '#src/lib/upload-problem.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { StagedFileList, useStagedUploads, type PendingUpload } from '#src/ui/staged-uploads.tsx';
import { downloadReformAttachment, uploadReformAttachment } from './api/reform-queries.ts';

/** What a reform's file is sent with: its kind, and the condominium it is stored in. */
export interface AttachmentTarget {
  kind: ReformAttachmentKind;
  condominium: string;
}

export const UPLOAD_IN_PROGRESS = 'Aguarde o envio dos anexos terminar antes de salvar.';
const NO_CONDOMINIUM = 'Escolha o apartamento antes de anexar arquivos.';
const TOO_MANY = `No máximo ${MAX_REFORM_ATTACHMENTS} anexos por reforma.`;
const chooseLabels: Record<ReformAttachmentKind, string> = {
  plan: 'Anexar plano de reforma',
  art: 'Anexar ART ou RRT',
  project: 'Anexar projeto',
  closing_term: 'Anexar termo assinado',
  closing_photo: 'Anexar fotos',
};

/** The reform's files being sent (`POST /reforms/attachments`); a sent one is handed to `onSent` (the form keeps it). */
export function useAttachmentUploads(onSent: (attachment: ReformAttachment) => void) {
  return useStagedUploads<AttachmentTarget, ReformAttachment>({
    rule: reformAttachmentRule,
    tooMany: TOO_MANY,
    send: (file, { kind, condominium }, onProgress) => uploadReformAttachment({ file, condominium, kind, onProgress }),
    onSent,
  });
}

interface ReformAttachmentsFieldProps {
  /** The kinds this step takes: the request's papers, or the closing term's. */
  kinds?: readonly ReformAttachmentKind[];
  attachments: ReformAttachment[];
  uploads: PendingUpload<AttachmentTarget>[];
  /** The condominium the files are stored in; none until the apartment is chosen. */
  condominium: string | undefined;
  /** The work needs a licensed professional: the ART or RRT is required. */
  artRequired: boolean;
  error?: string;
  /** The button that attaches the ART or RRT, focused when a submit stops for want of it. */
  artChooserRef?: RefObject<HTMLButtonElement | null>;
  onUpload: (files: File[], target: AttachmentTarget, room: number) => void;
  onRemove: (attachment: ReformAttachment) => void;
  onDismiss: (id: string) => void;
}

/**
 * NBR 16280's papers by kind (plano de reforma, ART ou RRT, projetos; or, at the end, the signed term and the
 * photos): each kind lists what was sent and takes more.
 */
export function ReformAttachmentsField({ kinds = FORM_ATTACHMENT_KINDS, attachments, uploads, condominium, artRequired, error, artChooserRef, onUpload, onRemove, onDismiss }: ReformAttachmentsFieldProps) {
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
      <div className={kinds.length === 3 ? 'grid gap-5 lg:grid-cols-3' : 'grid gap-5 sm:grid-cols-2'}>
        {kinds.map((kind) => (
          <AttachmentKind
            key={kind}
            kind={kind}
            required={kind === 'art' && artRequired}
            attachments={attachments.filter((attachment) => attachment.kind === kind)}
            uploads={uploads.filter((upload) => upload.meta.kind === kind)}
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
    onUpload(files, { kind, condominium }, room);
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
      <StagedFileList
        files={attachments.map((attachment) => ({
          key: attachment.uuid,
          name: attachment.file_name,
          detail: sizeLabel(attachment.size),
          onDownload: () => void downloadReformAttachment(attachment),
          onRemove: () => onRemove(attachment),
        }))}
        uploads={uploads}
        onDismiss={onDismiss}
        returnFocus={returnFocus}
      />
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
