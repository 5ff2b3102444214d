import { renderToStaticMarkup } from 'react-dom/server';
import { USER_TYPES, type UserType } from '#contract/user-types.ts';
import { breadcrumbFor } from '#src/lib/breadcrumb.ts';
import { linksOf, menuFor } from '#src/lib/menu.ts';
import { DEFAULT_PREFERENCES, type Preferences } from '#src/stores/preferences.ts';
import { InlineLoading } from '#src/ui/pending-screen.tsx';
import { cn } from '#views/cn.ts';
import { CONTENT_COLUMN, MAIN_AREA } from './app-layout.tsx';
import { BREADCRUMB_ROW, HOME_BUTTON_SIZE, PAGE_HEADING } from './breadcrumb.tsx';
import { HEADER_BAR } from './header.tsx';
import { SIDEBAR_PANEL } from './sidebar.tsx';

/**
 * The frame of the signed-in screens as the first paint shows it, before the app's code has run (decision 028): the
 * sidebar's and the header's surfaces, the page's title (filled in by signed-in-frame-start.ts) and SPEC §2's signed-in
 * "Loading ...". Built from the layout's own classes, in the default look, so that the app's first render takes its
 * place where it stands. Nothing in it belongs to the person: their name and menu come with the app.
 */
function SignedInFrame() {
  return (
    <div>
      <div className={cn(SIDEBAR_PANEL, 'w-sidebar')} />
      <div className={cn(CONTENT_COLUMN, 'xl:ms-sidebar')}>
        <div className={cn(HEADER_BAR, 'sticky top-0')} />
        <div className={MAIN_AREA}>
          <div className={BREADCRUMB_ROW}>
            <h1 className={PAGE_HEADING} />
            <div className={HOME_BUTTON_SIZE} />
          </div>
          <InlineLoading />
        </div>
      </div>
    </div>
  );
}

/** The look the frame is drawn in: where a person saved another one, only the app draws their page. */
const LOOK_KEYS = ['isRTL', 'darkMode', 'isCollapsed', 'semiDarkMode', 'skin', 'contentWidth', 'type', 'menuHidden', 'navBarType', 'isMonochrome'] as const;

/** What index.html carries for the frame (scripts/drawn-pages-plugin.ts): its markup, and where it is drawn. */
export interface DrawnFrame {
  markup: string;
  /** Per user type, the title of each page of their menu: the frame is drawn on those pages only. */
  titles: Record<UserType, Record<string, string>>;
  look: Partial<Preferences>;
}

export function renderSignedInFrame(): DrawnFrame {
  const titles = Object.fromEntries(
    USER_TYPES.map((type) => {
      const menu = menuFor(type);
      const pages = menu.flatMap(linksOf).map((path) => [path, breadcrumbFor(path, menu)] as const);
      return [type, Object.fromEntries(pages.filter(([, crumb]) => !crumb.hidden).map(([path, crumb]) => [path, crumb.title]))];
    }),
  ) as DrawnFrame['titles'];
  const look = Object.fromEntries(LOOK_KEYS.map((key) => [key, DEFAULT_PREFERENCES[key]]));
  return { markup: renderToStaticMarkup(<SignedInFrame />), titles, look };
}
