import { describe, expect, it } from 'vitest';
import { BREADCRUMB_TITLES, breadcrumbFor, breadcrumbTitle } from './breadcrumb.ts';
import { menuFor, type MenuItem } from './menu.ts';

describe('breadcrumbTitle (SPEC §2)', () => {
  it.each([
    ['/condominium-register', 'Cadastro de Condomínios'],
    ['/condominium-register-add', 'Cadastrar Condomínio'],
    ['/condominium-register-edit/5', 'Editar Condomínio'],
    ['/user-register', 'Cadastro de Usuários'],
    ['/user-register-add', 'Cadastrar Usuário'],
    ['/user-register-edit/9', 'Editar Usuários'],
    ['/documents-register', 'Cadastro de Documentos'],
    ['/prospects-listing', 'Listagem de Prospects'],
    ['/prospects-listing/6a7b8c90-0000-4000-8000-000000000003', 'Listagem de Prospects'],
    ['/apartments-register', 'Listagem de Apartamentos'],
    ['/user-profile', 'Perfil do Usuário'],
    ['/condominium-profile', 'Perfil do Condominio'],
    ['/reforms-register', 'Cadastro de Reformas'],
    ['/reforms-register-add', 'Cadastrar Reforma'],
    ['/reforms-register-edit/3', 'Editar Reforma'],
    ['/maintenance', 'Manutenções'],
    ['/maintenance-details/7', 'Manutenções'],
    ['/condominium-register/maintenance/2', 'Cadastro de Condomínios'],
  ])('%s → %s', (path, title) => {
    expect(breadcrumbTitle(path)).toBe(title);
  });

  it('falls back to the path without its first slash', () => {
    expect(breadcrumbTitle('/dashboard')).toBe('dashboard');
    expect(breadcrumbTitle('/404')).toBe('404');
  });

  it('holds the fifteen titles of the table, in order', () => {
    expect(BREADCRUMB_TITLES).toHaveLength(15);
    expect(BREADCRUMB_TITLES[0]).toEqual(['/condominium-register', 'Cadastro de Condomínios']);
    expect(BREADCRUMB_TITLES[14]).toEqual(['/maintenance', 'Manutenções']);
  });
});

describe('breadcrumbFor', () => {
  const menu: MenuItem[] = [
    { title: 'Dashboard', link: 'dashboard' },
    { title: 'Escondido', link: 'user-profile', hidden: true },
    { title: 'Cadastros', child: [{ childtitle: 'Usuários', childlink: 'user-register', multi_menu: [{ multiTitle: 'Novo', multiLink: 'user-register-add' }] }] },
  ];

  it('gives child pages their parent title', () => {
    expect(breadcrumbFor('/user-register', menu)).toEqual({ title: 'Cadastro de Usuários', parentTitle: 'Cadastros', hidden: false });
    expect(breadcrumbFor('/user-register-add', menu)).toEqual({ title: 'Cadastrar Usuário', parentTitle: 'Cadastros', hidden: false });
  });

  it('has no parent for top-level items or pages outside the menu', () => {
    expect(breadcrumbFor('/dashboard', menu)).toEqual({ title: 'dashboard', hidden: false });
    expect(breadcrumbFor('/maintenance', menu)).toEqual({ title: 'Manutenções', hidden: false });
  });

  it("titles a prospect's detail like the prospects listing it opens from", () => {
    expect(breadcrumbFor('/prospects-listing/6a7b8c90-0000-4000-8000-000000000003', menuFor('master'))).toEqual({
      title: 'Listagem de Prospects',
      hidden: false,
    });
  });

  it('is hidden for menu items flagged hidden', () => {
    expect(breadcrumbFor('/user-profile', menu).hidden).toBe(true);
  });
});
