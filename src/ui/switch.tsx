import { useId, type ReactNode } from 'react';
import { cn } from '#views/cn.ts';

/**
 * The button of a switch: a 44 × 44 px touch area on touch screens (below lg) around the 24 px track, so a finger
 * does not have to hit the track itself.
 */
export const switchButtonClasses = 'group relative -my-2.5 grid min-h-11 min-w-11 shrink-0 place-items-center lg:my-0 lg:min-h-0 lg:min-w-0';

interface SwitchTrackProps {
  checked: boolean;
  /** The colour of the track when on. */
  onClassName?: string;
  /** Drawn inside the knob, e.g. a spinner while the change is saved. */
  children?: ReactNode;
}

/** What a switch looks like: a 44 × 24 px track and its knob. */
export function SwitchTrack({ checked, onClassName = 'bg-brand-600', children }: SwitchTrackProps) {
  return (
    <span
      aria-hidden="true"
      className={cn('relative block h-6 w-11 rounded-full transition-colors', checked ? onClassName : 'bg-slate-400 dark:bg-slate-600')}
    >
      <span
        className={cn(
          'absolute top-0.5 start-0.5 grid size-5 place-items-center rounded-full bg-white text-slate-500 shadow transition-transform',
          checked && 'translate-x-5 rtl:-translate-x-5',
        )}
      >
        {children}
      </span>
    </span>
  );
}

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
      <button type="button" role="switch" aria-checked={checked} aria-labelledby={labelId} onClick={() => onChange(!checked)} className={switchButtonClasses}>
        <SwitchTrack checked={checked} />
      </button>
    </div>
  );
}
