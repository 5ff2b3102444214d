import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronDown, Circle, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { pathOf, type MenuChild, type VisibleMenuItem } from '#src/lib/menu.ts';
import { Tooltip } from '#src/ui/tooltip.tsx';
import { cn } from '#views/cn.ts';
import { MENU_ICONS } from './menu-icons.ts';

/** SPEC §2: the tooltip of a menu item whose module is not enabled. */
export const MODULE_LOCKED_TOOLTIP = 'Módulo não habilitado';

const rowClasses = 'group flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors';
const restingClasses = 'text-slate-700 dark:text-slate-300';
// Colours of a row that is not the current page. Kept apart from the current page's: with both lists on one link,
// the stylesheet's order, not the class list's, would pick the hover colour (white text on light grey, seen by axe).
const idleClasses = `${restingClasses} hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-700 dark:hover:text-white`;
const activeClasses = 'bg-brand-600 text-white hover:bg-brand-700 dark:hover:bg-brand-700';

interface MenuTreeProps {
  items: VisibleMenuItem[];
  /** Icons only: the desktop sidebar when collapsed. */
  compact?: boolean;
  onNavigate?: () => void;
}

/** SPEC §2 "Menu": a tree of up to three levels, with locked items for modules that are not enabled. */
export function MenuTree({ items, compact = false, onNavigate }: MenuTreeProps) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.title}>
          {item.isHeadr ? (
            <p className={cn('px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400', compact && 'sr-only')}>
              {item.title}
            </p>
          ) : (
            <MenuEntry item={item} compact={compact} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuEntry({ item, compact, onNavigate }: { item: VisibleMenuItem; compact: boolean; onNavigate?: () => void }) {
  const Icon = item.icon ? MENU_ICONS[item.icon] : Circle;
  const label = (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn('flex-1 truncate text-start', compact && 'sr-only')}>{item.title}</span>
      {item.badge && !compact && (
        <span className="rounded-full bg-brand-100 px-2 text-xs text-brand-800 dark:bg-brand-800 dark:text-brand-100">{item.badge}</span>
      )}
    </>
  );

  if (item.locked) {
    return (
      <Tooltip content={MODULE_LOCKED_TOOLTIP}>
        <button
          type="button"
          aria-disabled="true"
          aria-label={`${item.title} (${MODULE_LOCKED_TOOLTIP})`}
          onClick={(event) => event.preventDefault()}
          className={cn(rowClasses, restingClasses, 'cursor-not-allowed opacity-70')}
        >
          {label}
          <Lock aria-hidden="true" className={cn('size-4 shrink-0', compact && 'hidden')} />
        </button>
      </Tooltip>
    );
  }
  if (item.link) {
    return (
      <MenuLink to={pathOf(item.link)} onNavigate={onNavigate}>
        {label}
      </MenuLink>
    );
  }
  return (
    <Disclosure label={label} compact={compact}>
      {item.child?.map((child) => <ChildEntry key={child.childlink} child={child} onNavigate={onNavigate} />)}
    </Disclosure>
  );
}

function ChildEntry({ child, onNavigate }: { child: MenuChild; onNavigate?: () => void }) {
  if (!child.multi_menu?.length) {
    return (
      <li>
        <MenuLink to={pathOf(child.childlink)} onNavigate={onNavigate} nested>
          {child.childtitle}
        </MenuLink>
      </li>
    );
  }
  return (
    <li>
      <Disclosure label={<span className="flex-1 text-start">{child.childtitle}</span>} nested>
        {child.multi_menu.map((leaf) => (
          <li key={leaf.multiLink}>
            <MenuLink to={pathOf(leaf.multiLink)} onNavigate={onNavigate} nested>
              {leaf.multiTitle}
            </MenuLink>
          </li>
        ))}
      </Disclosure>
    </li>
  );
}

interface MenuLinkProps {
  to: string;
  children: ReactNode;
  nested?: boolean;
  onNavigate?: () => void;
}

function MenuLink({ to, children, nested = false, onNavigate }: MenuLinkProps) {
  return (
    <Link
      // Menu links come from data and are filtered to registered routes before they get here.
      to={to as LinkProps['to']}
      onClick={onNavigate}
      className={cn(rowClasses, nested && 'py-2 ps-11 font-normal')}
      activeProps={{ className: activeClasses, 'aria-current': 'page' }}
      inactiveProps={{ className: idleClasses }}
    >
      {children}
    </Link>
  );
}

interface DisclosureProps {
  label: ReactNode;
  children: ReactNode;
  compact?: boolean;
  nested?: boolean;
}

function Disclosure({ label, children, compact = false, nested = false }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)} className={cn(rowClasses, idleClasses, nested && 'ps-11 font-normal')}>
        {label}
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180', compact && 'hidden')} />
      </button>
      {open && !compact && <ul className="mt-1 space-y-1">{children}</ul>}
    </>
  );
}
