import { cn } from '#views/cn.ts';
import { Spinner } from '../spinner.tsx';
import { SwitchTrack, switchButtonClasses } from '../switch.tsx';

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
        // Not `disabled`: the switch keeps focus while its change is saved.
        aria-disabled={pending || undefined}
        onClick={() => pending || onToggle()}
        className={cn(switchButtonClasses, 'aria-disabled:cursor-wait')}
      >
        <SwitchTrack checked={active} onClassName="bg-emerald-600 dark:bg-emerald-500">
          {pending && <Spinner className="size-3" />}
        </SwitchTrack>
      </button>
      {/* Both words take the room of the longer one, so a toggled row does not change the column's width. */}
      <span aria-hidden="true" className="grid text-sm font-medium">
        <span className={cn('col-start-1 row-start-1', !active && 'invisible', 'text-emerald-800 dark:text-emerald-300')}>{activeLabel}</span>
        <span className={cn('col-start-1 row-start-1', active && 'invisible', 'text-slate-600 dark:text-slate-300')}>{inactiveLabel}</span>
      </span>
    </span>
  );
}
