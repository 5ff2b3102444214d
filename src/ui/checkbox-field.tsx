import type { ComponentPropsWithRef } from 'react';

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
}

/** One on/off choice, its whole box a 44 px target (react-hook-form's register() goes in the props). */
export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-100 ${className ?? ''}`}
    >
      <input type="checkbox" className="size-5 shrink-0 accent-brand-600" {...input} />
      {label}
    </label>
  );
}
