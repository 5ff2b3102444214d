import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_PASSWORD, mockUsers } from '#mocks/fixtures.ts';
import { useSession } from '#src/stores/session.ts';
import { expectPath, renderApp } from '#src/test/render-app.tsx';

describe('lock screen', () => {
  it('lets the person whose session locked sign back in with the password only', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    const lockedUser = { name: mockUsers.engenheiro.name, email: mockUsers.engenheiro.email, profilePicture: null };
    await router.navigate({ to: '/lock-screen', state: { lockedUser } });

    expect(await screen.findByText(mockUsers.engenheiro.name)).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await user.type(screen.getByLabelText('Senha'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));

    await expectPath(router, '/dashboard');
    expect(useSession.getState().activeUser?.email).toBe(mockUsers.engenheiro.email);
  });

  it('asks for the e-mail too when opened directly', async () => {
    await renderApp('/lock-screen');
    expect(await screen.findByRole('heading', { name: 'Sessão bloqueada' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar com outra conta' }).getAttribute('href')).toBe('/login');
  });
});
