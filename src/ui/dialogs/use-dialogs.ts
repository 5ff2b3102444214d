import { useDialogQueue, WARNING_TITLE, type DialogRequest } from './dialog-store.ts';

export interface SuccessDialogOptions {
  title: string;
  text?: string;
  /** SPEC §8: the maintenance success dialogs cannot be dismissed by clicking outside. */
  dismissible?: boolean;
  /** A second line under SPEC's text, which stays as SPEC words it (e.g. whom a summary went to). */
  detail?: string;
}

export interface ConfirmDialogOptions {
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * The button that has focus when the dialog opens, so the one Enter presses: cancelling by default (the safe
   * answer to "Inativar?"), confirming where that is the safe one ("Você ainda está aí?").
   */
  focus?: 'cancel' | 'confirm';
}

/** The app's three dialogs (ARCHITECTURE §6); each call resolves when its dialog closes. */
export const dialogs = {
  /** Closes by itself after 3000 ms, with a progress bar. */
  success: ({ title, text, dismissible = true, detail }: SuccessDialogOptions) =>
    new Promise<void>((settle) => useDialogQueue.getState().push({ kind: 'success', title, text, dismissible, detail, settle })),
  /** The 'Ops!' dialog of SPEC §8. */
  warning: (text: string, title: string = WARNING_TITLE) =>
    new Promise<void>((settle) => useDialogQueue.getState().push({ kind: 'warning', title, text, settle })),
  /** Resolves true when the person confirms. */
  confirm: ({ title, text, confirmLabel = 'Confirmar', cancelLabel = 'Cancelar', focus = 'cancel' }: ConfirmDialogOptions) =>
    new Promise<boolean>((settle) =>
      useDialogQueue.getState().push({ kind: 'confirm', title, text, confirmLabel, cancelLabel, focus, settle }),
    ),
  /** Closes every open or waiting dialog, answering each as if it was cancelled. */
  dismissAll: () => {
    const { queue, shift } = useDialogQueue.getState();
    for (const request of queue) {
      dismiss(request);
      shift(request.id);
    }
  },
};

/** Settles a dialog as closed without a choice: a confirm answers false. */
export function dismiss(request: DialogRequest): void {
  if (request.kind === 'confirm') request.settle(false);
  else request.settle();
}

export function useDialogs() {
  return dialogs;
}
