import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { apiError } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { bindPreferencesToDocument, usePreferences } from '#src/stores/preferences.ts';
import { useSession } from '#src/stores/session.ts';
import { expectPath, renderApp, signInAs, expectToast } from '#src/test/render-app.tsx';

describe('route guards (SPEC §2)', () => {
  it('sends a visitor without a token from a protected route to /', async () => {
    const { router } = await renderApp('/dashboard');
    await expectPath(router, '/');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
  });

  it('sends a signed-in user to /404 on a route their type may not open', async () => {
    signInAs('morador');
    const { router } = await renderApp('/user-register');
    await expectPath(router, '/404');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });

  it('sends any unknown path to /404', async () => {
    const { router } = await renderApp('/nao-existe/mesmo');
    await expectPath(router, '/404');
  });

  it("says 'Token inválido' and signs out when the saved token is refused", async () => {
    useSession.setState({ isAuth: true, token: 'revogado', activeUser: mockUsers.zelador });
    const { router } = await renderApp('/dashboard');
    await expectPath(router, '/');
    await expectToast('Token inválido');
    expect(useSession.getState()).toMatchObject({ token: null, tokenIsValid: false });
  });

  it('brings a person whose saved token was refused back to the page after signing in again', async () => {
    useSession.setState({ isAuth: true, token: 'revogado', activeUser: mockUsers.sindico });
    const { router } = await renderApp('/user-register?page=2');
    await expectPath(router, '/');
    expect(router.state.location.search).toEqual({ redirect: '/user-register?page=2' });
  });

  it('decides again when the server says the saved user has another type now', async () => {
    server.use(http.get('*/api/v1/validate-token', () => HttpResponse.json({ data: mockUsers.morador })));
    signInAs('sindico');
    const { router } = await renderApp('/user-register');
    await expectPath(router, '/404');
  });

  it('marks a restored token valid once the server confirms it', async () => {
    signInAs('zelador');
    await renderApp('/dashboard');
    await waitFor(() => expect(useSession.getState().tokenIsValid).toBe(true));
  });

  it('leaves the app when a call answers 401', async () => {
    signInAs('sindico');
    const { router } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Olá, Síndico!' });
    server.use(http.get('*/api/v1/notifications/all-unread', () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada.')));
    await router.options.context.queryClient.refetchQueries();
    await expectPath(router, '/');
  });
});

describe('layout', () => {
  it("shows the building's name to the síndico, the breadcrumb and the copyright notice", async () => {
    signInAs('sindico');
    await renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Residencial Jardim das Flores')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'dashboard' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Copyright © 2024 Zelo. Todos os direitos reservados.');
    await waitFor(() => expect(document.title).toBe('Zelo | /dashboard'));
  });

  it("does not show the building's name to the zelador", async () => {
    signInAs('zelador');
    await renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).queryByText('Residencial Jardim das Flores')).toBeNull();
  });

  it('titles the profile page from the breadcrumb table', async () => {
    signInAs('morador');
    await renderApp('/user-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeTruthy();
    expect(await screen.findByText(mockUsers.morador.email)).toBeTruthy();
  });

  it('shows only the menu entries whose screens exist, marking the current one', async () => {
    signInAs('morador');
    await renderApp('/dashboard');
    const [sidebarMenu] = await screen.findAllByRole('navigation', { name: 'Menu principal' });
    expect(within(sidebarMenu!).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    // Reformas is the morador's only where the plan has it (SPEC §6): this condominium's has dashboard and document.
    expect(within(sidebarMenu!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Documentos']);
  });

  it("gives master the Condomínios and Prospects entries, leading to their screens", async () => {
    const user = userEvent.setup();
    signInAs('master');
    const { router } = await renderApp('/dashboard');
    const [sidebarMenu] = await screen.findAllByRole('navigation', { name: 'Menu principal' });
    expect(within(sidebarMenu!).getByRole('link', { name: 'Prospects' }).getAttribute('href')).toBe('/prospects-listing');
    await user.click(within(sidebarMenu!).getByRole('link', { name: 'Condomínios' }));
    await expectPath(router, '/condominium-register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de Condomínios' })).toBeTruthy();
  });

  it('toggles dark mode on <body> and keeps the choice', async () => {
    const user = userEvent.setup();
    const unbind = bindPreferencesToDocument();
    signInAs('master');
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Ativar modo escuro' }));
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(usePreferences.getState().darkMode).toBe(true);
    expect(JSON.parse(localStorage.getItem('zelo-preferences') ?? '{}').state.darkMode).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Ativar modo claro' }));
    expect(document.body.classList.contains('light')).toBe(true);
    unbind();
  });

  it('collapses the desktop sidebar to icons', async () => {
    const user = userEvent.setup();
    signInAs('master');
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Recolher menu lateral' }));
    expect(usePreferences.getState().isCollapsed).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Menu lateral' }).dataset.state).toBe('closed');
    expect(screen.getByRole('button', { name: 'Expandir menu lateral' })).toBeTruthy();
  });

  it('opens the mobile sidebar with its close button', async () => {
    const user = userEvent.setup();
    signInAs('master');
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Zelo' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zelo' })).toBeNull());
  });
});

describe('notification bell', () => {
  it('shows the unread count and the list with DD/MM/YYYY HH:mm times', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    await renderApp('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Reforma aprovada')).toBeTruthy();
    expect(within(menu).getByText('A reforma do apartamento 101 foi aprovada pelo síndico.')).toBeTruthy();
    expect(within(menu).getByText('14/03/2025 10:45')).toBeTruthy();
    expect(screen.getByTestId('notification-list').className).toContain('max-h-[300px]');
  });

  it('marks an opened notification read and follows its route', async () => {
    const user = userEvent.setup();
    let marked = '';
    server.use(
      http.put('*/api/v1/notifications/read/:id', ({ params }) => {
        marked = String(params.id);
        return HttpResponse.json({ message: 'ignored' }, { status: 404 });
      }),
    );
    signInAs('sindico');
    const { router } = await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }));
    await user.click(await screen.findByRole('menuitem', { name: /Reforma aprovada/ }));
    await expectPath(router, '/user-profile');
    expect(marked).toBe('5c1d6f0a-93b4-4a39-b0b1-1a2b3c4d5e01');
  });

  it('shows an error toast when the list cannot be loaded', async () => {
    server.use(http.get('*/api/v1/notifications/all-unread', () => apiError(500, 'INTERNAL', 'Erro interno. Tente novamente.')));
    signInAs('sindico');
    await renderApp('/dashboard');
    await expectToast('Erro interno. Tente novamente.');
  });
});

describe('user menu', () => {
  it('has the profile and logout entries; logout clears the session and goes to /', async () => {
    const user = userEvent.setup();
    signInAs('engenheiro');
    const { router } = await renderApp('/dashboard');
    // The type beside the name is read too, as the button's description.
    await user.click(await screen.findByRole('button', { name: `Menu do usuário: ${mockUsers.engenheiro.name}`, description: 'Engenheiro' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Engenheiro')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Perfil do Usuário' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Perfil do Condomínio' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expectPath(router, '/');
    expect(useSession.getState()).toMatchObject({ token: null, activeUser: null });
    expect(localStorage.getItem('zelo-auth')).toBeNull();
  });

  it('still clears the session when the logout call fails, and says why', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/v1/logout', () => apiError(500, 'INTERNAL', 'Erro interno. Tente novamente.')));
    signInAs('master');
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: `Menu do usuário: ${mockUsers.master.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    await expectToast('Erro interno. Tente novamente.');
  });
});

describe('focus', () => {
  it('moves to the page content after a navigation', async () => {
    const user = userEvent.setup();
    signInAs('zelador');
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: `Menu do usuário: ${mockUsers.zelador.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Perfil do Usuário' }));
    await screen.findByRole('heading', { level: 1, name: 'Perfil do Usuário' });
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));
  });

  it('goes back to the button that opened the customizer or the menu drawer when they close', async () => {
    const user = userEvent.setup();
    signInAs('master');
    await renderApp('/dashboard');
    for (const [opener, closer] of [
      ['Personalizar layout', 'Fechar personalização'],
      ['Abrir menu', 'Fechar menu'],
    ] as const) {
      const button = await screen.findByRole('button', { name: opener });
      button.focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('button', { name: closer }));
      await waitFor(() => expect(document.activeElement).toBe(button));
    }
  });
});

describe('notification count', () => {
  it('says "1 não lida" for one', async () => {
    server.use(
      http.get('*/api/v1/notifications/all-unread', () =>
        HttpResponse.json({ data: { notifications: [], total: 1 } }),
      ),
    );
    signInAs('sindico');
    await renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notificações: 1 não lida' })).toBeTruthy();
  });
});

describe('bottom bar', () => {
  it('marks the current page', async () => {
    signInAs('morador');
    await renderApp('/user-profile');
    const bar = await screen.findByRole('navigation', { name: 'Atalhos' });
    expect(within(bar).getByRole('link', { name: /Perfil/ }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });
});
