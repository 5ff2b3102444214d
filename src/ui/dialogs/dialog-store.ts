import { create } from 'zustand';

/** SPEC §9: success dialogs close themselves after 3000 ms. */
export const SUCCESS_DIALOG_MS = 3000;
/** SPEC §8: the title of every warning dialog. */
export const WARNING_TITLE = 'Ops!';

interface DialogBase {
  id: number;
  title: string;
  text?: string;
}

export type DialogRequest =
  | (DialogBase & { kind: 'success'; dismissible: boolean; settle: () => void })
  | (DialogBase & { kind: 'warning'; settle: () => void })
  | (DialogBase & { kind: 'confirm'; confirmLabel: string; cancelLabel: string; settle: (confirmed: boolean) => void });

type NewRequest = DialogRequest extends infer R ? (R extends DialogRequest ? Omit<R, 'id'> : never) : never;

interface DialogQueue {
  /** Dialogs waiting to be shown; the first one is on screen. */
  queue: DialogRequest[];
  push: (request: NewRequest) => void;
  /** Removes the dialog on screen (its promise was already settled by whoever closed it). */
  shift: (id: number) => void;
}

let nextId = 1;

export const useDialogQueue = create<DialogQueue>()((set) => ({
  queue: [],
  push: (request) => set((state) => ({ queue: [...state.queue, { ...request, id: nextId++ } as DialogRequest] })),
  shift: (id) => set((state) => ({ queue: state.queue.filter((request) => request.id !== id) })),
}));
