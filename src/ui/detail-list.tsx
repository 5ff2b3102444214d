import type { ReactNode } from 'react';
import { cn } from '#views/cn.ts';

/** Label and value pairs shown, not edited (a profile, a record's read-only fields). */
export function DetailList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-5 sm:grid-cols-2 xl:grid-cols-3', className)}>{children}</dl>;
}

export function DetailItem({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 font-medium break-words text-slate-900 dark:text-white">{empty ? '—' : children}</dd>
    </div>
  );
}
