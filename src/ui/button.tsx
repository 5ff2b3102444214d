import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cn } from '#src/lib/cn.ts';
import { Spinner } from './spinner.tsx';

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
  variant?: ButtonVariant;
  /**
   * Shows a spinner and ignores further clicks while an action runs. The button stays focusable (aria-disabled,
   * not disabled): a focused button that becomes disabled drops focus to the top of the page.
   */
  loading?: boolean;
}

export function Button({ variant, loading = false, className, children, type = 'button', onClick, 'aria-disabled': ariaDisabled, ...rest }: ButtonProps) {
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
      aria-busy={loading || undefined}
      onClick={click}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
