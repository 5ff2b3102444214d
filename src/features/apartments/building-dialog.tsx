import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { apartmentLabel, BLOCK_NAMINGS, blockNamingLabels, bulkApartmentsForm, NUMBERINGS, numberingLabels, plannedApartments, sameApartment } from '#contract/apartments.ts';
import { Button } from '#src/ui/button.tsx';
import { CheckboxField } from '#src/ui/checkbox-field.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { useClosingDialog } from '#src/ui/use-closing-dialog.ts';
import { Field } from '#src/ui/field.tsx';
import { SelectField, type SelectOption } from '#src/ui/select-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { existingApartmentsQuery, useCreateBuilding, type BuildingBody } from './api/apartment-queries.ts';
import { BuildingPreview } from './building-preview.tsx';

interface BuildingFormValues {
  condominium: string;
  block_naming: string;
  blocks: string;
  floors: string;
  first_floor: string;
  units_per_floor: string;
  numbering: string;
  skip_existing: boolean;
}

const SKIP_NEEDED = 'Alguns apartamentos da prévia já existem: marque “Pular os existentes” ou mude o plano.';
const count = (total: number) => `${total.toLocaleString('pt-BR')} ${total === 1 ? 'apartamento' : 'apartamentos'}`;

/** What the success dialog says: how many were created and, when any, how many existed and were left as they were. */
export const buildingResult = ({ created, skipped }: { created: number; skipped: number }) =>
  skipped === 0 ? `${count(created)} cadastrados.` : `${count(created)} cadastrados; ${count(skipped)} já existiam e foram pulados.`;

const resolver = zodResolver(bulkApartmentsForm) as unknown as Resolver<BuildingFormValues, unknown, BuildingBody>;

interface BuildingDialogProps {
  condominiums: SelectOption[];
  defaultCondominium?: string;
  onClose: () => void;
}

/**
 * A new building at once (issue 11): blocks × floors × units per floor, numbered by a pattern. The preview is the
 * contract's `plannedApartments`, the same list the server saves, so what is shown is what is created.
 */
export function BuildingDialog({ condominiums, defaultCondominium, onClose }: BuildingDialogProps) {
  const create = useCreateBuilding();
  const dialogs = useDialogs();
  const form = useForm<BuildingFormValues, unknown, BuildingBody>({
    resolver,
    defaultValues: {
      condominium: defaultCondominium ?? (condominiums.length === 1 ? condominiums[0]!.value : ''),
      block_naming: 'letters',
      blocks: '2',
      floors: '10',
      first_floor: '1',
      units_per_floor: '4',
      numbering: 'floor_unit',
      skip_existing: false,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const closing = useClosingDialog(onClose, { unsaved: isDirty && !isSubmitting });
  const values = useWatch({ control: form.control });
  // The preview needs a plan, not a condominium: any uuid stands in until one is chosen.
  const plan = bulkApartmentsForm.safeParse({ ...values, condominium: '00000000-0000-4000-8000-000000000000' });
  const single = values.block_naming === 'none';
  const existing = useQuery({ ...existingApartmentsQuery(values.condominium ?? ''), enabled: Boolean(values.condominium) });
  const planned = plan.success ? plannedApartments(plan.data) : [];
  const taken = planned.filter((apartment) => existing.data?.some((other) => sameApartment(other, apartment)));

  const submit = form.handleSubmit(async (body) => {
    // Refused here, where the fix is, rather than by the server's 'Ops!' after the round trip.
    if (taken.length > 0 && !body.skip_existing) return form.setError('skip_existing', { message: SKIP_NEEDED }, { shouldFocus: true });
    try {
      const result = await create.mutateAsync(body);
      closing.closeThen(() => void dialogs.success({ title: 'Cadastro realizado com sucesso!', text: buildingResult(result) }));
    } catch (error) {
      // A clash with an existing apartment opened the 'Ops!' dialog; nothing was saved and the form stays as typed.
      applyServerFieldErrors(form.setError, error);
    }
  });

  return (
    <DialogRoot {...closing.rootProps}>
      <DialogContent afterClose={closing.afterClose} width="2xl" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <DialogTitle>Cadastrar prédio</DialogTitle>
            <DialogDescription>Todos os apartamentos de uma vez: confira a prévia antes de salvar.</DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        <form noValidate onSubmit={submit} className="space-y-4">
          {condominiums.length > 1 && (
            <SelectField label="Condomínio" placeholder="Selecione o condomínio" options={condominiums} error={errors.condominium?.message} {...form.register('condominium')} />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Blocos"
              options={BLOCK_NAMINGS.map((naming) => ({ value: naming, label: blockNamingLabels[naming] }))}
              error={errors.block_naming?.message}
              {...form.register('block_naming')}
            />
            {!single && <Field label="Número de blocos" inputMode="numeric" error={errors.blocks?.message} {...form.register('blocks')} />}
            <Field label="Andares" inputMode="numeric" error={errors.floors?.message} {...form.register('floors')} />
            <Field label="Primeiro andar" hint="0 para o térreo" inputMode="numeric" error={errors.first_floor?.message} {...form.register('first_floor')} />
            <Field label="Unidades por andar" inputMode="numeric" error={errors.units_per_floor?.message} {...form.register('units_per_floor')} />
            <SelectField
              label="Numeração"
              options={NUMBERINGS.map((numbering) => ({ value: numbering, label: numberingLabels[numbering] }))}
              error={errors.numbering?.message}
              {...form.register('numbering')}
            />
          </div>
          {plan.success ? (
            <>
              <BuildingPreview apartments={planned} taken={taken} />
              {taken.length > 0 && (
                <div className="space-y-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                  <p id="building-taken">
                    {taken.length === 1 ? 'Já existe 1 apartamento' : `Já existem ${taken.length.toLocaleString('pt-BR')} apartamentos`} desta prévia:{' '}
                    {taken.map(apartmentLabel).join(', ')}.
                  </p>
                  <CheckboxField
                    label="Pular os existentes"
                    aria-describedby="building-taken"
                    aria-invalid={errors.skip_existing ? true : undefined}
                    className="bg-white dark:bg-slate-900"
                    {...form.register('skip_existing')}
                  />
                  {errors.skip_existing && (
                    <p role="alert" className="font-medium text-red-800 dark:text-red-200">
                      {errors.skip_existing.message}
                    </p>
                  )}
                </div>
              )}
            </>
          ) : (
            <p role="status" className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200">
              {plan.error.issues[0]?.message}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={closing.close}>
              Cancelar
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Cadastrar apartamentos
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
