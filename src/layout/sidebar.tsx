import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PRODUCT_NAME } from '#src/lib/product.ts';
import { usePreferences } from '#src/stores/preferences.ts';
import { cn } from '#views/cn.ts';
import { Logo } from '#views/logo.tsx';
import { MenuTree } from './menu-tree.tsx';
import { useVisibleMenu } from './use-visible-menu.ts';

/** The sidebar's panel, here and in the frame drawn before the app runs (signed-in-frame.tsx). */
export const SIDEBAR_PANEL =
  'fixed inset-y-0 start-0 z-40 hidden flex-col border-e border-slate-200 bg-white transition-[width] duration-200 xl:flex dark:border-slate-700 dark:bg-slate-800';

/**
 * SPEC §2 desktop sidebar (from 1280 px): 72 px closed, 248 px open; a closed sidebar opens over the page while
 * hovered or focused. Logo, product name and a scrolling menu, with a shadow under the logo once scrolled.
 */
export function Sidebar() {
  const collapsed = usePreferences((state) => state.isCollapsed);
  const semiDark = usePreferences((state) => state.semiDarkMode);
  const items = useVisibleMenu();
  const [hovered, setHovered] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const compact = collapsed && !hovered;

  return (
    <aside
      aria-label="Menu lateral"
      data-state={compact ? 'closed' : 'open'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      }}
      className={cn(
        SIDEBAR_PANEL,
        compact ? 'w-sidebar-collapsed' : 'w-sidebar',
        collapsed && hovered && 'shadow-2xl',
        semiDark && 'dark',
      )}
    >
      <div className={cn('flex h-header shrink-0 items-center gap-3 px-4 transition-shadow', scrolled && 'shadow-md dark:shadow-black/40')}>
        <Link to="/dashboard" aria-label={`${PRODUCT_NAME}: ir para o Dashboard`} className="rounded-xl">
          <Logo />
        </Link>
        <span className={cn('text-xl font-semibold tracking-tight text-slate-900 dark:text-white', compact && 'sr-only')}>
          {PRODUCT_NAME}
        </span>
      </div>
      <nav
        aria-label="Menu principal"
        onScroll={(event) => setScrolled(event.currentTarget.scrollTop > 0)}
        className="flex-1 overflow-y-auto px-3 pb-6"
      >
        <MenuTree items={items} compact={compact} />
      </nav>
    </aside>
  );
}
