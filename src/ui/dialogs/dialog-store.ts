import { create } from 'zustand';

/** SPEC §9: success dialogs close themselves after 3000 ms. */
export const SUCCESS_DIALOG_MS = 3000;
/** SPEC §8: the title of every warning dialog. */
export const WARNING_TITLE = 'Ops!';

interface DialogBase {
  id: number;
  title: string;
  text?: string;
  /** What had focus when the dialog was asked for; it gets focus back when the dialog closes. */
  returnFocusTo: Element | null;
}

export type DialogRequest =
  | (DialogBase & { kind: 'success'; dismissible: boolean; detail?: string; settle: () => void })
  | (DialogBase & { kind: 'warning'; settle: () => void })
  | (DialogBase & { kind: 'confirm'; confirmLabel: string; cancelLabel: string; focus: 'cancel' | 'confirm'; settle: (confirmed: boolean) => void });

type NewRequest = DialogRequest extends infer R ? (R extends DialogRequest ? Omit<R, 'id' | 'returnFocusTo'> : never) : never;

/** Marks the content of the dialogs shown from this queue. */
export const QUEUED_DIALOG_ATTRIBUTE = 'data-queued-dialog';

interface DialogQueue {
  /** Dialogs waiting to be shown; the first one is on screen. */
  queue: DialogRequest[];
  /** Where the last closed dialog sent focus back to. */
  lastReturnFocusTo: Element | null;
  push: (request: NewRequest) => void;
  /** Removes the dialog on screen (its promise was already settled by whoever closed it). */
  shift: (id: number) => void;
}

let nextId = 1;

export const useDialogQueue = create<DialogQueue>()((set) => ({
  queue: [],
  lastReturnFocusTo: null,
  push: (request) =>
    set((state) => {
      const returnFocusTo = state.queue.at(-1)?.returnFocusTo ?? focusBefore(state.lastReturnFocusTo);
      return { queue: [...state.queue, { ...request, id: nextId++, returnFocusTo } as DialogRequest] };
    }),
  shift: (id) =>
    set((state) => ({
      queue: state.queue.filter((request) => request.id !== id),
      lastReturnFocusTo: state.queue.find((request) => request.id === id)?.returnFocusTo ?? state.lastReturnFocusTo,
    })),
}));

/**
 * What a new dialog gives focus back to: what has focus now; but when that is nothing, or a button of a dialog of
 * this queue that is closing (a confirm answered, then a success shown), where the last dialog sent it back.
 */
function focusBefore(lastReturnFocusTo: Element | null): Element | null {
  const active = document.activeElement;
  const focusIsLost = !active || active === document.body || active.closest(`[${QUEUED_DIALOG_ATTRIBUTE}]`);
  return focusIsLost ? lastReturnFocusTo : active;
}
