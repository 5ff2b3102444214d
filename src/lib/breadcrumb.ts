import { type MenuItem, pathOf } from './menu.ts';

/** SPEC §2 "Breadcrumb": the page titles, in the specification's order, to the letter. */
export const BREADCRUMB_TITLES: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/condominium-register', 'Cadastro de Condomínios'],
  ['/condominium-register-add', 'Cadastrar Condomínio'],
  ['/condominium-register-edit', 'Editar Condomínio'],
  ['/user-register', 'Cadastro de Usuários'],
  ['/user-register-add', 'Cadastrar Usuário'],
  ['/user-register-edit', 'Editar Usuários'],
  ['/documents-register', 'Cadastro de Documentos'],
  ['/prospects-listing', 'Listagem de Prospects'],
  ['/apartments-register', 'Listagem de Apartamentos'],
  ['/user-profile', 'Perfil do Usuário'],
  ['/condominium-profile', 'Perfil do Condominio'],
  ['/reforms-register', 'Cadastro de Reformas'],
  ['/reforms-register-add', 'Cadastrar Reforma'],
  ['/reforms-register-edit', 'Editar Reforma'],
  ['/maintenance', 'Manutenções'],
];

/**
 * The title of a page: the entry whose pattern is contained in the path, otherwise the path without its first
 * slash. Read literally, "the first entry contained in the path" would give `/condominium-register-add` the title
 * of `/condominium-register` (a prefix of it) and leave five titles of the table unreachable, so among the
 * entries contained in the path the longest wins, and the table's order settles a tie.
 */
export function breadcrumbTitle(pathname: string): string {
  let best: readonly [string, string] | undefined;
  for (const entry of BREADCRUMB_TITLES) {
    if (pathname.includes(entry[0]) && entry[0].length > (best?.[0].length ?? 0)) best = entry;
  }
  return best ? best[1] : pathname.replace(/^\//, '');
}

export interface Breadcrumb {
  title: string;
  /** The title of the menu item a child page sits under. */
  parentTitle?: string;
  /** The page's menu item is flagged hidden: no breadcrumb. */
  hidden: boolean;
}

/** The breadcrumb of a page, given the menu it is reached from. */
export function breadcrumbFor(pathname: string, menu: readonly MenuItem[]): Breadcrumb {
  const title = breadcrumbTitle(pathname);
  for (const item of menu) {
    if (item.link && pathOf(item.link) === pathname) return { title, hidden: Boolean(item.hidden) };
    const isChild = item.child?.some(
      (child) =>
        pathOf(child.childlink) === pathname || child.multi_menu?.some((leaf) => pathOf(leaf.multiLink) === pathname),
    );
    if (isChild) return { title, parentTitle: item.title, hidden: Boolean(item.hidden) };
  }
  return { title, hidden: false };
}
