import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { apartmentLabel } from '#contract/apartments.ts';
import { manageableTypes, RESIDENT_RELATIONS, residentRelationLabels, userForm, userTypeLabels, type User } from '#contract/users.ts';
import { useCondominiumApartments } from '#src/api/apartment-options.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { formatCpf, formatLandline, formatMobile, formatRg } from '#src/lib/formatters.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { CheckboxGroup } from '#src/ui/checkbox-group.tsx';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { Field } from '#src/ui/field.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { MaskedField } from '#src/ui/masked-field.tsx';
import { SelectField, type SelectOption } from '#src/ui/select-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { useUnsavedChangesGuard } from '#src/ui/use-unsaved-changes-guard.ts';
import type { UserBody } from './api/user-queries.ts';

interface Residence {
  /** The condominium whose apartments the select offers. */
  condominium: string;
  apartment: string;
  relation: string;
}

interface UserFormValues {
  name: string;
  email: string;
  type: string;
  cpf: string;
  rg: string;
  mobile_phone: string;
  phone: string;
  condominiums: string[];
  apartments: Residence[];
}

const contractResolver = zodResolver(userForm) as unknown as Resolver<UserFormValues, unknown, UserBody>;
/** Each home row also holds the condominium its select lists apartments of: the request names the apartment only. */
const resolver: Resolver<UserFormValues, unknown, UserBody> = (values, context, options) =>
  contractResolver({ ...values, apartments: values.apartments.map(({ apartment, relation }) => ({ apartment, relation }) as Residence) }, context, options);

function valuesOf(user: User | undefined, condominiums: SelectOption[]): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    type: user?.type ?? '',
    cpf: user?.cpf ? formatCpf(user.cpf) : '',
    rg: user?.rg ? formatRg(user.rg) : '',
    mobile_phone: user?.mobile_phone ? formatMobile(user.mobile_phone) : '',
    phone: user?.phone ? formatLandline(user.phone) : '',
    // Someone who manages a single condominium adds people to it without choosing.
    condominiums: user ? user.condominiums.map((condominium) => condominium.uuid) : condominiums.length === 1 ? [condominiums[0]!.value] : [],
    apartments: (user?.apartments ?? []).map((home) => ({ condominium: home.condominium_uuid, apartment: home.uuid, relation: home.relation })),
  };
}

export const SHARED_IDENTITY_NOTE =
  'Esta pessoa também pertence a outro condomínio: só ela mesma ou a administração do Zelo podem alterar os dados pessoais. Aqui você gerencia o vínculo dela com os seus condomínios.';

interface UserFormProps {
  user?: User;
  onSubmit: (body: UserBody) => Promise<unknown>;
}

/** The create and edit form of a person (issue 11). No password: the person sets it through an e-mailed link. */
export function UserForm({ user, onSubmit }: UserFormProps) {
  const session = useSessionUser();
  const condominiums = useCondominiumChoices();
  const form = useForm<UserFormValues, unknown, UserBody>({ resolver, defaultValues: valuesOf(user, condominiums.options) });
  const listingSearch = useListingReturn();
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty && !isSubmitting, form);
  const type = useWatch({ control: form.control, name: 'type' });
  const types = manageableTypes(session.type).filter((option) => option !== 'master' || !user || user.type === 'master');
  // Identity is the person's: someone who also belongs elsewhere is changed only by themself or the master (the server
  // refuses anything else); the síndico still manages their memberships here.
  const identityLocked = Boolean(user?.in_other_condominiums) && session.type !== 'master';

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      form.reset(form.getValues(), { keepValues: true });
    } catch (error) {
      applyServerFieldErrors(form.setError, error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormSection title="Dados pessoais" description="CPF, RG e telefones só são vistos pelo master, pelo síndico e pela própria pessoa.">
        {identityLocked && (
          <FormCell span={6}>
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{SHARED_IDENTITY_NOTE}</p>
          </FormCell>
        )}
        <FormCell span={4}>
          <Field label="Nome" autoComplete="name" readOnly={identityLocked} error={errors.name?.message} {...form.register('name')} />
        </FormCell>
        <FormCell span={2}>
          {identityLocked ? (
            // A select cannot be read-only; the type stays in the form's values and is sent unchanged.
            <Field name="type-shown" label="Tipo de usuário" readOnly value={userTypeLabels[user!.type]} />
          ) : (
            <SelectField
              label="Tipo de usuário"
              placeholder="Selecione o tipo"
              options={types.map((value) => ({ value, label: userTypeLabels[value] }))}
              error={errors.type?.message}
              {...form.register('type')}
            />
          )}
        </FormCell>
        <FormCell span={3}>
          <Field label="E-mail" type="email" inputMode="email" autoComplete="email" readOnly={identityLocked} error={errors.email?.message} {...form.register('email')} />
        </FormCell>
        <FormCell span={3}>
          <MaskedField label="CPF" inputMode="numeric" format={formatCpf} readOnly={identityLocked} error={errors.cpf?.message} {...form.register('cpf')} />
        </FormCell>
        <FormCell span={2}>
          <MaskedField label="RG" format={formatRg} readOnly={identityLocked} error={errors.rg?.message} {...form.register('rg')} />
        </FormCell>
        <FormCell span={2}>
          <MaskedField
            label="Celular"
            type="tel"
            inputMode="tel"
            format={formatMobile}
            readOnly={identityLocked}
            error={errors.mobile_phone?.message}
            {...form.register('mobile_phone')}
          />
        </FormCell>
        <FormCell span={2}>
          <MaskedField
            label="Telefone fixo"
            type="tel"
            inputMode="tel"
            format={formatLandline}
            readOnly={identityLocked}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        </FormCell>
      </FormSection>

      {type !== 'master' && condominiums.options.length > 1 && (
        <FormSection title="Condomínios">
          <FormCell span={6}>
            <CheckboxGroup legend="Condomínios do usuário" options={condominiums.options} inputProps={form.register('condominiums')} error={errors.condominiums?.message} />
          </FormCell>
        </FormSection>
      )}

      {type === 'morador' && <ResidencesSection form={form} condominiums={condominiums.options} />}

      {!user && (
        <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900 dark:bg-slate-800 dark:text-brand-100">
          Não é preciso criar uma senha: a pessoa recebe um e-mail com um link para definir a sua.
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/user-register" search={listingSearch} className={buttonClasses('secondary')}>
          Cancelar
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {user ? 'Salvar alterações' : 'Cadastrar usuário'}
        </Button>
      </div>
    </form>
  );
}

type FormApi = UseFormReturn<UserFormValues, unknown, UserBody>;

/** A morador's homes: an apartment of one of their condominiums each, and how they live there. */
function ResidencesSection({ form, condominiums }: { form: FormApi; condominiums: SelectOption[] }) {
  const homes = useFieldArray({ control: form.control, name: 'apartments' });
  const chosen = useWatch({ control: form.control, name: 'condominiums' });
  const available = condominiums.filter((option) => chosen.includes(option.value));
  const error = form.formState.errors.apartments;
  return (
    <FormSection title="Apartamentos" description="Onde o morador vive e como: proprietário, inquilino ou morador.">
      {homes.fields.map((home, index) => (
        <ResidenceRow key={home.id} form={form} index={index} condominiums={available} onRemove={() => homes.remove(index)} />
      ))}
      <FormCell span={6}>
        {typeof error?.message === 'string' && (
          <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-300">
            {error.message}
          </p>
        )}
        <Button type="button" variant="secondary" onClick={() => homes.append({ condominium: available[0]?.value ?? '', apartment: '', relation: 'morador' })}>
          <Plus aria-hidden="true" className="size-4" />
          Adicionar apartamento
        </Button>
      </FormCell>
    </FormSection>
  );
}

function ResidenceRow({ form, index, condominiums, onRemove }: { form: FormApi; index: number; condominiums: SelectOption[]; onRemove: () => void }) {
  const condominium = useWatch({ control: form.control, name: `apartments.${index}.condominium` });
  const apartments = useCondominiumApartments(condominium || undefined);
  const errors = form.formState.errors.apartments?.[index];
  return (
    <>
      {condominiums.length > 1 && (
        <FormCell span={2}>
          <SelectField label={`Condomínio do apartamento ${index + 1}`} options={condominiums} {...form.register(`apartments.${index}.condominium`)} />
        </FormCell>
      )}
      <FormCell span={condominiums.length > 1 ? 2 : 3}>
        <SelectField
          label={`Apartamento ${index + 1}`}
          placeholder="Selecione o apartamento"
          loading={apartments.isLoading}
          options={(apartments.data ?? []).map((apartment) => ({ value: apartment.uuid, label: apartmentLabel(apartment) }))}
          error={errors?.apartment?.message}
          {...form.register(`apartments.${index}.apartment`)}
        />
      </FormCell>
      <FormCell span={2}>
        <div className="flex items-end gap-2">
          <SelectField
            label={`Relação com o apartamento ${index + 1}`}
            options={RESIDENT_RELATIONS.map((relation) => ({ value: relation, label: residentRelationLabels[relation] }))}
            error={errors?.relation?.message}
            {...form.register(`apartments.${index}.relation`)}
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remover apartamento ${index + 1}`}
            className="grid size-11 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </FormCell>
    </>
  );
}
