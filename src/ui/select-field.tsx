import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef } from 'react';
import { cn } from '#views/cn.ts';
import { borderClasses, controlClasses, FieldFrame } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Selecione o estado"); left out when a value is always chosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
  /** The options are still loading: the select waits, saying so. */
  loading?: boolean;
}

/** A native select with its label, hint and error: the phone's own picker, and the keyboard for free. */
export function SelectField({ label, options, placeholder, error, hint, loading = false, id, className, disabled, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="relative">
          <select
            id={fieldId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-busy={loading || undefined}
            disabled={disabled || loading}
            className={cn(controlClasses, 'h-11 appearance-none pe-10 disabled:cursor-not-allowed disabled:opacity-70', borderClasses(Boolean(error)), className)}
            {...select}
          >
            {(placeholder !== undefined || loading) && <option value="">{loading ? 'Carregando…' : placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        </div>
      )}
    </FieldFrame>
  );
}
