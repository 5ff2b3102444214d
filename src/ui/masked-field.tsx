import type { ComponentProps, InputEvent } from 'react';
import { Field } from './field.tsx';

interface MaskedFieldProps extends ComponentProps<typeof Field> {
  /** Reformats what was typed, e.g. formatCnpj. */
  format: (value: string) => string;
}

/** A field that formats its value while the person types (CNPJ, phone, CEP…). */
export function MaskedField({ format, onInput, ...props }: MaskedFieldProps) {
  const reformat = (event: InputEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const formatted = format(input.value);
    if (formatted !== input.value) input.value = formatted;
    onInput?.(event);
  };
  return <Field {...props} onInput={reformat} />;
}
