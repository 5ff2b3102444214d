import { useId } from 'react';
import { cn } from '#views/cn.ts';

interface OptionGroupProps<T extends string> {
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

/** One choice among a few, as native radio buttons drawn as segmented buttons. */
export function OptionGroup<T extends string>({ legend, value, options, onChange }: OptionGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="py-3">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'grid min-h-11 cursor-pointer place-items-center rounded-md border px-2 py-2 text-center text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              option.value === value
                ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
