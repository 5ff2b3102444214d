export type ToastKind = 'success' | 'error' | 'info';

type ShowToast = (kind: ToastKind, message: string) => void;

let show: ShowToast | null = null;
const waiting: [ToastKind, string][] = [];
const loadRequests = new Set<() => void>();

/**
 * The toast area (sonner) loads after the first paint (decision 013): until it is there, toasts wait here and
 * the first one asks for it at once.
 */
export function attachToaster(showToast: ShowToast): () => void {
  show = showToast;
  for (const [kind, message] of waiting.splice(0)) showToast(kind, message);
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

function post(kind: ToastKind, message: string): void {
  if (show) return show(kind, message);
  if (!waiting.some(([waitingKind, waitingMessage]) => waitingKind === kind && waitingMessage === message)) waiting.push([kind, message]);
  loadRequests.forEach((load) => load());
}

/** The app's toasts: always through here, so every toast looks and behaves the same (SPEC §9). */
export const notify = {
  success: (message: string) => post('success', message),
  error: (message: string) => post('error', message),
  info: (message: string) => post('info', message),
};
