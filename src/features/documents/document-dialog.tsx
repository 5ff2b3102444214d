import { zodResolver } from '@hookform/resolvers/zod';
import { Download, FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { documentFields, documentFileRule, newDocumentFields, type DocumentDetails, type DocumentVersion } from '#contract/documents.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import { downloadStoredFile } from '#src/lib/download.ts';
import { acceptOf, uploadProblem } from '#src/lib/upload-problem.ts';
import { Button } from '#src/ui/button.tsx';
import { CheckboxField } from '#src/ui/checkbox-field.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { Field } from '#src/ui/field.tsx';
import { TextAreaField } from '#src/ui/text-area-field.tsx';
import { SelectField, type SelectOption } from '#src/ui/select-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { UploadProgress } from '#src/ui/upload-progress.tsx';
import { useClosingDialog } from '#src/ui/use-closing-dialog.ts';
import { useDocumentTypes, useSaveDocument, type DocumentFieldValues } from './api/document-queries.ts';
import { ValidityBadge } from './validity-badge.tsx';

const newResolver = zodResolver(newDocumentFields) as unknown as Resolver<DocumentFieldValues>;
const editResolver = zodResolver(documentFields) as unknown as Resolver<DocumentFieldValues>;

interface DocumentDialogProps {
  /** The document to show (and, for a manager, to edit); a new one when absent. */
  document?: DocumentDetails;
  canManage: boolean;
  condominiums: SelectOption[];
  /** The condominium a new document goes to when the listing shows one. */
  defaultCondominium?: string;
  onClose: () => void;
}

/**
 * A document: a new one with its file, or an existing one with every version of its file (each downloadable); a
 * manager edits its fields and may send a new version, which keeps the earlier ones (issue 12).
 */
export function DocumentDialog({ document, canManage, condominiums, defaultCondominium, onClose }: DocumentDialogProps) {
  // The form says when it holds edits or a chosen file: closing then asks first (it is a manager's only).
  const [unsaved, setUnsaved] = useState(false);
  const closing = useClosingDialog(onClose, { unsaved });
  const title = document ? (canManage ? 'Editar documento' : document.title) : 'Enviar documento';
  return (
    <DialogRoot {...closing.rootProps}>
      <DialogContent afterClose={closing.afterClose} width="2xl">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {document ? `${document.type.name} · ${document.condominium.comercial_name}` : `${typeList(documentFileRule.types)} de até ${sizeLabel(documentFileRule.maxBytes)}.`}
            </DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        {canManage ? (
          <DocumentForm
            document={document}
            condominiums={condominiums}
            defaultCondominium={defaultCondominium}
            onCancel={closing.close}
            onSaved={closing.closeThen}
            onUnsavedChange={setUnsaved}
          />
        ) : (
          document && <DocumentSummary document={document} />
        )}
        {document && <VersionList versions={document.versions} />}
      </DialogContent>
    </DialogRoot>
  );
}

function DocumentSummary({ document }: { document: DocumentDetails }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-medium text-slate-700 dark:text-slate-200">Validade</dt>
        <dd className="mt-1">
          <ValidityBadge validUntil={document.valid_until} validity={document.validity} />
        </dd>
      </div>
      {document.description && (
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-700 dark:text-slate-200">Descrição</dt>
          <dd className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-100">{document.description}</dd>
        </div>
      )}
    </dl>
  );
}

interface DocumentFormProps {
  document?: DocumentDetails;
  condominiums: SelectOption[];
  defaultCondominium?: string;
  onCancel: () => void;
  onSaved: (then: () => void) => void;
  onUnsavedChange: (unsaved: boolean) => void;
}

function DocumentForm({ document, condominiums, defaultCondominium, onCancel, onSaved, onUnsavedChange }: DocumentFormProps) {
  const save = useSaveDocument();
  const dialogs = useDialogs();
  const types = useDocumentTypes();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const form = useForm<DocumentFieldValues>({
    resolver: document ? editResolver : newResolver,
    defaultValues: {
      ...(!document && { condominium: defaultCondominium ?? (condominiums.length === 1 ? condominiums[0]!.value : '') }),
      title: document?.title ?? '',
      type: document ? String(document.type.id) : '',
      description: document?.description ?? '',
      valid_until: document?.valid_until ?? '',
      visible_to_residents: document?.visible_to_residents ?? false,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const unsaved = (isDirty || file !== null) && !isSubmitting;
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  const chosenTypeId = useWatch({ control: form.control, name: 'type' });
  const chosenType = types.data?.find((type) => String(type.id) === chosenTypeId);
  const typeOptions = (types.data ?? []).filter((type) => type.active || type.id === document?.type.id).map((type) => ({ value: String(type.id), label: type.name }));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = uploadProblem(chosen, documentFileRule, 'file');
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  const submit = form.handleSubmit(async () => {
    if (!document && !file) {
      setFileError('Selecione um arquivo.');
      return;
    }
    try {
      await save.mutateAsync({ uuid: document?.uuid, fields: form.getValues(), file: file ?? undefined });
      onSaved(() => void dialogs.success({ title: document ? 'Cadastro atualizado com sucesso!' : 'Cadastro realizado com sucesso!' }));
    } catch (error) {
      // A duplicate opened the 'Ops!' dialog already; the form keeps what was typed and the file chosen.
      applyServerFieldErrors(form.setError, error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {!document && condominiums.length > 1 && (
        <SelectField label="Condomínio" placeholder="Selecione o condomínio" options={condominiums} error={errors.condominium?.message} {...form.register('condominium')} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Título" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
        <SelectField label="Tipo" placeholder="Selecione o tipo" options={typeOptions} loading={types.isPending} error={errors.type?.message} {...form.register('type')} />
        <Field
          label="Válido até"
          type="date"
          hint={chosenType?.expires ? 'Este tipo costuma ter validade: o síndico é avisado 30 dias antes.' : 'Opcional.'}
          error={errors.valid_until?.message}
          {...form.register('valid_until')}
        />
        <CheckboxField label="Moradores podem ver este documento" className="self-end" {...form.register('visible_to_residents')} />
      </div>
      <TextAreaField label="Descrição" rows={3} error={errors.description?.message} {...form.register('description')} />

      <div className="space-y-2">
        {/* Hidden: the browser's own file button speaks the browser's language, and this one answers Enter too. */}
        <input ref={fileInput} id={fileId} type="file" accept={acceptOf(documentFileRule)} onChange={choose} tabIndex={-1} aria-label="Arquivo do documento" className="sr-only" />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" onClick={() => fileInput.current?.click()} aria-invalid={fileError ? true : undefined} aria-describedby={`${fileId}-status`}>
            <FileUp aria-hidden="true" className="size-4" />
            {document ? 'Enviar nova versão' : 'Escolher arquivo'}
          </Button>
          <span id={`${fileId}-status`} className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-300">
            {file ? file.name : document ? 'Sem arquivo novo: a versão atual continua valendo.' : 'Nenhum arquivo escolhido'}
          </span>
        </div>
        {fileError && <p className="text-sm text-red-700 dark:text-red-300">{fileError}</p>}
        {save.progress !== null && <UploadProgress fraction={save.progress} />}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {document ? 'Salvar alterações' : 'Enviar documento'}
        </Button>
      </div>
    </form>
  );
}

function VersionList({ versions }: { versions: DocumentVersion[] }) {
  return (
    <section aria-labelledby="document-versions" className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 id="document-versions" className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
        Versões do arquivo
      </h3>
      <ol className="space-y-2">
        {versions.map((version) => (
          <li key={version.uuid} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900 dark:text-white">
                Versão {version.number} · {version.file_name}
              </p>
              <p className="text-slate-600 dark:text-slate-300">
                {formatDateTime(version.created_at)}
                {version.author && ` · ${version.author.name}`} · {sizeLabel(version.size)}
              </p>
            </div>
            <Button type="button" variant="secondary" onClick={() => void downloadStoredFile(version.path, version.file_name)} aria-label={`Baixar versão ${version.number} (${version.file_name})`}>
              <Download aria-hidden="true" className="size-4" />
              Baixar
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
