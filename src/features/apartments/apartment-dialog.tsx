import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { apartmentForm, type Apartment } from '#contract/apartments.ts';
import { Button } from '#src/ui/button.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { useClosingDialog } from '#src/ui/use-closing-dialog.ts';
import { Field } from '#src/ui/field.tsx';
import { SelectField, type SelectOption } from '#src/ui/select-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { apartmentApi, type ApartmentBody } from './api/apartment-queries.ts';

interface ApartmentFormValues {
  condominium: string;
  block: string;
  number: string;
  floor: string;
}

const resolver = zodResolver(apartmentForm) as unknown as Resolver<ApartmentFormValues, unknown, ApartmentBody>;

interface ApartmentDialogProps {
  /** The apartment to edit; a new one when absent. */
  apartment?: Apartment;
  condominiums: SelectOption[];
  /** The condominium a new apartment goes to when the listing shows one. */
  defaultCondominium?: string;
  onClose: () => void;
}

/** Adds or edits one apartment (block or tower, number, floor); its condominium never changes once saved. */
export function ApartmentDialog({ apartment, condominiums, defaultCondominium, onClose }: ApartmentDialogProps) {
  const create = apartmentApi.useCreate();
  const update = apartmentApi.useUpdate();
  const dialogs = useDialogs();
  const form = useForm<ApartmentFormValues, unknown, ApartmentBody>({
    resolver,
    defaultValues: {
      condominium: apartment?.condominium.uuid ?? defaultCondominium ?? (condominiums.length === 1 ? condominiums[0]!.value : ''),
      block: apartment?.block ?? '',
      number: apartment?.number ?? '',
      floor: apartment?.floor === null || apartment?.floor === undefined ? '' : String(apartment.floor),
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const closing = useClosingDialog(onClose, { unsaved: isDirty && !isSubmitting });

  const submit = form.handleSubmit(async (body) => {
    try {
      if (apartment) await update.mutateAsync({ uuid: apartment.uuid, body });
      else await create.mutateAsync(body);
      closing.closeThen(() => void dialogs.success({ title: apartment ? 'Cadastro atualizado com sucesso!' : 'Cadastro realizado com sucesso!' }));
    } catch (error) {
      // A duplicate opened the 'Ops!' dialog already; the form keeps what was typed.
      applyServerFieldErrors(form.setError, error);
    }
  });

  return (
    <DialogRoot {...closing.rootProps}>
      <DialogContent afterClose={closing.afterClose} width="lg">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <DialogTitle>{apartment ? 'Editar apartamento' : 'Cadastrar apartamento'}</DialogTitle>
            <DialogDescription>Bloco ou torre em branco para um prédio único.</DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        <form noValidate onSubmit={submit} className="space-y-4">
          {!apartment && condominiums.length > 1 && (
            <SelectField label="Condomínio" placeholder="Selecione o condomínio" options={condominiums} error={errors.condominium?.message} {...form.register('condominium')} />
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Bloco/Torre" autoComplete="off" error={errors.block?.message} {...form.register('block')} />
            <Field label="Número" autoComplete="off" error={errors.number?.message} {...form.register('number')} />
            <Field label="Andar" inputMode="numeric" autoComplete="off" error={errors.floor?.message} {...form.register('floor')} />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={closing.close}>
              Cancelar
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {apartment ? 'Salvar alterações' : 'Cadastrar apartamento'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
