import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { mockPeople } from '#mocks/people-db.ts';
import { server } from '#mocks/server.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';

describe('a pending invitation', () => {
  it('says "Convite pendente" and resends it on "Reenviar convite"', async () => {
    const user = userEvent.setup();
    const person = mockPeople.users.find((candidate) => candidate.uuid === mockUsers.zelador.uuid)!;
    person.invitation_pending = true;
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/users/resend-invitation/')) sent.push(new URL(request.url).pathname);
    });
    signInAs('sindico');
    await renderApp(`/user-register-edit/${person.uuid}`);
    expect(await screen.findByText('Convite pendente.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reenviar convite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convite reenviado!' }, { timeout: 5_000 });
    expect(within(dialog).getByText(`Convite reenviado para ${person.email}.`)).toBeTruthy();
    expect(sent).toEqual([`/api/v1/users/resend-invitation/${person.uuid}`]);
    server.events.removeAllListeners();
  }, 20_000);

  it('marks the person "Convite pendente" in the listing', async () => {
    mockPeople.users.find((candidate) => candidate.uuid === mockUsers.zelador.uuid)!.invitation_pending = true;
    signInAs('sindico');
    await renderApp('/user-register');
    const name = await screen.findByText('Zelador José Ribeiro');
    expect(within(name.closest('tr')!).getByText('Convite pendente')).toBeTruthy();
    expect(within(screen.getByText('Beatriz Lima').closest('tr')!).queryByText('Convite pendente')).toBeNull();
  });

  it('says nothing of an invitation once the person has set their password', async () => {
    signInAs('sindico');
    await renderApp(`/user-register-edit/${mockUsers.zelador.uuid}`);
    await screen.findByRole('button', { name: 'Salvar alterações' });
    expect(screen.queryByText('Convite pendente.')).toBeNull();
  });
});
