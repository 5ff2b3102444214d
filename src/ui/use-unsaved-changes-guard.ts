import { useBlocker } from '@tanstack/react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSession } from '#src/stores/session.ts';
import { useDialogs } from './dialogs/use-dialogs.ts';
import { useFormDraft } from './use-form-draft.ts';

export const LEAVE_FORM_CONFIRMATION = {
  title: 'Sair sem salvar?',
  text: 'As alterações que você fez neste formulário ainda não foram salvas e serão perdidas.',
  confirmLabel: 'Sair sem salvar',
  cancelLabel: 'Continuar editando',
};

/**
 * While a form holds edits that were not saved, leaving it asks first: inside the app with the confirm dialog,
 * and on reload or closing the tab with the browser's own question (beforeunload). A form that is saving is not
 * guarded, so that its own "go back to the listing" passes.
 *
 * Given the form, its unsaved edits are also kept as a draft of the person (use-form-draft.ts): when the session
 * ends underneath, the page is left without asking (the person cannot stay) and the edits come back after they
 * sign in again.
 */
export function useUnsavedChangesGuard<T extends FieldValues, TOut extends FieldValues>(
  unsaved: boolean,
  form?: UseFormReturn<T, unknown, TOut>,
) {
  const dialogs = useDialogs();
  useFormDraft(form);
  useBlocker({
    shouldBlockFn: async () => useSession.getState().token !== null && !(await dialogs.confirm(LEAVE_FORM_CONFIRMATION)),
    enableBeforeUnload: unsaved,
    disabled: !unsaved,
  });
}
