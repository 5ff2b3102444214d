import { useRef, useState } from 'react';

/**
 * A form in a dialog that closes when it is saved: the dialog first closes and gives focus back to what opened
 * it, and only then does `onClosed` run (the success dialog, then unmounting), so that the success dialog in turn
 * gives focus back to the opener and not to a form that is gone.
 */
export function useClosingDialog(onClosed: () => void) {
  const [open, setOpen] = useState(true);
  const afterSave = useRef<(() => void) | null>(null);
  return {
    rootProps: { open, onOpenChange: (next: boolean) => !next && setOpen(false) },
    afterClose: () => {
      afterSave.current?.();
      onClosed();
    },
    /** Closes, then runs `then` once focus is back on the opener. */
    closeThen: (then: () => void) => {
      afterSave.current = then;
      setOpen(false);
    },
    close: () => setOpen(false),
  };
}
