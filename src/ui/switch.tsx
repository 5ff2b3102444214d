import { useId } from 'react';
import { cn } from '#src/lib/cn.ts';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a button with the switch role, labelled by its visible text. */
export function Switch({ label, checked, onChange }: SwitchProps) {
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <span id={labelId} className="text-sm text-slate-700 dark:text-slate-200">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors',
          checked ? 'bg-brand-600' : 'bg-slate-400 dark:bg-slate-600',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 start-0.5 size-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5 rtl:-translate-x-5',
          )}
        />
      </button>
    </div>
  );
}
