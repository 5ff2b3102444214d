import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { toast, Toaster } from 'sonner';
import { attachToaster, type ToastKind } from './notify.ts';

/** SPEC §9: a toast closes on its own after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** Below this many pixels a press is a click (which closes the toast), not a swipe. */
const CLICK_SLOP_PX = 5;

/** The same message of the same kind is one toast: showing it again refreshes it instead of stacking a copy. */
export const toastIdOf = (kind: ToastKind, message: string) => `${kind}:${message}`;

const shown = new Map<string, [ToastKind, string]>();
let windowFocused = typeof document === 'undefined' || document.hasFocus();

function show(kind: ToastKind, message: string): void {
  const id = toastIdOf(kind, message);
  shown.set(id, [kind, message]);
  // Errors are announced assertively; sonner's own live region is polite.
  const title = (
    <span data-toast-id={id} role={kind === 'error' ? 'alert' : undefined}>
      {message}
    </span>
  );
  toast[kind](title, {
    id,
    // sonner pauses on hover and on a hidden tab; a window that lost focus (SPEC §9) pauses by holding the time.
    duration: windowFocused ? TOAST_DURATION_MS : Infinity,
    onDismiss: () => shown.delete(id),
    onAutoClose: () => shown.delete(id),
  });
}

/** Shows the toasts on screen again with the duration that fits the window's focus. */
function refreshDurations(): void {
  for (const active of toast.getToasts()) {
    const entry = shown.get(String(active.id));
    if (entry) show(...entry);
  }
}

function useWindowFocusPause() {
  useEffect(() => {
    const onChange = (focused: boolean) => () => {
      windowFocused = focused;
      refreshDurations();
    };
    const onFocus = onChange(true);
    const onBlur = onChange(false);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
}

/** SPEC §9 "close on click": a press that did not move (a swipe is sonner's) closes the toast under it. */
function useCloseOnClick() {
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      pressedAt.current = { x: event.clientX, y: event.clientY };
    },
    onClick: (event: MouseEvent) => {
      const start = pressedAt.current;
      pressedAt.current = null;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_SLOP_PX) return;
      const id = (event.target as Element).closest('[data-sonner-toast]')?.querySelector<HTMLElement>('[data-toast-id]')?.dataset.toastId;
      if (id) toast.dismiss(id);
    },
  };
}

/**
 * sonner with SPEC §9's toast defaults: top-right, 5000 ms, light theme, paused on hover and while the window has
 * lost focus, closed by a click, swiped away to the right. Loaded after the first paint by `Toaster`.
 */
export default function SonnerToaster() {
  useWindowFocusPause();
  const closeOnClick = useCloseOnClick();
  useEffect(() => attachToaster(show), []);
  return (
    <div {...closeOnClick}>
      <Toaster
        position="top-right"
        theme="light"
        duration={TOAST_DURATION_MS}
        swipeDirections={['right']}
        closeButton
        richColors
        customAriaLabel="Avisos"
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso', className: 'cursor-pointer' }}
      />
    </div>
  );
}
