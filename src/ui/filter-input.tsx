import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { cn } from '#views/cn.ts';
import { controlClasses } from './field.tsx';

/** Typing pauses this long before a listing is filtered. */
export const FILTER_DEBOUNCE_MS = 400;

interface FilterInputProps {
  label: string;
  /** The applied filter (from the URL). */
  value: string;
  onChange: (filter: string) => void;
  placeholder?: string;
  delayMs?: number;
  className?: string;
}

/**
 * A listing's search box: applies what was typed after a pause, or at once on Enter. What is being typed stays
 * on screen until applied; otherwise the box follows the applied filter (back and forward in history).
 */
export function FilterInput({ label, value, onChange, placeholder, delayMs = FILTER_DEBOUNCE_MS, className }: FilterInputProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null && draft === value) setDraft(null);

  // The newest onChange when the pause ends: it carries the newest search (a document opened meanwhile stays
  // open), and a new callback from the parent does not restart the pause.
  const applyDraft = useEffectEvent((filter: string) => onChange(filter));
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => applyDraft(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null) onChange(draft);
  };

  return (
    <form role="search" onSubmit={apply} className={cn('relative w-full sm:max-w-sm', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
      <input
        id={id}
        type="search"
        value={draft ?? value}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
        className={cn(controlClasses, 'h-11 border-slate-300 ps-9 dark:border-slate-600')}
      />
    </form>
  );
}
