import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { usePreferences } from '#src/stores/preferences.ts';
import { TooltipProvider } from '#src/ui/tooltip.tsx';
import { cn } from '#views/cn.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { Customizer } from './customizer.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileSidebar } from './mobile-sidebar.tsx';
import { Sidebar } from './sidebar.tsx';

/**
 * The column beside the sidebar and its main area, here and in the frame drawn before the app runs
 * (signed-in-frame.tsx). On phones the bottom bar (64 px) is fixed over the end of the page: the footer ends above it.
 */
export const CONTENT_COLUMN = 'flex min-h-dvh flex-col transition-[margin] duration-200 max-md:pb-16';
export const MAIN_AREA = 'flex-1 px-4 pt-6 pb-8 focus:outline-none md:px-6';

/** The frame of every signed-in screen (SPEC §2 "Header and layout"). */
export function AppLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const collapsed = usePreferences((state) => state.isCollapsed);
  const menuHidden = usePreferences((state) => state.menuHidden);
  const boxed = usePreferences((state) => state.contentWidth === 'boxed');
  useFocusMainOnNavigation(pathname);

  return (
    <TooltipProvider delayDuration={200}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700 focus:shadow-lg"
      >
        Pular para o conteúdo
      </a>
      {!menuHidden && <Sidebar />}
      <MobileSidebar />
      <div
        className={cn(
          CONTENT_COLUMN,
          !menuHidden && (collapsed ? 'xl:ms-sidebar-collapsed' : 'xl:ms-sidebar'),
        )}
      >
        <Header />
        <main id="main" tabIndex={-1} className={MAIN_AREA}>
          <div className={cn(boxed && 'mx-auto max-w-6xl')}>
            <Breadcrumb />
            {/* SPEC §2: each page fades and slides in over 0.5 s. */}
            <div key={pathname} className="animate-page-in">
              <Outlet />
            </div>
          </div>
        </main>
        <Footer />
      </div>
      <BottomBar />
      <Customizer />
    </TooltipProvider>
  );
}

/**
 * After a navigation inside the app, focus moves to the new page's content, so keyboard and screen-reader users
 * start there rather than in the menu they used (the first page keeps the browser's own focus).
 */
function useFocusMainOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
