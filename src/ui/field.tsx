import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '#views/cn.ts';

export const controlClasses =
  'block w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ' +
  'read-only:bg-slate-100 read-only:text-slate-700 dark:read-only:bg-slate-800 dark:read-only:text-slate-300';

export function borderClasses(invalid: boolean) {
  return invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600';
}

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error, wired together for screen readers. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

// With a ref (React 19 passes it as a prop), so react-hook-form's register() reaches the input.
interface FieldProps extends ComponentPropsWithRef<'input'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Something drawn inside the input's end edge, such as a show-password button. */
  trailing?: ReactNode;
}

export function Field({ label, error, hint, trailing, id, className, ...input }: FieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="relative">
          <input
            id={fieldId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cn(controlClasses, 'h-11', borderClasses(Boolean(error)), trailing && 'pe-11', className)}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 end-0 flex items-center lg:pe-1">{trailing}</div>}
        </div>
      )}
    </FieldFrame>
  );
}
