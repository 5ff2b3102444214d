import { hasFieldErrors, isApiError } from '#src/lib/api-error.ts';
import { duplicateWarning } from '#src/lib/duplicate-warnings.ts';
import { dialogs } from './dialogs/use-dialogs.ts';
import { notify } from './toasts/notify.ts';

/** HTTP 409: the record already exists (ARCHITECTURE §3). */
const CONFLICT = 409;

/**
 * How a failed create or update is told (SPEC §5, §8): a record that already exists opens the 'Ops!' dialog with
 * its sentence (the catalogue's, else the server's); field errors are left to the form, next to the fields; any
 * other failure is a toast with the server's message.
 */
export function reportSaveError(error: unknown): void {
  const warning = isApiError(error) ? (duplicateWarning(error.code) ?? (error.status === CONFLICT ? error.message : undefined)) : undefined;
  if (warning) {
    void dialogs.warning(warning);
    return;
  }
  if (hasFieldErrors(error)) return;
  notify.failure(error);
}
