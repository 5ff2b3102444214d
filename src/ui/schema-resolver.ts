import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { hasFieldErrors } from '#src/lib/api-error.ts';

/**
 * A react-hook-form resolver from a contract schema: the form keeps its fields as typed text, the schema (the one
 * the server checks with) turns them into the request body, and each field shows its first message.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(schema: S): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** Puts the server's VALIDATION_ERROR messages next to their fields, focusing the first; false for other failures. */
export function applyServerFieldErrors<V extends FieldValues>(setError: UseFormSetError<V>, error: unknown): boolean {
  if (!hasFieldErrors(error)) return false;
  Object.entries(error.errors).forEach(([field, messages], index) => {
    if (messages[0]) setError(field as Path<V>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 });
  });
  return true;
}
