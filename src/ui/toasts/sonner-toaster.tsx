import { useEffect, useRef, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import { toast, Toaster } from 'sonner';
import { attachToaster, type ToastKind } from './notify.ts';

/** SPEC §9: a toast closes on its own after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** Below this many pixels a press is a click (which closes the toast), not a swipe. */
const CLICK_SLOP_PX = 5;

/** The same message of the same kind is one toast: showing it again refreshes it instead of stacking a copy. */
export const toastIdOf = (kind: ToastKind, message: string) => `${kind}:${message}`;

const shown = new Map<string, [ToastKind, string, string | undefined]>();
let windowFocused = typeof document === 'undefined' || document.hasFocus();

function show(kind: ToastKind, message: string, detail?: string): void {
  const id = toastIdOf(kind, message);
  shown.set(id, [kind, message, detail]);
  // Errors are announced assertively; sonner's own live region is polite.
  const title = (
    <span data-toast-id={id} role={kind === 'error' ? 'alert' : undefined}>
      {message}
    </span>
  );
  toast[kind](title, {
    id,
    description: detail,
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
 * sonner's rich colours put their text at about 4.3:1 (error, info) and 3:1 (warning) on their tinted backgrounds;
 * these darker shades of the same hues reach AA (4.5:1) on the same backgrounds.
 */
const richTextColours = { '--error-text': '#b91c1c', '--info-text': '#1d4ed8', '--warning-text': '#92400e' } as CSSProperties;

/**
 * sonner's close button is a 20 px circle on the toast's corner; a finger needs 44 px, so it becomes a 44 px target
 * inside the toast's end (the toast's end padding keeps the message clear of it).
 */
const closeButtonClasses = 'size-11! left-auto! right-1! top-1/2! -translate-y-1/2! transform-none! border-0! bg-transparent! rounded-md!';

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
        style={richTextColours}
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso', className: 'cursor-pointer pe-14!', classNames: { closeButton: closeButtonClasses } }}
      />
    </div>
  );
}
