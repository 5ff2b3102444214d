import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { maintenanceEndpoints } from '#contract/maintenance.ts';
import { page, reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';

/** The lists the filters are made of, and an empty programme: the sheet is what is looked at here. */
function filterHandlers() {
  server.use(
    http.get(url(maintenanceEndpoints.periodicities), () => reply(maintenanceEndpoints.periodicities, { data: [{ id: 4, name: 'Mensal', active: true, interval_unit: 'month', interval_amount: 1 }] })),
    http.get(url(maintenanceEndpoints.responsibleTypes), () => reply(maintenanceEndpoints.responsibleTypes, { data: [{ id: 3, name: 'Equipe de manutenção local', active: true }] })),
    http.get(url(maintenanceEndpoints.enabled), () => reply(maintenanceEndpoints.enabled, { data: [] })),
    http.get(url(maintenanceEndpoints.listing), ({ request }) => reply(maintenanceEndpoints.listing, { data: page(request, []) })),
  );
}

describe('the maintenance filters on a phone', () => {
  it('sit behind one "Filtros" button that counts those on, in a sheet that hands focus back', async () => {
    const user = userEvent.setup();
    filterHandlers();
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
