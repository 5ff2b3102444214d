import { useLocation } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { discardDraft, draftKey, isSessionEnding, readDraft, saveDraft } from '#src/lib/form-drafts.ts';
import { useSession } from '#src/stores/session.ts';
import { notify } from './toasts/notify.ts';

export const DRAFT_RESTORED_MESSAGE = 'Recuperamos as alterações que você ainda não tinha salvado neste formulário.';

/**
 * Keeps what a form holds and has not saved as a draft of the signed-in person for this page (and `scope`, when a
 * page has more than one form of the kind), and puts it back when the form opens again (lib/form-drafts.ts): a
 * session that ends mid-edit (a refused token, the inactivity lock) no longer throws the edits away. The draft
 * goes when the form is no longer dirty (saved, or typed back) and when the person leaves the page while the
 * session goes on (they chose to, past the unsaved-changes question or the browser's own on a reload).
 * `onRestored` gets the draft brought back, for what the form shows beside its fields (files already sent).
 */
export function useFormDraft<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut> | undefined,
  scope?: string,
  onRestored?: (draft: Record<string, unknown>) => void,
) {
  const userUuid = useSession((state) => state.activeUser?.uuid);
  const pathname = useLocation({ select: (location) => location.pathname });
  const key = form && userUuid ? draftKey(userUuid, scope ? `${pathname}#${scope}` : pathname) : null;
  const restored = useEffectEvent((draft: Record<string, unknown>) => onRestored?.(draft));

  useEffect(() => {
    if (!form || !key) return;
    const draft = readDraft(key);
    if (draft) {
      // Against the form's own starting values, so that the restored edits count as unsaved ones.
      form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
      restored(draft);
      notify.info(DRAFT_RESTORED_MESSAGE);
    }
    if (form.formState.isDirty) saveDraft(key, form.getValues());
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => (isDirty ? saveDraft(key, values) : discardDraft(key)),
    });
    // A reload or a closed tab past the browser's own "leave the site?" question is leaving by choice too: only an
    // accepted unload fires pagehide.
    const leftByChoice = () => {
      if (!isSessionEnding(useSession.getState().token !== null)) discardDraft(key);
    };
    window.addEventListener('pagehide', leftByChoice);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', leftByChoice);
      leftByChoice();
    };
  }, [form, key]);
}
