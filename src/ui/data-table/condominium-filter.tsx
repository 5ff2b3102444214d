import { SelectField, type SelectOption } from '../select-field.tsx';

interface CondominiumFilterProps {
  /** The caller's condominiums (`useCondominiumChoices`). */
  choices: { options: SelectOption[]; loading: boolean };
  value: string | undefined;
  onChange: (condominium: string | undefined) => void;
}

/** A listing's "Condomínio" select, kept in the URL as `condominium`; nothing to choose for someone with one condominium. */
export function CondominiumFilter({ choices, value, onChange }: CondominiumFilterProps) {
  if (choices.options.length <= 1) return null;
  return (
    <SelectField
      name="condominium"
      label="Condomínio"
      placeholder="Todos os condomínios"
      options={choices.options}
      loading={choices.loading}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}
