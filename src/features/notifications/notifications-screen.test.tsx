import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/server.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';

const list = () => screen.findByRole('list', { name: 'Notificações' });

describe('the notification centre (/avisos)', () => {
  it('opens from the bell\'s "Ver todas" and lists the history, unread ones said so', async () => {
    const user = userEvent.setup();
    signInAs('morador');
    const { router } = await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ver todas' }));
    await expectPath(router, '/avisos');
    expect(await screen.findByRole('heading', { level: 1, name: 'avisos' })).toBeTruthy();
    const items = within(await list()).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Reforma aprovada (não lida)'),
      expect.stringContaining('Novo documento (não lida)'),
    ]);
    expect(items[0]!.textContent).toContain('14/03/2025 10:45');
  });

  it('marks them all read, and the list says so', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    await renderApp('/avisos');
    await list();
    await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notificações' })).queryByText(/não lida/)).toBeNull());
    expect((screen.getByRole('button', { name: 'Marcar todas como lidas' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by kind and status in the URL, asking the server for them', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/notifications/listing')) requests.push(new URL(request.url).search);
    });
    signInAs('zelador');
    const { router } = await renderApp('/avisos');
    await list();
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Reformas');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Não lidas');
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'reforms', status: 'unread' }));
    await waitFor(() => expect(requests).toContain('?kind=reforms&status=unread'));
    server.events.removeAllListeners();
  });

  it('opens a notification: marked read, and on to its route', async () => {
    const user = userEvent.setup();
    signInAs('engenheiro');
    const { router } = await renderApp('/avisos');
    await user.click(within(await list()).getByRole('button', { name: /Reforma aprovada/ }));
    await expectPath(router, '/user-profile');
  });
});
