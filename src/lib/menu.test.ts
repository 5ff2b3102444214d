import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#contract/auth.ts';
import { USER_TYPES, type UserType } from '#contract/users.ts';
import { linksOf, MENU_ENTRIES, menuFor, menuMatchesRouteAccess, MENUS, visibleMenu, type MenuItem } from './menu.ts';

const everyRoute = () => true;

function user(type: UserType, allowed: SessionUser['condominium'][number]['allowed_modules'] = []): Pick<SessionUser, 'type' | 'condominium'> {
  return {
    type,
    condominium: [{ uuid: '00000000-0000-4000-8000-000000000001', comercial_name: 'Edifício Aurora', allowed_modules: allowed, plan: { name: 'Basic', rank: 1 } }],
  };
}

const titles = (items: readonly MenuItem[]) => items.map((item) => item.title);

describe('menu entries (SPEC §2)', () => {
  it('are the specification’s titles and route segments', () => {
    expect(Object.values(MENU_ENTRIES).map(({ title, link }) => [title, link])).toEqual([
      ['Dashboard', 'dashboard'],
      ['Reformas', 'reforms-register'],
      ['Usuários', 'user-register'],
      ['Condomínios', 'condominium-register'],
      ['Apartamentos', 'apartments-register'],
      ['Documentos', 'documents-register'],
      ['Prospects', 'prospects-listing'],
      ['Manutenções', 'maintenance'],
      ['Auditoria', 'auditoria'],
    ]);
  });

  it('gives master every entry', () => {
    expect(titles(menuFor('master'))).toEqual(['Dashboard', 'Reformas', 'Usuários', 'Condomínios', 'Apartamentos', 'Documentos', 'Prospects', 'Auditoria']);
  });

  it.each(['zelador', 'engenheiro'] as const)('gives %s the staff menu', (type) => {
    expect(titles(menuFor(type))).toEqual(['Dashboard', 'Manutenções', 'Reformas', 'Usuários', 'Apartamentos', 'Documentos']);
  });

  it('gives the síndico the staff menu and the audit trail', () => {
    expect(titles(menuFor('sindico'))).toEqual(['Dashboard', 'Manutenções', 'Reformas', 'Usuários', 'Apartamentos', 'Documentos', 'Auditoria']);
  });

  it('gives the morador the entries a morador may open', () => {
    expect(titles(menuFor('morador'))).toEqual(['Dashboard', 'Reformas', 'Documentos']);
  });

  it('loads no menu for an unknown type', () => {
    expect(menuFor('porteiro')).toEqual([]);
    expect(menuFor(undefined)).toEqual([]);
    expect(menuFor('toString')).toEqual([]);
  });

  it.each([...USER_TYPES])('only leads %s to routes the route table lets them open', (type) => {
    expect(menuMatchesRouteAccess(type)).toBe(true);
  });

  it('has one menu per user type', () => {
    expect(Object.keys(MENUS).sort()).toEqual([...USER_TYPES].sort());
  });
});

describe('visibleMenu', () => {
  it('locks the items of modules that are not enabled (SPEC §2)', () => {
    const items = visibleMenu(user('morador', ['document']), everyRoute);
    expect(items.map(({ title, locked }) => [title, locked])).toEqual([
      ['Dashboard', true],
      ['Reformas', true],
      ['Documentos', false],
    ]);
  });

  it('never locks master, nor items without a module', () => {
    expect(visibleMenu(user('master'), everyRoute).every((item) => !item.locked)).toBe(true);
  });

  it('leaves out the links whose screens the build does not have yet', () => {
    const items = visibleMenu(user('sindico'), (path) => path === '/dashboard');
    expect(titles(items)).toEqual(['Dashboard']);
  });

  it('follows a three-level tree, dropping empty parents and lone headers', () => {
    const tree: MenuItem[] = [
      { title: 'Cadastros', isHeadr: true },
      {
        title: 'Condomínio',
        child: [
          { childtitle: 'Perfil', childlink: 'condominium-profile' },
          { childtitle: 'Manutenção', childlink: 'maintenance', multi_menu: [{ multiTitle: 'Detalhes', multiLink: 'maintenance-details/1' }] },
        ],
      },
      { title: 'Outros', isHeadr: true },
      { title: 'Vazio', child: [{ childtitle: 'Nada', childlink: 'nowhere' }] },
    ];
    const registered = (path: string) => ['/condominium-profile', '/maintenance-details/1'].includes(path);
    const items = visibleMenu(user('sindico'), registered, tree);
    expect(titles(items)).toEqual(['Cadastros', 'Condomínio']);
    expect(items[1]?.child).toEqual([
      { childtitle: 'Perfil', childlink: 'condominium-profile' },
      { childtitle: 'Manutenção', childlink: 'maintenance', multi_menu: [{ multiTitle: 'Detalhes', multiLink: 'maintenance-details/1' }] },
    ]);
    expect(linksOf(tree[1]!)).toEqual(['/condominium-profile', '/maintenance', '/maintenance-details/1']);
  });
});
