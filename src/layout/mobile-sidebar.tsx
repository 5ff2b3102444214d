import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '#src/lib/product.ts';
import { usePreferences } from '#src/stores/preferences.ts';
import { DialogCloseButton, DialogContent, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { cn } from '#views/cn.ts';
import { Logo } from '#views/logo.tsx';
import { MenuTree } from './menu-tree.tsx';
import { useVisibleMenu } from './use-visible-menu.ts';

/** SPEC §9: the layout switches to the desktop sidebar at 1280 px. */
export const DESKTOP_LAYOUT_QUERY = '(min-width: 1280px)';

/** SPEC §2 mobile sidebar: 248 px, a close button and an overlay; a modal drawer, so focus stays inside. */
export function MobileSidebar() {
  const open = usePreferences((state) => state.mobileMenu);
  const set = usePreferences((state) => state.set);
  const semiDark = usePreferences((state) => state.semiDarkMode);
  const items = useVisibleMenu();
  const close = () => set('mobileMenu', false);

  // A drawer left open while the window grows into the desktop layout would trap focus behind the sidebar.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_LAYOUT_QUERY);
    const onChange = () => query.matches && set('mobileMenu', false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [set]);

  return (
    <DialogRoot open={open} onOpenChange={(next) => set('mobileMenu', next)}>
      <DialogContent placement="start" aria-describedby={undefined} className={cn('flex flex-col', semiDark && 'dark')}>
        <div className="flex h-header shrink-0 items-center gap-3 border-b border-slate-200 px-4 dark:border-slate-700">
          <Link to="/dashboard" onClick={close} aria-label={`${PRODUCT_NAME}: ir para o Dashboard`} className="grid size-11 place-items-center rounded-xl">
            <Logo />
          </Link>
          <DialogTitle className="flex-1 text-xl tracking-tight">{PRODUCT_NAME}</DialogTitle>
          <DialogCloseButton label="Fechar menu" />
        </div>
        <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-3">
          <MenuTree items={items} onNavigate={close} />
        </nav>
      </DialogContent>
    </DialogRoot>
  );
}
