import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#views/cn.ts';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
}

interface ReferenceTabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabDefinition<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as WAI-ARIA describes them: one stop in the tab order for the whole list, the arrow keys (and Home, End) move
 * between tabs and show the one reached, each tab a 44 px target. Only the selected panel is rendered.
 */
export function ReferenceTabs<K extends string>({ label, tabs, selected, onSelect, children }: ReferenceTabsProps<K>) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = NEXT[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(tabs.findIndex((tab) => tab.key === selected), tabs.length)]!;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={active ? `${id}-panel` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px min-h-11 shrink-0 whitespace-nowrap border-b-2 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
                active
                  ? 'border-brand-600 text-brand-700 dark:border-brand-300 dark:text-brand-200'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="pt-4">
        {children}
      </div>
    </div>
  );
}
