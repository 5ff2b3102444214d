import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { hasFieldErrors, isApiError } from '#src/lib/api-error.ts';
import { notify } from '#src/ui/toasts/notify.ts';

export type FieldErrors = Partial<Record<string, string>>;

interface SchemaFormOptions<S extends z.ZodType> {
  /**
   * The contract schema that validates the form, loaded on first use: the public screens keep zod out of their
   * first load (the /login budget of issue 3), and the schema is still the one the server checks with.
   */
  loadSchema: () => Promise<S>;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** Warms whatever the submit will need (the request module) as soon as the person starts filling the form. */
  preload?: () => unknown;
}

/**
 * A small form controller for the public screens: reads the form's fields, validates them with the contract's
 * schema, shows the first message per field (its own, or the server's VALIDATION_ERROR ones) and focuses the
 * first invalid field. A call's other failures are reported by the mutation hooks; anything else in a toast here.
 *
 * Only for the public screens: on /login react-hook-form would add ~15 KB of gzip JS to a page held to 120 KB
 * (issue 3). The signed-in screens use react-hook-form with `zodResolver` (decision 013).
 */
export function useSchemaForm<S extends z.ZodType>({ loadSchema, onSubmit, preload }: SchemaFormOptions<S>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function show(form: HTMLFormElement, next: FieldErrors) {
    setErrors(next);
    const first = Object.keys(next)[0];
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      const schema = await loadSchema();
      const result = schema.safeParse(Object.fromEntries(new FormData(form)));
      if (!result.success) {
        show(form, firstIssuePerField(result.error.issues));
        return;
      }
      setErrors({});
      await onSubmit(result.data);
    } catch (error) {
      if (hasFieldErrors(error)) show(form, firstMessagePerField(error.errors));
      // A call's failure was already told by its mutation hook; anything else (a code chunk that would not load)
      // must not leave the person pressing a button that does nothing.
      else if (!isApiError(error)) notify.failure(error);
    } finally {
      setSubmitting(false);
    }
  }

  function handleFocus() {
    void loadSchema();
    preload?.();
  }

  return {
    errors,
    submitting,
    formProps: { noValidate: true, onSubmit: handleSubmit, onFocus: handleFocus },
  };
}

export function firstIssuePerField(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function firstMessagePerField(fieldMessages: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldMessages)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}
