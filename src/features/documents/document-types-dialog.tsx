import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { documentTypeForm, type DocumentType, type DocumentTypeForm } from '#contract/documents.ts';
import { Button } from '#src/ui/button.tsx';
import { CheckboxField } from '#src/ui/checkbox-field.tsx';
import { rowActionClasses } from '#src/ui/data-table/row-action.ts';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { Field } from '#src/ui/field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { useClosingDialog } from '#src/ui/use-closing-dialog.ts';
import { useDocumentTypes, useSaveDocumentType } from './api/document-queries.ts';

const resolver = zodResolver(documentTypeForm) as unknown as Resolver<DocumentTypeForm>;

/** The type being edited: an existing one, a new one, or none. */
type Editing = DocumentType | 'new' | null;

/**
 * Master's list of document types (issue 12: seeded, and editable by master): add one, rename it, say whether it
 * usually expires, retire it. A retired type stays on the documents that have it and leaves the choices of new ones.
 */
export function DocumentTypesDialog({ onClose }: { onClose: () => void }) {
  const closing = useClosingDialog(onClose);
  const types = useDocumentTypes();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <DialogRoot {...closing.rootProps}>
      <DialogContent afterClose={closing.afterClose} className="max-w-2xl">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <DialogTitle>Tipos de documento</DialogTitle>
            <DialogDescription>Os tipos com validade fazem o síndico ser avisado 30 dias antes do vencimento.</DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        {editing ? (
          <TypeForm type={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        ) : (
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Novo tipo
          </Button>
        )}
        <ul aria-label="Tipos cadastrados" className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
          {(types.data ?? []).map((type) => (
            <li key={type.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900 dark:text-white">{type.name}</span>
                <span className="block text-slate-600 dark:text-slate-300">
                  {type.expires ? 'Com validade' : 'Sem validade'} · {type.active ? 'Ativo' : 'Inativo'}
                </span>
              </span>
              <button type="button" onClick={() => setEditing(type)} aria-label={`Editar tipo ${type.name}`} className={rowActionClasses}>
                <Pencil aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </DialogRoot>
  );
}

function TypeForm({ type, onDone }: { type?: DocumentType; onDone: () => void }) {
  const save = useSaveDocumentType();
  const form = useForm<DocumentTypeForm>({
    resolver,
    defaultValues: { name: type?.name ?? '', expires: type?.expires ?? false, active: type?.active ?? true },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: type?.id, body });
      notify.success(type ? 'Tipo de documento atualizado.' : 'Tipo de documento cadastrado.');
      onDone();
    } catch (error) {
      applyServerFieldErrors(form.setError, error);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={type ? `Editar tipo ${type.name}` : 'Novo tipo de documento'} className="space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <Field label="Nome do tipo" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <div className="flex flex-wrap gap-3">
        <CheckboxField label="Tem validade" {...form.register('expires')} />
        <CheckboxField label="Ativo" {...form.register('active')} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {type ? 'Salvar tipo' : 'Cadastrar tipo'}
        </Button>
      </div>
    </form>
  );
}
