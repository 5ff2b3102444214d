import type { UseFormRegister } from 'react-hook-form';
import type { Prospect, ProspectForm } from '#contract/prospects.ts';
import { formatCnpj, formatPhone } from '#src/lib/formatters.ts';
import { Field } from '#src/ui/field.tsx';
import { TextAreaField } from '#src/ui/text-area-field.tsx';
import { MaskedField } from '#src/ui/masked-field.tsx';
import type { FieldErrors } from '#src/ui/use-schema-form.ts';

/** Who fills the fields: the person asking for access (/register) or the master correcting the request. */
export type ProspectFieldsAudience = 'requester' | 'master';

const nameLabel: Record<ProspectFieldsAudience, string> = { requester: 'Seu nome', master: 'Nome' };
const messageLabel: Record<ProspectFieldsAudience, string> = { requester: 'Mensagem (opcional)', master: 'Mensagem' };

interface ProspectFieldsProps {
  audience: ProspectFieldsAudience;
  errors: FieldErrors;
  /** The stored request, when editing one. */
  prospect?: Prospect;
  /** The master's form is a react-hook-form one; /register reads its fields from the form element. */
  register?: UseFormRegister<ProspectFormValues>;
}

/** The fields as typed: text everywhere, the contract's schema makes the request body of them. */
export type ProspectFormValues = Record<keyof ProspectForm, string>;

/** The fields of an access request (SPEC §2 /register), shared by /register and the master's edit form. */
export function ProspectFields({ audience, errors, prospect, register }: ProspectFieldsProps) {
  const bind = (name: keyof ProspectFormValues) => (register ? register(name) : { name });
  return (
    <>
      <Field {...bind('name')} label={nameLabel[audience]} autoComplete="name" defaultValue={prospect?.name} error={errors.name} />
      <Field {...bind('email')} type="email" label="E-mail" autoComplete="email" inputMode="email" defaultValue={prospect?.email} error={errors.email} />
      <MaskedField
        {...bind('phone')}
        type="tel"
        label="Telefone"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="(11) 91234-5678"
        format={formatPhone}
        defaultValue={prospect && formatPhone(prospect.phone)}
        error={errors.phone}
      />
      <Field
        {...bind('condominium_name')}
        label="Nome do condomínio"
        autoComplete="organization"
        defaultValue={prospect?.condominium_name}
        error={errors.condominium_name}
      />
      <MaskedField
        {...bind('cnpj')}
        label="CNPJ do condomínio"
        placeholder="00.000.000/0000-00"
        format={formatCnpj}
        defaultValue={prospect && formatCnpj(prospect.cnpj)}
        error={errors.cnpj}
      />
      <Field {...bind('units')} type="number" label="Número de unidades" min={1} inputMode="numeric" defaultValue={prospect?.units} error={errors.units} />
      <div className="md:col-span-2">
        <TextAreaField {...bind('message')} label={messageLabel[audience]} maxLength={2000} defaultValue={prospect?.message ?? undefined} error={errors.message} />
      </div>
    </>
  );
}
