import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_PASSWORD, mockUsers, tokenOf } from '#mocks/fixtures.ts';
import { useSession } from '#src/stores/session.ts';
import { expectPath, renderApp, signInAs, expectToast } from '#src/test/render-app.tsx';

describe('login screen', () => {
  it('signs in with valid credentials, stores the session and opens the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');

    await user.type(await screen.findByLabelText('E-mail'), 'sindico@zelo.demo');
    await user.type(screen.getByLabelText('Senha'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await expectPath(router, '/dashboard');
    const session = useSession.getState();
    expect(session).toMatchObject({ isAuth: true, token: tokenOf('sindico'), tokenIsValid: true, isLoading: false });
    expect(session.activeUser?.name).toBe(mockUsers.sindico.name);
    expect(await screen.findByRole('heading', { name: 'Olá, Síndico!' })).toBeTruthy();
  });

  it("validates with the contract's messages before calling the server", async () => {
    const user = userEvent.setup();
    await renderApp('/login');

    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Informe a senha.')).toBeTruthy();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });

  it('shows the server message in a toast and marks the token invalid on bad credentials', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');

    await user.type(await screen.findByLabelText('E-mail'), 'sindico@zelo.demo');
    await user.type(screen.getByLabelText('Senha'), 'senha-errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await expectToast('E-mail ou senha inválidos.');
    // Also beside the form, where it stays after the toast goes, announced as an alert.
    const form = screen.getByRole('form', { name: 'Entrar' });
    expect(within(form).getByRole('alert').textContent).toBe('E-mail ou senha inválidos.');
    expect(useSession.getState()).toMatchObject({ isAuth: false, token: null, tokenIsValid: false, error: 'E-mail ou senha inválidos.' });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/', '/login'])('%s goes straight to the dashboard when a token and a user name exist', async (path) => {
    signInAs('morador');
    const { router } = await renderApp(path);
    await expectPath(router, '/dashboard');
  });

  it('links to password recovery and to the access request', async () => {
    await renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Esqueceu a senha?' })).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Solicitar acesso' }).getAttribute('href')).toBe('/register');
  });

  it('takes a signed-out deep link to the sign-in and lands on its page afterwards', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/condominium-register?page=2&filter=o');

    await expectPath(router, '/');
    expect(router.state.location.search).toEqual({ redirect: '/condominium-register?page=2&filter=o' });
    await user.type(await screen.findByLabelText('E-mail'), 'master@zelo.demo');
    await user.type(screen.getByLabelText('Senha'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await expectPath(router, '/condominium-register');
    expect(router.state.location.search).toEqual({ page: 2, filter: 'o' });
  });

  it('goes to the asked page when already signed in, and ignores a redirect to another site', async () => {
    signInAs('morador');
    const first = await renderApp('/?redirect=%2Fuser-profile');
    await expectPath(first.router, '/user-profile');
    first.unmount();

    const second = await renderApp('/login?redirect=%2F%2Fevil.example%2F');
    await expectPath(second.router, '/dashboard');
  });
});
