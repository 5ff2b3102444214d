import type { ComponentPropsWithRef } from 'react';

interface CheckboxGroupProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Props for every checkbox (react-hook-form's register() of the array field, for one). */
  inputProps: Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'>;
  hint?: string;
  error?: string;
}

/** Several on/off choices under one legend, as native checkboxes. */
export function CheckboxGroup({ legend, options, inputProps, hint, error }: CheckboxGroupProps) {
  const name = inputProps.name ?? 'checkbox-group';
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {hint && (
        <p id={`${name}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed dark:border-slate-600 dark:text-slate-100 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-slate-700"
          >
            <input type="checkbox" value={option.value} className="size-5 shrink-0 accent-brand-600" {...inputProps} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
