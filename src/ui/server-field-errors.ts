import type { FieldErrors as FormErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { hasFieldErrors } from '#src/lib/api-error.ts';
import type { FieldErrors } from './use-schema-form.ts';

/** Puts the server's VALIDATION_ERROR messages next to their fields, focusing the first; false for other failures. */
export function applyServerFieldErrors<V extends FieldValues>(setError: UseFormSetError<V>, error: unknown): boolean {
  if (!hasFieldErrors(error)) return false;
  Object.entries(error.errors).forEach(([field, messages], index) => {
    if (messages[0]) setError(field as Path<V>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 });
  });
  return true;
}

/** The message of each top-level field of a react-hook-form form, for field components that take plain texts. */
export function fieldMessages<V extends FieldValues>(errors: FormErrors<V>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, typeof error?.message === 'string' ? error.message : undefined]));
}
