import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#src/test/render-app.tsx';

// The mock store's lists and its empty programme: the sheet is what is looked at here.
describe('the maintenance filters on a phone', () => {
  it('sit behind one "Filtros" button that counts those on, in a sheet that hands focus back', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    const { router } = await renderApp('/maintenance?situations=%5B%22overdue%22%5D&from=2026-01-01');
    const opener = await screen.findByRole('button', { name: 'Filtros 2 ativos' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    expect((within(sheet).getByRole('checkbox', { name: 'Vencida' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(sheet).getByRole('checkbox', { name: 'Vence em breve' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ situations: ['overdue', 'due_soon'] }));
    await user.click(within(sheet).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('situations'));

    await user.click(within(sheet).getByRole('button', { name: 'Ver resultados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const closedOpener = screen.getByRole('button', { name: 'Filtros' });
    expect(document.activeElement).toBe(closedOpener);
  });
});
