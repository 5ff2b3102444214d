import { CircleAlert, Lock } from 'lucide-react';
import { Link, type LinkProps, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useSessionUser } from '#src/stores/session.ts';
import { cn } from '#views/cn.ts';
import type { BlockState } from './api/dashboard-queries.ts';

/** The text of a locked block, as the menu says it (SPEC §6). */
export const MODULE_NOT_ENABLED = 'Módulo não habilitado';
/** What a failed block says, quietly: the failure is only logged (SPEC §8). */
export const BLOCK_FAILED = 'Não foi possível carregar.';

interface BlockCardProps<T> {
  title: string;
  block: BlockState<T>;
  children: (data: T) => ReactNode;
  /** The shape of the placeholder while the block loads. */
  skeleton?: 'chart' | 'list' | 'stat';
  /** Beside the title once loaded: a link to the full listing. */
  action?: (data: T) => ReactNode;
  className?: string;
}

/**
 * One card of the dashboard: its title, then its own loading placeholder, its data, a quiet note when it could
 * not be loaded, or the lock of a module outside the plan. A card never takes the others down with it.
 */
export function BlockCard<T>({ title, block, children, skeleton = 'list', action, className }: BlockCardProps<T>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={block.status === 'loading'} className={cn('card flex min-w-0 flex-col gap-4 p-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {block.status === 'ready' && action?.(block.data)}
      </div>
      {block.status === 'ready' && children(block.data)}
      {block.status === 'loading' && <BlockSkeleton shape={skeleton} />}
      {block.status === 'error' && (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {BLOCK_FAILED}
        </p>
      )}
      {block.status === 'locked' && (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          {MODULE_NOT_ENABLED}
        </p>
      )}
    </section>
  );
}

function BlockSkeleton({ shape }: { shape: 'chart' | 'list' | 'stat' }) {
  const bar = 'animate-pulse rounded bg-slate-200 dark:bg-slate-700';
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Carregando</span>
      {shape === 'chart' && <div className={cn(bar, 'h-40 w-full')} />}
      {shape === 'stat' && <div className={cn(bar, 'h-8 w-24')} />}
      {shape !== 'stat' && (
        <>
          <div className={cn(bar, 'h-4 w-3/4')} />
          <div className={cn(bar, 'h-4 w-1/2')} />
          <div className={cn(bar, 'h-4 w-2/3')} />
        </>
      )}
    </div>
  );
}

/** A block with nothing to show: says so in a sentence. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>;
}

/** A list of records, each a link on one line of at least 44 px below lg (touch targets, as the rest of the app). */
export function RecordList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="-mx-2 divide-y divide-slate-100 dark:divide-slate-700">
      {children}
    </ul>
  );
}

/** One line of a RecordList: what it is, where and when; `meta` on the right (a date, a status). */
export function RecordLine({ primary, secondary, meta }: { primary: ReactNode; secondary?: ReactNode; meta?: ReactNode }) {
  return (
    <span className="flex min-h-11 items-center justify-between gap-3 px-2 py-2">
      <span className="min-w-0">
        <span className="line-clamp-2 font-medium break-words text-slate-900 dark:text-white">{primary}</span>
        {secondary && <span className="block truncate text-sm text-slate-600 dark:text-slate-300">{secondary}</span>}
      </span>
      {meta && <span className="shrink-0 text-right text-sm text-slate-600 tabular-nums dark:text-slate-300">{meta}</span>}
    </span>
  );
}

export const recordLinkClasses = 'block rounded-md hover:bg-slate-50 dark:hover:bg-slate-700/50';

interface StatProps<TOptions> {
  label: string;
  value: string;
  /** The listing that shows what the number counts, filtered to it (issue 23: a number opens its list). */
  link?: ValidateLinkOptions<RegisteredRouter, TOptions>;
}

/** A big number with what it counts; with `link`, the number leads to those records. */
export function Stat<TOptions>(props: StatProps<TOptions>): ReactNode;
export function Stat({ label, value, link }: StatProps<unknown>) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
        {link ? (
          <Link {...(link as LinkProps)} aria-label={`${label}: ${value}`} className={figureLinkClasses}>
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** A number that opens its list: it reads as a link (brand colour, underlined on hover) and is a 44 px target below lg. */
export const figureLinkClasses =
  'inline-flex min-h-11 min-w-11 items-center rounded-sm text-brand-700 underline-offset-4 hover:underline lg:min-h-0 lg:min-w-0 dark:text-brand-300';

/**
 * A record's secondary line, naming its condominium only for someone who has several (master, a síndico of two
 * buildings): for everyone else it is the one in the welcome card.
 */
export function useSecondaryLine(): (detail: string, condominium: { comercial_name: string }) => string {
  const several = useSessionUser().condominium.length !== 1;
  return (detail, condominium) => (several ? `${detail} · ${condominium.comercial_name}` : detail);
}
