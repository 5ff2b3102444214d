import type { SessionUser } from '#contract/auth.ts';
import type { ModuleKey } from '#contract/plans.ts';
import type { UserType } from '#contract/users.ts';
import { canAccessPath, canSeeModule } from './permissions.ts';

export type MenuIcon = 'dashboard' | 'reforms' | 'users' | 'condominiums' | 'apartments' | 'documents' | 'prospects' | 'maintenance' | 'audit';

/** SPEC §3 "Menu item": the third level of the tree. */
export interface MenuLeaf {
  multiTitle: string;
  multiLink: string;
}

/** SPEC §3 "Menu item": the second level of the tree. */
export interface MenuChild {
  childtitle: string;
  childlink: string;
  multi_menu?: MenuLeaf[];
}

/** SPEC §3 "Menu item"; `link` is a route segment, `hidden` hides the breadcrumb on its page. */
export interface MenuItem {
  title: string;
  link?: string;
  icon?: MenuIcon;
  module?: ModuleKey;
  badge?: string;
  isHeadr?: boolean;
  hidden?: boolean;
  child?: MenuChild[];
}

/** SPEC §2 "Menu": the entries, each with the module that gates it. */
export const MENU_ENTRIES = {
  dashboard: { title: 'Dashboard', link: 'dashboard', icon: 'dashboard', module: 'dashboard' },
  reforms: { title: 'Reformas', link: 'reforms-register', icon: 'reforms', module: 'reforms' },
  users: { title: 'Usuários', link: 'user-register', icon: 'users', module: 'users' },
  condominiums: { title: 'Condomínios', link: 'condominium-register', icon: 'condominiums' },
  apartments: { title: 'Apartamentos', link: 'apartments-register', icon: 'apartments', module: 'apartment' },
  documents: { title: 'Documentos', link: 'documents-register', icon: 'documents', module: 'document' },
  prospects: { title: 'Prospects', link: 'prospects-listing', icon: 'prospects' },
  // Not among SPEC §2's entries, which stop before the maintenance module; the staff's programme needs a way in.
  maintenance: { title: 'Manutenções', link: 'maintenance', icon: 'maintenance', module: 'maintenance' },
  // Issue 25 §4: who did what, for the master and the síndico; no module gates it.
  audit: { title: 'Auditoria', link: 'auditoria', icon: 'audit' },
} as const satisfies Record<string, MenuItem>;

const { dashboard, reforms, users, condominiums, apartments, documents, prospects, maintenance, audit } = MENU_ENTRIES;
const staffMenu: MenuItem[] = [dashboard, maintenance, reforms, users, apartments, documents];

/** SPEC §2: one menu per user type, each entry one the type may open (SPEC §2 route table). */
export const MENUS: Readonly<Record<UserType, readonly MenuItem[]>> = {
  master: [dashboard, reforms, users, condominiums, apartments, documents, prospects, audit],
  sindico: [...staffMenu, audit],
  zelador: staffMenu,
  engenheiro: staffMenu,
  morador: [dashboard, reforms, documents],
};

/** SPEC §2: an unknown type loads no menu. */
export function menuFor(type: string | undefined): readonly MenuItem[] {
  return Object.hasOwn(MENUS, type ?? '') ? MENUS[type as UserType] : [];
}

export function pathOf(link: string): string {
  return link.startsWith('/') ? link : `/${link}`;
}

/** Every route a menu item leads to, at any level of the tree. */
export function linksOf(item: MenuItem): string[] {
  const links = item.link ? [item.link] : [];
  for (const child of item.child ?? []) {
    links.push(child.childlink, ...(child.multi_menu ?? []).map((leaf) => leaf.multiLink));
  }
  return links.map(pathOf);
}

/** A menu item as the sidebar shows it: `locked` when its module is not enabled (SPEC §2: lock icon, no click). */
export interface VisibleMenuItem extends MenuItem {
  locked: boolean;
}

/**
 * The menu the sidebar shows a user: each item of their type's menu locked or not by its module, without the
 * links whose screens this build does not have yet (`isRegistered`), and without parents left empty by that.
 */
export function visibleMenu(
  user: Pick<SessionUser, 'type' | 'condominium'>,
  isRegistered: (path: string) => boolean,
  items: readonly MenuItem[] = menuFor(user.type),
): VisibleMenuItem[] {
  const visible: VisibleMenuItem[] = [];
  for (const item of items) {
    const child = item.child
      ?.map((entry) => ({ ...entry, multi_menu: entry.multi_menu?.filter((leaf) => isRegistered(pathOf(leaf.multiLink))) }))
      .filter((entry) => isRegistered(pathOf(entry.childlink)) || (entry.multi_menu?.length ?? 0) > 0);
    const keep = item.isHeadr || (item.link ? isRegistered(pathOf(item.link)) : (child?.length ?? 0) > 0);
    if (keep) visible.push({ ...item, ...(child && { child }), locked: !canSeeModule(user, item.module) });
  }
  // A section header with nothing under it says nothing.
  return visible.filter((item, index) => !item.isHeadr || (visible[index + 1] && !visible[index + 1]?.isHeadr));
}

/** True when every link of a type's menu is a route that type may open: the menu and the guard agree. */
export function menuMatchesRouteAccess(type: UserType): boolean {
  return menuFor(type).every((item) => linksOf(item).every((path) => canAccessPath(type, path)));
}
