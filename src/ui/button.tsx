import { CloudOff } from 'lucide-react';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cn } from '#views/cn.ts';
import { Spinner } from './spinner.tsx';
import { useOnline } from './use-online.ts';

/** What a button whose action waits for the connection says instead of its label (issue 23 §2). */
export const PAUSED_BUTTON_LABEL = 'Aguardando conexão';

export type ButtonVariant = 'primary' | 'confirm' | 'secondary';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  // SPEC §9's #7E96FC is too light for white text (2.8:1); dark text keeps it AA.
  confirm: 'bg-confirm text-slate-900 hover:bg-confirm-hover',
  secondary:
    'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
};

/** The classes of a button, for links that must look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-medium transition-colors disabled:cursor-not-allowed',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-70',
    variants[variant],
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /**
   * Shows a spinner and ignores further clicks while an action runs. The button stays focusable (aria-disabled,
   * not disabled): a focused button that becomes disabled drops focus to the top of the page. Offline, the
   * action cannot run (TanStack Query pauses the request until the connection returns): the button says it waits
   * for the connection instead of spinning with no end.
   */
  loading?: boolean;
}

export function Button({ variant, loading = false, className, children, type = 'button', onClick, 'aria-disabled': ariaDisabled, ...rest }: ButtonProps) {
  const online = useOnline();
  const paused = loading && !online;
  const unavailable = loading || ariaDisabled === true || ariaDisabled === 'true';
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops a form's submission, by click or by Enter in one of its fields.
    if (unavailable) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      aria-disabled={unavailable || undefined}
      aria-busy={(loading && !paused) || undefined}
      onClick={click}
      {...rest}
    >
      {paused ? (
        <>
          <CloudOff aria-hidden="true" className="size-4" />
          {PAUSED_BUTTON_LABEL}
        </>
      ) : (
        <>
          {loading && <Spinner className="size-4" />}
          {children}
        </>
      )}
    </button>
  );
}
