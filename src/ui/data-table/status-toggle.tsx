import { cn } from '#src/lib/cn.ts';
import { Spinner } from '../spinner.tsx';

interface StatusToggleProps {
  active: boolean;
  /** Whose status this is, for screen readers ("Ativo: Edifício Aurora"). */
  name: string;
  onToggle: () => void;
  pending?: boolean;
  activeLabel?: string;
  inactiveLabel?: string;
}

/** The active/inactive switch of a listing row (SPEC §4); what it changes is confirmed by whoever handles onToggle. */
export function StatusToggle({ active, name, onToggle, pending = false, activeLabel = 'Ativo', inactiveLabel = 'Inativo' }: StatusToggleProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-label={`${activeLabel}: ${name}`}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={onToggle}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:cursor-wait',
          active ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-slate-400 dark:bg-slate-600',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 start-0.5 grid size-5 place-items-center rounded-full bg-white text-slate-500 shadow transition-transform',
            active && 'translate-x-5 rtl:-translate-x-5',
          )}
        >
          {pending && <Spinner className="size-3" />}
        </span>
      </button>
      <span aria-hidden="true" className={cn('text-sm font-medium', active ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-600 dark:text-slate-300')}>
        {active ? activeLabel : inactiveLabel}
      </span>
    </span>
  );
}
