import { errorMessage, errorReference } from '#src/lib/api-error.ts';

export type ToastKind = 'success' | 'error' | 'info';

/** A second, smaller line under the message (the error's code for support). */
type ShowToast = (kind: ToastKind, message: string, detail?: string) => void;

let show: ShowToast | null = null;
const waiting: [ToastKind, string, string | undefined][] = [];
const loadRequests = new Set<() => void>();

/**
 * The toast area (sonner) loads after the first paint (decision 013): until it is there, toasts wait here and
 * the first one asks for it at once.
 */
export function attachToaster(showToast: ShowToast): () => void {
  show = showToast;
  for (const [kind, message, detail] of waiting.splice(0)) showToast(kind, message, detail);
  return () => {
    if (show === showToast) show = null;
  };
}

/**
 * Called by the toast host: `load` runs when a toast is asked for before the toast area has loaded, at once when
 * one already waits (a route guard's toast comes before the first render).
 */
export function onToastRequested(load: () => void): () => void {
  if (waiting.length > 0) load();
  loadRequests.add(load);
  return () => loadRequests.delete(load);
}

function post(kind: ToastKind, message: string, detail?: string): void {
  if (show) return show(kind, message, detail);
  if (!waiting.some(([waitingKind, waitingMessage]) => waitingKind === kind && waitingMessage === message)) waiting.push([kind, message, detail]);
  loadRequests.forEach((load) => load());
}

/** The app's toasts: always through here, so every toast looks and behaves the same (SPEC §9). */
export const notify = {
  success: (message: string) => post('success', message),
  error: (message: string) => post('error', message),
  /** A failed call: its message, and for a server failure the code that finds it in the server's log. */
  failure: (error: unknown) => post('error', errorMessage(error), errorReference(error)),
  info: (message: string) => post('info', message),
};
