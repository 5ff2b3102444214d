import type { CondominiumFormApi, CondominiumFormValues } from './condominium-form-values.ts';

/** Writes what a lookup found into the form, clearing the messages of the fields it filled. */
export function fillFields(form: CondominiumFormApi, values: Partial<CondominiumFormValues>): void {
  for (const [name, value] of Object.entries(values) as [keyof CondominiumFormValues, string][]) {
    form.setValue(name, value, { shouldDirty: true });
    form.clearErrors(name);
  }
}
