import { useBlocker } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useSession } from '#src/stores/session.ts';
import { useDialogs } from './dialogs/use-dialogs.ts';
import { LEAVE_FORM_CONFIRMATION } from './use-unsaved-changes-guard.ts';

interface ClosingDialogOptions {
  /**
   * The form holds edits that were not saved: closing it by choice (Cancelar, Esc, the ×, a click outside) asks
   * first, as leaving a page form does (use-unsaved-changes-guard.ts), and so does leaving it another way (back,
   * a link, a reload). Its own close, once asked or saved, passes; so does the end of the session.
   */
  unsaved?: boolean;
}

/**
 * A form in a dialog that closes when it is saved: the dialog first closes and gives focus back to what opened
 * it, and only then does `onClosed` run (the success dialog, then unmounting), so that the success dialog in turn
 * gives focus back to the opener and not to a form that is gone. A dialog that goes with its page (another page
 * opened, the session ended) was not closed: `onClosed` does not run then.
 */
export function useClosingDialog(onClosed: () => void, { unsaved = false }: ClosingDialogOptions = {}) {
  const dialogs = useDialogs();
  const [open, setOpen] = useState(true);
  const afterSave = useRef<(() => void) | null>(null);
  const closed = useRef(false);
  const shut = () => {
    closed.current = true;
    setOpen(false);
  };
  const close = async () => {
    if (unsaved && !(await dialogs.confirm(LEAVE_FORM_CONFIRMATION))) return;
    shut();
  };
  useBlocker({
    shouldBlockFn: async () => !closed.current && useSession.getState().token !== null && !(await dialogs.confirm(LEAVE_FORM_CONFIRMATION)),
    enableBeforeUnload: unsaved,
    disabled: !unsaved,
  });
  return {
    rootProps: { open, onOpenChange: (next: boolean) => void (!next && close()) },
    afterClose: () => {
      if (!closed.current) return;
      afterSave.current?.();
      onClosed();
    },
    /** Closes, then runs `then` once focus is back on the opener. */
    closeThen: (then: () => void) => {
      afterSave.current = then;
      shut();
    },
    close: () => void close(),
  };
}
