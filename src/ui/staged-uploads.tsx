import { Download, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { UploadRule } from '#contract/uploads.ts';
import { errorMessage } from '#src/lib/api-error.ts';
import { uploadProblem } from '#src/lib/upload-problem.ts';
import { UploadProgress } from './upload-progress.tsx';

/**
 * Files a form sends one by one before it is saved (a reform's papers; docs/decisions/020):
 * each starts as soon as it is chosen, with its own progress, and a sent one is handed to the form.
 */

/** A file on its way, or one that could not be sent (with why); `meta` is what the form sent it with. */
export interface PendingUpload<Meta> {
  id: string;
  meta: Meta;
  fileName: string;
  progress: number;
  error?: string;
}

interface StagedUploadsOptions<Meta, Sent> {
  rule: UploadRule;
  /** Said of each file past the form's room. */
  tooMany: string;
  send: (file: File, meta: Meta, onProgress: (fraction: number) => void) => Promise<Sent>;
  onSent: (sent: Sent) => void;
}

/** The form's files on their way; `busy` while any is still being sent (the form waits for them). */
export function useStagedUploads<Meta, Sent>({ rule, tooMany, send, onSent }: StagedUploadsOptions<Meta, Sent>) {
  const [uploads, setUploads] = useState<PendingUpload<Meta>[]>([]);
  const change = (id: string, patch: Partial<PendingUpload<Meta>>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));
  const dismiss = (id: string) => setUploads((current) => current.filter((upload) => upload.id !== id));

  /** Sends `files` with `meta`; those past `room` (what the form may still hold) are refused on their row. */
  function start(files: File[], meta: Meta, room: number) {
    files.forEach((file, index) => {
      const id = crypto.randomUUID();
      const problem = index >= room ? tooMany : uploadProblem(file, rule, 'file');
      setUploads((current) => [...current, { id, meta, fileName: file.name, progress: 0, error: problem }]);
      if (problem) return;
      send(file, meta, (progress) => change(id, { progress })).then(
        (sent) => {
          dismiss(id);
          onSent(sent);
        },
        (error: unknown) => change(id, { error: errorMessage(error) }),
      );
    });
  }

  const busy = uploads.some((upload) => !upload.error);
  return { uploads, start, dismiss, busy };
}

/** A file the form holds: downloadable, and removable before saving. */
export interface StagedFile {
  key: string;
  name: string;
  /** Its size, and what kind of paper it is where the form says. */
  detail: string;
  onDownload: () => void;
  onRemove: () => void;
}

interface StagedFileListProps {
  files: StagedFile[];
  uploads: PendingUpload<unknown>[];
  onDismiss: (id: string) => void;
  /** Where focus goes once a row is gone: the button that adds files. */
  returnFocus: () => void;
}

/** The files a form holds and those on their way, each sent one with its progress bar or why it failed. */
export function StagedFileList({ files, uploads, onDismiss, returnFocus }: StagedFileListProps) {
  if (files.length === 0 && uploads.length === 0) return null;
  return (
    <ul className="space-y-2">
      {files.map((file) => (
        <li key={file.key} className="flex items-center gap-1 rounded-md bg-slate-50 py-1 ps-3 pe-1 text-sm dark:bg-slate-900">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900 dark:text-white">{file.name}</span>
            <span className="text-xs text-slate-600 dark:text-slate-300">{file.detail}</span>
          </span>
          <FileRowButton label={`Baixar ${file.name}`} onClick={file.onDownload}>
            <Download aria-hidden="true" className="size-4" />
          </FileRowButton>
          <FileRowButton
            label={`Remover ${file.name}`}
            onClick={() => {
              file.onRemove();
              returnFocus();
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </FileRowButton>
        </li>
      ))}
      {uploads.map((upload) => (
        <li key={upload.id} className="space-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900">
          <div className="flex items-center gap-1">
            <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white">{upload.fileName}</span>
            {upload.error && (
              <FileRowButton
                label={`Descartar ${upload.fileName}`}
                onClick={() => {
                  onDismiss(upload.id);
                  returnFocus();
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </FileRowButton>
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
  );
}

/** A file row's icon button, as large as a fingertip. */
export function FileRowButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
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
