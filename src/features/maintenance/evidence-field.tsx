import { Camera, FileText, FileUp, RotateCw, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { evidenceFileRule, MAX_EVIDENCE_FILES, type EvidenceFile } from '#contract/maintenance.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import { errorMessage } from '#src/lib/api-error.ts';
import { acceptOf, uploadProblem } from '#src/lib/upload-problem.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { ImageThumbnail, useImageViewer, type ViewerImage } from '#src/ui/image-viewer.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { FileRowButton } from '#src/ui/staged-uploads.tsx';
import { UploadProgress } from '#src/ui/upload-progress.tsx';
import { downloadEvidence, fetchEvidence, uploadEvidence, useEvidenceDocumentTypes } from './api/maintenance-queries.ts';

export const EVIDENCE_UPLOAD_IN_PROGRESS = 'Aguarde o envio dos comprovantes terminar antes de registrar.';
export const EVIDENCE_NOT_SENT = 'Há comprovantes que não foram enviados: tente de novo ou remova-os.';
export const CHOOSE_EVIDENCE_TYPE = 'Escolha o tipo deste comprovante.';
const TOO_MANY = `No máximo ${MAX_EVIDENCE_FILES} comprovantes por execução.`;

/**
 * A file chosen as proof of the execution. The contract sends a file with its type (`POST /maintenance/evidence`),
 * but the phone's camera hands over the photo first: the row keeps the file until its type is chosen beside it, and
 * sends it then. Choosing another type sends it again; the copy left unclaimed is cleared by the server.
 */
interface EvidenceRow {
  id: string;
  /** The file chosen on this device; none on a row brought back with a draft, whose copy is on the server (`sent`). */
  file?: File;
  name: string;
  size: number;
  /** Its document type's id; '' until chosen. */
  documentType: string;
  /** Why it can never be sent (its kind or size, no room left): the row only says so until dismissed. */
  refused?: string;
  /** Set while sending, from 0 to 1. */
  progress?: number;
  sent?: EvidenceFile;
  /** Why the last sending failed: it may be tried again. */
  failed?: string;
  /** Saving was tried before its type was chosen. */
  typeMissing: boolean;
}

export const evidenceTypeId = (row: { id: string }) => `evidence-type-${row.id}`;
const isImage = (contentType: string) => contentType.startsWith('image/');

/** The execution's proofs: kept from the moment they are chosen, each sent once it has its type. */
export function useEvidenceUploads(condominium: string) {
  const [rows, setRows] = useState<EvidenceRow[]>([]);
  // Each sending of a row has its own ticket: only the answer to the latest one (its current type) counts.
  const tickets = useRef(new Map<string, number>());
  const change = (id: string, patch: Partial<EvidenceRow>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const accepted = rows.filter((row) => !row.refused);

  /** A new ticket for the row: answers to its earlier sendings no longer count. */
  function renew(row: EvidenceRow) {
    const ticket = (tickets.current.get(row.id) ?? 0) + 1;
    tickets.current.set(row.id, ticket);
    return () => tickets.current.get(row.id) === ticket;
  }

  function send(row: EvidenceRow, file: File, documentType: string) {
    const current = renew(row);
    change(row.id, { documentType, typeMissing: false, failed: undefined, sent: undefined, progress: 0 });
    uploadEvidence({ file, condominium, documentType: Number(documentType), onProgress: (progress) => current() && change(row.id, { progress }) }).then(
      (sent) => current() && change(row.id, { sent, progress: undefined }),
      (error: unknown) => current() && change(row.id, { failed: errorMessage(error), progress: undefined }),
    );
  }

  return {
    rows,
    /** Keeps `files`; those past the room left or not of an accepted kind say why on their row. */
    add(files: File[]) {
      const room = MAX_EVIDENCE_FILES - accepted.length;
      const added = files.map((file, index) => ({
        id: crypto.randomUUID(),
        file,
        name: file.name,
        size: file.size,
        documentType: '',
        refused: index >= room ? TOO_MANY : uploadProblem(file, evidenceFileRule, 'file'),
        typeMissing: false,
      }));
      setRows((current) => [...current, ...added]);
    },
    /**
     * Rows for proofs sent before the form was left (a draft brought back): kept on the server, unclaimed, for a day
     * and readable by who sent them; their type stays the one they were sent with.
     */
    restore(files: EvidenceFile[]) {
      setRows(files.map((sent) => ({ id: sent.uuid, name: sent.file_name, size: sent.size, documentType: String(sent.document_type.id), sent, typeMissing: false })));
    },
    setType(row: EvidenceRow, documentType: string) {
      if (documentType && row.file) return send(row, row.file, documentType);
      // Back to no type: a copy sent with the old one is no longer this file's.
      renew(row);
      change(row.id, { documentType, sent: undefined, progress: undefined, failed: undefined });
    },
    retry: (row: EvidenceRow) => row.file && send(row, row.file, row.documentType),
    remove(row: EvidenceRow) {
      tickets.current.delete(row.id);
      setRows((current) => current.filter((other) => other.id !== row.id));
    },
    /** Marks the rows still without a type, and gives the first of them; none when every file has its type. */
    requireTypes(): EvidenceRow | undefined {
      const missing = accepted.filter((row) => !row.documentType);
      const ids = new Set(missing.map((row) => row.id));
      if (ids.size > 0) setRows((current) => current.map((row) => (ids.has(row.id) ? { ...row, typeMissing: true } : row)));
      return missing[0];
    },
    /** What keeps the form from being saved now, once every file has its type. */
    blocker: accepted.some((row) => row.progress !== undefined) ? EVIDENCE_UPLOAD_IN_PROGRESS : accepted.some((row) => row.failed) ? EVIDENCE_NOT_SENT : undefined,
    sent: accepted.flatMap((row) => (row.sent ? [row.sent] : [])),
  };
}

export type EvidenceUploads = ReturnType<typeof useEvidenceUploads>;

interface EvidenceFieldProps {
  uploads: EvidenceUploads;
  error?: string;
}

/** Notas fiscais, laudos, certificados, ART (NBR 5674 keeps them for the life of the building): each with its type. */
export function EvidenceField({ uploads, error }: EvidenceFieldProps) {
  const types = useEvidenceDocumentTypes();
  const headingId = useId();
  const filesInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const typeOptions = (types.data ?? []).filter((type) => type.active).map((type) => ({ value: String(type.id), label: type.name }));
  const images = uploads.rows.flatMap((row): ViewerImage[] => {
    if (row.refused) return [];
    // A restored row's image is the copy on the server (its id is that copy's uuid, the key the viewer gives it).
    if (!row.file) {
      const served = row.sent && servedEvidenceImage(row.sent);
      return served ? [served] : [];
    }
    return isImage(row.file.type) ? [{ key: row.id, name: row.name, detail: rowDetail(row, typeOptions), source: row.file }] : [];
  });
  const { thumbnail, viewer } = useImageViewer(images);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) uploads.add(files);
  };
  const removeRow = (row: EvidenceRow) => {
    uploads.remove(row);
    chooser.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          Comprovantes
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {typeList(evidenceFileRule.types)} de até {sizeLabel(evidenceFileRule.maxBytes)} cada. Cada arquivo é enviado assim que o tipo dele é escolhido.
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      )}
      {uploads.rows.length > 0 && (
        <ul className="space-y-2">
          {uploads.rows.map((row) => {
            const image = images.find((candidate) => candidate.key === row.id);
            return (
              <li key={row.id} className="flex items-start gap-3 rounded-md bg-slate-50 p-2 text-sm dark:bg-slate-900">
                {image ? (
                  <ImageThumbnail {...thumbnail(image)} />
                ) : (
                  <span className="grid size-16 shrink-0 place-items-center rounded-md bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-300">
                    <FileText aria-hidden="true" className="size-6" />
                  </span>
                )}
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex items-start gap-1">
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900 dark:text-white">{row.name}</span>
                      <span className="text-xs text-slate-600 dark:text-slate-300">
                        {sizeLabel(row.size)}
                        {!row.file && row.sent && ` · ${row.sent.document_type.name}`}
                        {row.sent && ' · Enviado'}
                      </span>
                    </span>
                    {row.failed && (
                      <FileRowButton label={`Enviar ${row.name} de novo`} onClick={() => uploads.retry(row)}>
                        <RotateCw aria-hidden="true" className="size-4" />
                      </FileRowButton>
                    )}
                    <FileRowButton label={`${row.refused ? 'Descartar' : 'Remover'} ${row.name}`} onClick={() => removeRow(row)}>
                      {row.refused ? <X aria-hidden="true" className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
                    </FileRowButton>
                  </div>
                  {row.refused ? (
                    <p className="text-red-700 dark:text-red-300">{row.refused}</p>
                  ) : row.file && (
                    <>
                      <SelectField
                        id={evidenceTypeId(row)}
                        name="evidence_type"
                        label="Tipo do comprovante"
                        // The visible label, then the file: several rows each have one.
                        aria-label={`Tipo do comprovante ${row.name}`}
                        placeholder="Selecione o tipo"
                        options={typeOptions}
                        loading={types.isPending}
                        value={row.documentType}
                        error={row.typeMissing && !row.documentType ? CHOOSE_EVIDENCE_TYPE : undefined}
                        onChange={(event) => uploads.setType(row, event.target.value)}
                      />
                      {row.progress !== undefined && (
                        <UploadProgress fraction={row.progress} label={`Envio de ${row.name}`} sentText="Arquivo enviado. Conferindo…" />
                      )}
                      {row.failed && <p className="text-red-700 dark:text-red-300">{row.failed}</p>}
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {viewer}
      <div className="flex flex-wrap gap-3">
        {/* Hidden: the buttons speak pt-BR where the browser's own would not, and answer Enter too. */}
        <input ref={filesInput} type="file" multiple accept={acceptOf(evidenceFileRule)} onChange={choose} tabIndex={-1} aria-label="Arquivos do comprovante" className="sr-only" />
        <button ref={chooser} type="button" className={buttonClasses('secondary')} onClick={() => filesInput.current?.click()}>
          <FileUp aria-hidden="true" className="size-4" />
          Anexar comprovante
        </button>
        {/* The camera straight away, where there is one to hold: a desktop's file dialog would only repeat the button above. */}
        <input ref={cameraInput} type="file" accept="image/*" capture="environment" onChange={choose} tabIndex={-1} aria-label="Foto do comprovante" className="sr-only" />
        <button type="button" className={buttonClasses('secondary', 'pointer-fine:hidden')} onClick={() => cameraInput.current?.click()}>
          <Camera aria-hidden="true" className="size-4" />
          Tirar foto
        </button>
      </div>
    </section>
  );
}

function rowDetail(row: EvidenceRow, typeOptions: { value: string; label: string }[]): string {
  const type = typeOptions.find((option) => option.value === row.documentType)?.label ?? 'Tipo não escolhido';
  return `${type} · ${sizeLabel(row.size)}`;
}

/** A saved execution's evidence as the viewer shows it: fetched with the session's token, downloadable. */
export function servedEvidenceImage(file: EvidenceFile): ViewerImage | undefined {
  if (!isImage(file.content_type)) return undefined;
  return {
    key: file.uuid,
    name: file.file_name,
    detail: `${file.document_type.name} · ${sizeLabel(file.size)}`,
    source: { key: ['maintenance', 'evidence', file.uuid], load: () => fetchEvidence(file.uuid) },
    thumbnail: { key: ['maintenance', 'evidence', file.uuid, 'thumbnail'], load: () => fetchEvidence(file.uuid, 'thumbnail') },
    onDownload: () => void downloadEvidence(file),
  };
}
