import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastQueue {
  toasts: Toast[];
  add: (kind: ToastKind, message: string) => number;
  remove: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastQueue>()((set) => ({
  toasts: [],
  add: (kind, message) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, kind, message }] }));
    return id;
  },
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** The app's toasts: always through here, so every toast looks and behaves the same. */
export const notify = {
  success: (message: string) => useToasts.getState().add('success', message),
  error: (message: string) => useToasts.getState().add('error', message),
  info: (message: string) => useToasts.getState().add('info', message),
  dismiss: (id: number) => useToasts.getState().remove(id),
};
