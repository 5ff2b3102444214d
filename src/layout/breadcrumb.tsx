import { useCanGoBack, useLocation, useRouter } from '@tanstack/react-router';
import { ChevronRight, House } from 'lucide-react';
import { breadcrumbFor } from '#src/lib/breadcrumb.ts';
import { menuFor } from '#src/lib/menu.ts';
import { useSessionUser } from '#src/stores/session.ts';

/** The row of the page's title and trail, and the title: here and in the frame drawn before the app runs. */
export const BREADCRUMB_ROW = 'mb-6 flex flex-wrap items-center justify-between gap-3';
export const PAGE_HEADING = 'text-2xl font-semibold text-slate-900 first-letter:uppercase dark:text-white';
/** The home button's size: it sets the row's height on touch screens. */
export const HOME_BUTTON_SIZE = 'size-11 lg:size-8';

/** SPEC §2 "Breadcrumb": the page title, and a trail whose home button goes one step back in history. */
export function Breadcrumb() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const user = useSessionUser();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const { title, parentTitle, hidden } = breadcrumbFor(pathname, menuFor(user.type));
  if (hidden) return null;

  // The first page of a visit has nowhere to go back to: home then means the dashboard.
  const goBack = () => (canGoBack ? router.history.back() : void router.navigate({ to: '/dashboard' }));

  return (
    <div className={BREADCRUMB_ROW}>
      <h1 className={PAGE_HEADING}>{title}</h1>
      <nav aria-label="Trilha de navegação">
        <ol className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <li>
            <button
              type="button"
              onClick={goBack}
              aria-label="Voltar à página anterior"
              className={`grid ${HOME_BUTTON_SIZE} place-items-center rounded-md text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-700`}
            >
              <House aria-hidden="true" className="size-4" />
            </button>
          </li>
          {parentTitle && (
            <li className="flex items-center gap-2">
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {parentTitle}
            </li>
          )}
          <li className="flex items-center gap-2 font-medium text-slate-900 dark:text-white" aria-current="page">
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            <span className="first-letter:uppercase">{title}</span>
          </li>
        </ol>
      </nav>
    </div>
  );
}
