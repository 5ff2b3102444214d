import { useBlocker } from '@tanstack/react-router';
import { useDialogs } from './dialogs/use-dialogs.ts';

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
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const dialogs = useDialogs();
  useBlocker({
    shouldBlockFn: async () => !(await dialogs.confirm(LEAVE_FORM_CONFIRMATION)),
    enableBeforeUnload: unsaved,
    disabled: !unsaved,
  });
}
