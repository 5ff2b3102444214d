import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { cn } from '#src/lib/cn.ts';
import { useToasts, type Toast, type ToastKind } from './toast-store.ts';

/**
 * SPEC §9 toast defaults: top-right, closing after 5000 ms, paused while hovered or while the window has lost
 * focus, closed by a click, draggable on x and dismissed past 80 % of its width, light theme.
 *
 * Written here rather than with a toast library: the first page must load within 120 KB of gzip JS (issue 3) and
 * a library cost ~10 KB of it, while still lacking close-on-click and the 80 % drag threshold.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_DRAG_THRESHOLD = 0.8;
/** Below this many pixels a pointer press is a click, not a drag. */
const CLICK_SLOP_PX = 5;

const kinds: Record<ToastKind, { icon: typeof Info; iconClass: string; barClass: string }> = {
  success: { icon: CircleCheck, iconClass: 'text-emerald-700', barClass: 'bg-emerald-600' },
  error: { icon: CircleAlert, iconClass: 'text-red-700', barClass: 'bg-red-600' },
  info: { icon: Info, iconClass: 'text-brand-700', barClass: 'bg-brand-600' },
};

function useWindowFocus(): boolean {
  const [focused, setFocused] = useState(() => document.hasFocus());
  useEffect(() => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
  return focused;
}

/** Counts down only while not paused, keeping the time left across pauses. */
function useCountdown(durationMs: number, paused: boolean, onDone: () => void) {
  const remaining = useRef(durationMs);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDone, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDone]);
}

/** The toasts on screen; loaded with the first toast, so that pages that never show one do not download it. */
export default function ToastList() {
  const toasts = useToasts((state) => state.toasts);
  const windowFocused = useWindowFocus();
  return (
    <ol className="flex flex-col gap-2">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} paused={!windowFocused} />
      ))}
    </ol>
  );
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const remove = useToasts((state) => state.remove);
  const [hovered, setHovered] = useState(false);
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ startX: number; moved: boolean } | null>(null);
  const close = useCallback(() => remove(toast.id), [remove, toast.id]);
  useCountdown(TOAST_DURATION_MS, paused || hovered || dragging, close);
  const { icon: Icon, iconClass, barClass } = kinds[toast.kind];

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { startX: event.clientX, moved: false };
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.startX;
    if (Math.abs(dx) > CLICK_SLOP_PX) drag.current.moved = true;
    setDragX(dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    const current = drag.current;
    drag.current = null;
    setDragging(false);
    if (!current) return;
    const width = event.currentTarget.offsetWidth || 1;
    const dx = event.clientX - current.startX;
    // A click closes; a drag closes only past the threshold, otherwise the toast slides back.
    if (!current.moved || Math.abs(dx) >= width * TOAST_DRAG_THRESHOLD) return close();
    setDragX(0);
  };

  return (
    <li
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
        setDragX(0);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={dragX ? { transform: `translateX(${dragX}px)`, opacity: 1 - Math.min(Math.abs(dragX) / 400, 0.6) } : undefined}
      className={cn(
        'pointer-events-auto relative flex cursor-pointer touch-pan-y items-start gap-3 overflow-hidden rounded-lg bg-white p-4 pe-11 text-sm text-slate-800 shadow-lg ring-1 ring-slate-200 select-none animate-fade-in',
        !dragX && 'transition-transform',
      )}
    >
      <span aria-hidden="true" className={cn('absolute inset-y-0 start-0 w-1', barClass)} />
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        aria-label="Fechar aviso"
        onClick={close}
        className="absolute end-2 top-2 grid size-8 place-items-center rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
