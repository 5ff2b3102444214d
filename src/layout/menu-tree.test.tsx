import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VisibleMenuItem } from '#src/lib/menu.ts';
import { TooltipProvider } from '#src/ui/tooltip.tsx';
import { MenuTree, MODULE_LOCKED_TOOLTIP } from './menu-tree.tsx';

async function renderMenu(items: VisibleMenuItem[], compact = false) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <TooltipProvider delayDuration={0}>
          <nav aria-label="Menu">
            <MenuTree items={items} compact={compact} />
          </nav>
        </TooltipProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
  return router;
}

describe('MenuTree (SPEC §2 "Menu")', () => {
  it("locks an item whose module is not enabled: lock icon, 'Módulo não habilitado' tooltip, no navigation", async () => {
    const user = userEvent.setup();
    const router = await renderMenu([
      { title: 'Dashboard', link: 'dashboard', icon: 'dashboard', module: 'dashboard', locked: false },
      { title: 'Reformas', link: 'reforms-register', icon: 'reforms', module: 'reforms', locked: true },
    ]);
    const locked = await screen.findByRole('button', { name: `Reformas (${MODULE_LOCKED_TOOLTIP})` });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: /Reformas/ })).toBeNull();

    await user.hover(locked);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Módulo não habilitado');
    await user.click(locked);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens a three-level tree one level at a time', async () => {
    const user = userEvent.setup();
    await renderMenu([
      { title: 'Cadastros', isHeadr: true, locked: false },
      {
        title: 'Condomínio',
        icon: 'condominiums',
        locked: false,
        child: [
          { childtitle: 'Perfil', childlink: 'condominium-profile' },
          { childtitle: 'Manutenções', childlink: 'maintenance', multi_menu: [{ multiTitle: 'Detalhes', multiLink: 'maintenance-details/1' }] },
        ],
      },
    ]);
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByText('Cadastros')).toBeTruthy();
    const parent = within(menu).getByRole('button', { name: 'Condomínio' });
    expect(parent.getAttribute('aria-expanded')).toBe('false');

    await user.click(parent);
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Perfil' }).getAttribute('href')).toBe('/condominium-profile');
    await user.click(within(menu).getByRole('button', { name: 'Manutenções' }));
    expect(within(menu).getByRole('link', { name: 'Detalhes' }).getAttribute('href')).toBe('/maintenance-details/1');
  });

  it('keeps the titles for screen readers when compact', async () => {
    await renderMenu([{ title: 'Dashboard', link: 'dashboard', icon: 'dashboard', badge: '3', locked: false }], true);
    const link = await screen.findByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(within(link).queryByText('3')).toBeNull();
  });
});
