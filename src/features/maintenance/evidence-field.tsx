import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { evidenceFileRule, MAX_EVIDENCE_FILES, type EvidenceFile } from '#contract/maintenance.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import { acceptOf } from '#src/lib/upload-problem.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { StagedFileList, useStagedUploads, type PendingUpload } from '#src/ui/staged-uploads.tsx';
import { downloadEvidence, uploadEvidence, useEvidenceDocumentTypes } from './api/maintenance-queries.ts';

export const EVIDENCE_UPLOAD_IN_PROGRESS = 'Aguarde o envio dos comprovantes terminar antes de registrar.';
const TOO_MANY = `No máximo ${MAX_EVIDENCE_FILES} comprovantes por execução.`;
const CHOOSE_TYPE = 'Escolha o tipo do comprovante antes de anexar.';

/** The execution's proofs being sent (`POST /maintenance/evidence`), each with the type chosen for it. */
export function useEvidenceUploads(condominium: string, onSent: (evidence: EvidenceFile) => void) {
  return useStagedUploads<number, EvidenceFile>({
    rule: evidenceFileRule,
    tooMany: TOO_MANY,
    send: (file, documentType, onProgress) => uploadEvidence({ file, condominium, documentType, onProgress }),
    onSent,
  });
}

interface EvidenceFieldProps {
  evidence: EvidenceFile[];
  uploads: PendingUpload<number>[];
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
      <StagedFileList
        files={evidence.map((file) => ({
          key: file.uuid,
          name: file.file_name,
          detail: `${typeName(file.document_type.id) ?? file.document_type.name} · ${sizeLabel(file.size)}`,
          onDownload: () => void downloadEvidence(file),
          onRemove: () => onRemove(file),
        }))}
        uploads={uploads}
        onDismiss={onDismiss}
        returnFocus={returnFocus}
      />
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
