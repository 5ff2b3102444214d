import { Download, FileUp, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { evidenceFileRule, MAX_EVIDENCE_FILES, type EvidenceFile } from '#contract/maintenance.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import { errorMessage } from '#src/lib/api-error.ts';
import { acceptOf, uploadProblem } from '#src/lib/upload-problem.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { UploadProgress } from '#src/ui/upload-progress.tsx';
import { downloadEvidence, uploadEvidence, useEvidenceDocumentTypes } from './api/maintenance-queries.ts';

/** A file on its way to `POST /maintenance/evidence`, or one that could not be sent (with why). */
export interface PendingEvidence {
  id: string;
  fileName: string;
  progress: number;
  error?: string;
}

export const EVIDENCE_UPLOAD_IN_PROGRESS = 'Aguarde o envio dos comprovantes terminar antes de registrar.';
const TOO_MANY = `No máximo ${MAX_EVIDENCE_FILES} comprovantes por execução.`;
const CHOOSE_TYPE = 'Escolha o tipo do comprovante antes de anexar.';

/**
 * The execution's proofs being sent, each as soon as it is chosen and each with its own progress; a sent one is
 * handed to `onSent`. `busy` while any is still on its way.
 */
export function useEvidenceUploads(condominium: string, onSent: (evidence: EvidenceFile) => void) {
  const [uploads, setUploads] = useState<PendingEvidence[]>([]);
  const change = (id: string, patch: Partial<PendingEvidence>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));
  const dismiss = (id: string) => setUploads((current) => current.filter((upload) => upload.id !== id));

  function start(files: File[], documentType: number, room: number) {
    files.forEach((file, index) => {
      const id = crypto.randomUUID();
      const problem = index >= room ? TOO_MANY : uploadProblem(file, evidenceFileRule, 'file');
      setUploads((current) => [...current, { id, fileName: file.name, progress: 0, error: problem }]);
      if (problem) return;
      uploadEvidence({ file, condominium, documentType, onProgress: (progress) => change(id, { progress }) }).then(
        (evidence) => {
          dismiss(id);
          onSent(evidence);
        },
        (error: unknown) => change(id, { error: errorMessage(error) }),
      );
    });
  }

  const busy = uploads.some((upload) => !upload.error);
  return { uploads, start, dismiss, busy };
}

interface EvidenceFieldProps {
  evidence: EvidenceFile[];
  uploads: PendingEvidence[];
  error?: string;
  onUpload: (files: File[], documentType: number, room: number) => void;
  onRemove: (evidence: EvidenceFile) => void;
  onDismiss: (id: string) => void;
}

/** Notas fiscais, laudos, certificados, ART (NBR 5674 keeps them for the life of the building): each with its type. */
export function EvidenceField({ evidence, uploads, error, onUpload, onRemove, onDismiss }: EvidenceFieldProps) {
  const types = useEvidenceDocumentTypes();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [documentType, setDocumentType] = useState('');
  const [problem, setProblem] = useState<string>();
  const room = MAX_EVIDENCE_FILES - evidence.length - uploads.filter((upload) => !upload.error).length;
  const typeOptions = (types.data ?? []).filter((type) => type.active).map((type) => ({ value: String(type.id), label: type.name }));
  const typeName = (id: number) => types.data?.find((type) => type.id === id)?.name;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (!documentType) return setProblem(CHOOSE_TYPE);
    setProblem(undefined);
    onUpload(files, Number(documentType), room);
  };
  const returnFocus = () => chooser.current?.focus();

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          Comprovantes
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {typeList(evidenceFileRule.types)} de até {sizeLabel(evidenceFileRule.maxBytes)} cada. Cada arquivo é enviado assim que escolhido.
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      )}
      {(evidence.length > 0 || uploads.length > 0) && (
        <ul className="space-y-2">
          {evidence.map((file) => (
            <li key={file.uuid} className="flex items-center gap-1 rounded-md bg-slate-50 py-1 ps-3 pe-1 text-sm dark:bg-slate-900">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900 dark:text-white">{file.file_name}</span>
                <span className="text-xs text-slate-600 dark:text-slate-300">
                  {typeName(file.document_type.id) ?? file.document_type.name} · {sizeLabel(file.size)}
                </span>
              </span>
              <IconButton label={`Baixar ${file.file_name}`} onClick={() => void downloadEvidence(file)}>
                <Download aria-hidden="true" className="size-4" />
              </IconButton>
              <IconButton
                label={`Remover ${file.file_name}`}
                onClick={() => {
                  onRemove(file);
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
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
        <SelectField
          name="evidence_type"
          label="Tipo do comprovante"
          placeholder="Selecione o tipo"
          options={typeOptions}
          loading={types.isPending}
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value)}
        />
        {/* Hidden: the button speaks pt-BR where the browser's own would not, and answers Enter too. */}
        <input ref={input} type="file" multiple accept={acceptOf(evidenceFileRule)} onChange={choose} tabIndex={-1} aria-label="Arquivos do comprovante" className="sr-only" />
        <button ref={chooser} type="button" className={buttonClasses('secondary')} onClick={() => input.current?.click()}>
          <FileUp aria-hidden="true" className="size-4" />
          Anexar comprovante
        </button>
      </div>
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
