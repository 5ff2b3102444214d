import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { VALID_RESET_TOKEN } from '#mocks/fixtures.ts';
import { apiError } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { expectPath, renderApp, expectToast } from '#src/test/render-app.tsx';

describe('forgot password screen', () => {
  it("shows the 'Recuperação Solicitada!' dialog once the e-mail is sent", async () => {
    const user = userEvent.setup();
    await renderApp('/forgot-password');

    await user.type(await screen.findByLabelText('E-mail'), 'morador1@zelo.demo');
    await user.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Recuperação Solicitada!' })).toBeTruthy();
    expect(within(dialog).getByText('Você receberá um e-mail com as informações para recuperar sua senha.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('status')).textContent).toContain('Se houver uma conta com esse e-mail');
  });

  it('checks the e-mail before sending', async () => {
    const user = userEvent.setup();
    await renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Enviar link de recuperação' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });
});

describe('reset password screen', () => {
  it("sets the new password, shows 'Senha redefinida com sucesso!' and goes to the login", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`/reset-password?token=${VALID_RESET_TOKEN}`);

    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-forte');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-forte');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));

    expect(await screen.findByRole('heading', { name: 'Senha redefinida com sucesso!' })).toBeTruthy();
    await expectPath(router, '/login');
  });

  it('says when the confirmation does not match', async () => {
    const user = userEvent.setup();
    await renderApp(`/reset-password?token=${VALID_RESET_TOKEN}`);
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-forte');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'outra-senha-forte');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeTruthy();
  });

  it('reports a used or expired link as soon as the page opens, before any password is typed', async () => {
    await renderApp('/reset-password?token=expirado');
    expect(await screen.findByRole('heading', { name: 'Link inválido ou expirado' })).toBeTruthy();
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("shows the server's message when the link expires while the page is open", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`/reset-password?token=${VALID_RESET_TOKEN}`);
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-forte');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-forte');
    server.use(http.post('*/api/v1/password/reset', () => apiError(422, 'INVALID_RESET_TOKEN', 'Link de redefinição inválido ou expirado. Solicite um novo.')));
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));

    await expectToast('Link de redefinição inválido ou expirado. Solicite um novo.');
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('offers a new link when the address has no token', async () => {
    await renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Link inválido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
