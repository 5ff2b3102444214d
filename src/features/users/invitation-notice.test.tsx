import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { mockPeople } from '#mocks/people-db.ts';
import { server } from '#mocks/server.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';

describe('a pending invitation on the edit screen', () => {
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

  it('says nothing of an invitation once the person has set their password', async () => {
    signInAs('sindico');
    await renderApp(`/user-register-edit/${mockUsers.zelador.uuid}`);
    await screen.findByRole('button', { name: 'Salvar alterações' });
    expect(screen.queryByText('Convite pendente.')).toBeNull();
  });
});
