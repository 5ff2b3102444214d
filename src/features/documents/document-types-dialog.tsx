import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { documentTypeForm, type DocumentType, type DocumentTypeForm } from '#contract/documents.ts';
import { CheckboxField } from '#src/ui/checkbox-field.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { EditableList, EditableListForm } from '#src/ui/editable-list.tsx';
import { Field } from '#src/ui/field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { useClosingDialog } from '#src/ui/use-closing-dialog.ts';
import { useDocumentTypes, useSaveDocumentType } from './api/document-queries.ts';

const resolver = zodResolver(documentTypeForm) as unknown as Resolver<DocumentTypeForm>;

/**
 * Master's list of document types (issue 12: seeded, and editable by master): add one, rename it, say whether it
 * usually expires, retire it. A retired type stays on the documents that have it and leaves the choices of new ones.
 */
export function DocumentTypesDialog({ onClose }: { onClose: () => void }) {
  const closing = useClosingDialog(onClose);
  const types = useDocumentTypes();
  return (
    <DialogRoot {...closing.rootProps}>
      <DialogContent afterClose={closing.afterClose} width="2xl">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <DialogTitle>Tipos de documento</DialogTitle>
            <DialogDescription>Os tipos com validade fazem o síndico ser avisado 30 dias antes do vencimento.</DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        <EditableList
          items={types.data ?? []}
          itemKey={(type) => type.id}
          label="Tipos cadastrados"
          newLabel="Novo tipo"
          editLabel={(type) => `Editar tipo ${type.name}`}
          name={(type) => type.name}
          details={(type) => `${type.expires ? 'Com validade' : 'Sem validade'} · ${type.active ? 'Ativo' : 'Inativo'}`}
          renderForm={(type, done) => <TypeForm type={type} onDone={done} />}
        />
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
    <EditableListForm
      label={type ? `Editar tipo ${type.name}` : 'Novo tipo de documento'}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={type ? 'Salvar tipo' : 'Cadastrar tipo'}
      submitting={isSubmitting}
    >
      <Field label="Nome do tipo" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <div className="flex flex-wrap gap-3">
        <CheckboxField label="Tem validade" {...form.register('expires')} />
        <CheckboxField label="Ativo" {...form.register('active')} />
      </div>
    </EditableListForm>
  );
}
