import type { ReactNode } from 'react';
import { cn } from '#views/cn.ts';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/**
 * One titled group of a long form (Identificação, Endereço…): a fieldset whose legend is a heading, so the group
 * is named for its fields and reachable by heading navigation. (A floated legend lays out like any block.)
 */
export function FormSection({ title, description, children, className }: FormSectionProps) {
  return (
    <fieldset className={cn('card min-w-0 p-5 md:p-6', className)}>
      <legend className="float-left mb-5 w-full">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        {description && <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{description}</span>}
      </legend>
      <div className="clear-both grid gap-5 md:grid-cols-2 xl:grid-cols-6">{children}</div>
    </fieldset>
  );
}

const spans = {
  2: 'xl:col-span-2',
  3: 'xl:col-span-3',
  4: 'md:col-span-2 xl:col-span-4',
  6: 'md:col-span-2 xl:col-span-6',
} as const;

/** How many of the section's six columns (on wide screens) a field takes; phones stack everything. */
export function FormCell({ span = 3, children }: { span?: keyof typeof spans; children: ReactNode }) {
  return <div className={spans[span]}>{children}</div>;
}
