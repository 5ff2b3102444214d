import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/server.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';
import { PAUSED_BUTTON_LABEL } from '#src/ui/button.tsx';
import { CONNECTION_MESSAGES } from './connection-status.tsx';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
/** The notice saying `message`, announced as a status. */
const notice = (message: string) => screen.getByText(message).closest('[role="status"]');

describe('connection notice (issue 23 §2)', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    sessionStorage.clear();
  });

  it('says "Sem conexão" at once, keeps the form, pauses the save and says when it resumes', async () => {
    const user = userEvent.setup();
    const saves: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') saves.push(request.url);
    });
    // The save, once it is sent, waits here until the test lets it through to the mock server.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(http.put('*/condominium/profile/:uuid', () => released));

    signInAs('sindico');
    await renderApp('/condominium-profile');
    await waitFor(() => expect(input('Nome fantasia').value).toBe('Residencial Jardim das Flores'));
    await user.clear(input('Nome fantasia'));
    await user.type(input('Nome fantasia'), 'Jardim Offline');

    await goOffline();
    expect(notice(CONNECTION_MESSAGES.offline)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const paused = await screen.findByRole('button', { name: PAUSED_BUTTON_LABEL });
    expect(paused.getAttribute('aria-busy')).toBeNull();
    expect(paused.querySelector('.animate-spin')).toBeNull();
    await waitFor(() => expect(notice(CONNECTION_MESSAGES.paused)).not.toBeNull());
    expect(screen.queryByText(CONNECTION_MESSAGES.offline)).toBeNull();
    expect(saves).toEqual([]);
    expect(input('Nome fantasia').value).toBe('Jardim Offline');

    await goOnline();
    await waitFor(() => expect(notice(CONNECTION_MESSAGES.resumed)).not.toBeNull());
    await waitFor(() => expect(saves).toHaveLength(1));
    release();

    expect(await screen.findByRole('dialog', { name: 'Condominio atualizado com sucesso!' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(CONNECTION_MESSAGES.resumed)).toBeNull());
    server.events.removeAllListeners();
  }, 20_000);
});
