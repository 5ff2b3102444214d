import { Link } from '@tanstack/react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { condominiumForm, condominiumProfileFields, type Condominium } from '#contract/condominiums.ts';
import { formatPhone } from '#src/lib/formatters.ts';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { Field } from '#src/ui/field.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { MaskedField } from '#src/ui/masked-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { useUnsavedChangesGuard } from '#src/ui/use-unsaved-changes-guard.ts';
import type { CondominiumBody, CondominiumProfileBody } from './api/condominium-requests.ts';
import { AddressSection } from './address-section.tsx';
import { formValuesOf, type CondominiumFormApi, type CondominiumFormValues } from './condominium-form-values.ts';
import { IdentificationSection } from './identification-section.tsx';
import { PlanSection } from './plan-section.tsx';
import { IdentityDetails, PlanDetails } from './condominium-details.tsx';

// The profile form holds every field but sends only the síndico's (the strict schema would refuse the others).
const profileSchema = z.object(condominiumProfileFields.shape);
// The form holds typed text; the contract's schemas turn it into the request body (their input is not text).
const fullResolver = zodResolver(condominiumForm) as unknown as Resolver<CondominiumFormValues, unknown, CondominiumBody>;
const profileResolver = zodResolver(profileSchema) as unknown as Resolver<CondominiumFormValues, unknown, CondominiumProfileBody>;

type CondominiumFormProps = (
  | { mode: 'create'; condominium?: undefined; onSubmit: (body: CondominiumBody) => Promise<unknown> }
  | { mode: 'edit'; condominium: Condominium; onSubmit: (body: CondominiumBody) => Promise<unknown> }
  | { mode: 'profile'; condominium: Condominium; onSubmit: (body: CondominiumProfileBody) => Promise<unknown> }
) & {
  /** Something else on the screen that the save sends too is waiting (a chosen logo): leaving asks first. */
  unsavedOutside?: boolean;
};

/**
 * The condominium form, shared by the master's create and edit screens and the síndico's profile. In the profile,
 * identity (CNPJ, razão social) and plan are shown, not edited: those stay with the master.
 */
export function CondominiumForm(props: CondominiumFormProps) {
  const { mode, condominium, unsavedOutside = false } = props;
  const form = useForm<CondominiumFormValues, unknown, CondominiumBody | CondominiumProfileBody>({
    defaultValues: formValuesOf(condominium),
    resolver: (mode === 'profile' ? profileResolver : fullResolver) as Resolver<CondominiumFormValues, unknown, CondominiumBody | CondominiumProfileBody>,
  });
  const listingSearch = useListingReturn();
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard((isDirty || unsavedOutside) && !isSubmitting, form);

  const submit = form.handleSubmit(async (body) => {
    try {
      await (props.onSubmit as (body: CondominiumBody | CondominiumProfileBody) => Promise<unknown>)(body);
      // What was saved is the new starting point: leaving now loses nothing.
      form.reset(form.getValues(), { keepValues: true });
    } catch (error) {
      // Duplicates and other failures were already told by the mutation; field errors go next to the fields.
      applyServerFieldErrors(form.setError, error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {mode === 'profile' ? (
        <ProfileIdentitySection form={form} condominium={props.condominium} />
      ) : (
        <IdentificationSection form={form} />
      )}
      <ContactSection form={form} />
      <AddressSection form={form} />
      <UnitsSection form={form} />
      {mode === 'profile' ? (
        <FormSection title="Plano" description="O plano e os módulos são definidos pela administração do Zelo.">
          <FormCell span={6}>
            <PlanDetails condominium={props.condominium} />
          </FormCell>
        </FormSection>
      ) : (
        <PlanSection form={form} />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {mode !== 'profile' && (
          <Link to="/condominium-register" search={listingSearch} className={buttonClasses('secondary')}>
            Cancelar
          </Link>
        )}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {mode === 'create' ? 'Cadastrar condomínio' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}

type SectionProps = { form: CondominiumFormApi };

function ProfileIdentitySection({ form, condominium }: SectionProps & { condominium: Condominium }) {
  const { errors } = form.formState;
  return (
    <FormSection title="Identificação" description="CNPJ e razão social só podem ser alterados pela administração do Zelo.">
      <FormCell span={6}>
        <IdentityDetails condominium={condominium} />
      </FormCell>
      <FormCell span={6}>
        <Field label="Nome fantasia" autoComplete="organization" error={errors.comercial_name?.message} {...form.register('comercial_name')} />
      </FormCell>
    </FormSection>
  );
}

function ContactSection({ form }: SectionProps) {
  const { errors } = form.formState;
  return (
    <FormSection title="Contato">
      <FormCell span={2}>
        <Field label="E-mail" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      </FormCell>
      <FormCell span={2}>
        <MaskedField
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 3333-4444"
          format={formatPhone}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </FormCell>
      <FormCell span={2}>
        <MaskedField
          label="Celular"
          type="tel"
          inputMode="tel"
          placeholder="(11) 91234-5678"
          format={formatPhone}
          error={errors.mobile_phone?.message}
          {...form.register('mobile_phone')}
        />
      </FormCell>
    </FormSection>
  );
}

function UnitsSection({ form }: SectionProps) {
  const { errors } = form.formState;
  return (
    <FormSection title="Unidades">
      <FormCell span={3}>
        <Field label="Número de unidades" type="number" min={1} inputMode="numeric" error={errors.units?.message} {...form.register('units')} />
      </FormCell>
      <FormCell span={3}>
        <Field label="Blocos" type="number" min={1} inputMode="numeric" error={errors.blocks?.message} {...form.register('blocks')} />
      </FormCell>
    </FormSection>
  );
}
