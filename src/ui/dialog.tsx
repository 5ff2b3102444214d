import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { cn } from '#views/cn.ts';

/**
 * The Radix dialog, wrapped once: focus trap, Escape and scroll lock come with it. Focus goes back to whatever
 * opened the dialog, which Radix does by itself only for a `Dialog.Trigger`: the drawer, the customizer and the
 * dialogs of `useDialogs()` are opened from state.
 */
export const DialogRoot = RadixDialog.Root;

type Placement = 'center' | 'start' | 'end';

const placements: Record<Placement, string> = {
  center: 'left-1/2 top-1/2 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl p-6 animate-fade-in',
  start: 'inset-y-0 start-0 w-sidebar animate-drawer-in',
  end: 'inset-y-0 end-0 w-80 max-w-[calc(100vw-2rem)] animate-fade-in',
};

/**
 * How wide a centred dialog may grow. A prop, not a class the caller adds: two max-width utilities on one element
 * are decided by the order Tailwind writes them, not by which one the caller meant.
 */
const widths = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl', '5xl': 'max-w-5xl' } as const;

interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  placement?: Placement;
  /** A centred dialog's largest width (default `md`, 28rem). */
  width?: keyof typeof widths;
  /** Where focus goes on close, when it is not what had focus as the dialog opened (a queued dialog). */
  returnFocusTo?: Element | null;
  /** Runs once the dialog has closed and focus is back where it belongs (a success dialog shown after a form's). */
  afterClose?: () => void;
}

/** What gets focus back when a dialog closes: the opener if it is still on the page, else the page's content. */
function focusTargetAfterClose(opener: Element | null | undefined): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) return opener;
  return document.querySelector('main');
}

export function DialogContent({
  placement = 'center',
  width = 'md',
  className,
  children,
  returnFocusTo,
  afterClose,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<Element | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60 animate-fade-in print:hidden" />
      <RadixDialog.Content
        className={cn(
          'fixed z-50 bg-white text-slate-800 shadow-xl focus:outline-none dark:bg-slate-800 dark:text-slate-100',
          placements[placement],
          placement === 'center' && widths[width],
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Radix has not moved focus yet: this is still the control that opened the dialog.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = event.defaultPrevented ? null : focusTargetAfterClose(returnFocusTo ?? opener.current);
          if (target) {
            event.preventDefault();
            target.focus({ preventScroll: true });
          }
          afterClose?.();
        }}
        {...props}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-xl font-semibold text-slate-900 dark:text-white', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-sm text-slate-600 dark:text-slate-300', className)} {...props} />;
}

/** The round × button that closes a drawer or panel. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <RadixDialog.Close
      aria-label={label}
      className="grid size-11 shrink-0 place-items-center rounded-md lg:size-10 text-slate-600 hover:bg-slate-100 print:hidden dark:text-slate-300 dark:hover:bg-slate-700"
    >
      <X aria-hidden="true" className="size-5" />
    </RadixDialog.Close>
  );
}
