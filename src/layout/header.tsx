import { Link } from '@tanstack/react-router';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { PRODUCT_NAME } from '#src/lib/product.ts';
import { showsBuildingName } from '#src/lib/permissions.ts';
import { usePreferences } from '#src/stores/preferences.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { cn } from '#views/cn.ts';
import { Logo } from '#views/logo.tsx';
import { CustomizerButton } from './customizer.tsx';
import { headerButtonClasses } from './header-button.ts';
import { NotificationBell } from './notification-bell.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/** The header's bar, here and in the frame drawn before the app runs (signed-in-frame.tsx). */
export const HEADER_BAR =
  'z-30 flex h-header shrink-0 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur md:gap-3 md:px-6 dark:border-slate-700 dark:bg-slate-800/95';

/** SPEC §2 header: 80 px; sidebar toggle; the building's name (síndico and morador, wide screens); actions. */
export function Header() {
  const user = useSessionUser();
  const collapsed = usePreferences((state) => state.isCollapsed);
  const menuHidden = usePreferences((state) => state.menuHidden);
  const navBarType = usePreferences((state) => state.navBarType);
  const { set, toggle } = usePreferences.getState();
  const buildingName = showsBuildingName(user) ? user.condominium[0]?.comercial_name : undefined;

  return (
    <header className={cn(HEADER_BAR, navBarType === 'sticky' && 'sticky top-0')}>
      {!menuHidden && (
        <button
          type="button"
          onClick={() => toggle('isCollapsed')}
          aria-label={collapsed ? 'Expandir menu lateral' : 'Recolher menu lateral'}
          className={cn(headerButtonClasses, 'hidden xl:grid')}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" className="size-5 rtl:-scale-x-100" /> : <PanelLeftClose aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
        </button>
      )}
      <button
        type="button"
        onClick={() => set('mobileMenu', true)}
        aria-label="Abrir menu"
        className={cn(headerButtonClasses, 'xl:hidden')}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <Link to="/dashboard" aria-label={`${PRODUCT_NAME}: ir para o Dashboard`} className="grid size-11 place-items-center rounded-xl xl:hidden">
        <Logo className="size-9" />
      </Link>
      {buildingName && (
        <p className="hidden truncate text-lg font-semibold text-slate-900 xl:block dark:text-white">{buildingName}</p>
      )}
      <div className="ms-auto flex items-center gap-1 md:gap-2">
        <ThemeToggle />
        <CustomizerButton />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
