import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_PASSWORD, mockUsers } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { expectPath, expectToast, renderApp, signInAs } from '#src/test/render-app.tsx';
import { DRAFT_RESTORED_MESSAGE } from './use-form-draft.ts';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('zelo-draft:'));

/** The server refuses the session at the next save (an expired token). */
function refuseTheSessionOn(path: string) {
  server.use(http.put(`*${path}`, () => HttpResponse.json({ message: 'Token expirado' }, { status: 401 })));
}

async function signInAgain(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), MOCK_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/** The síndico types into their own profile's name: the edit is kept as a draft at once. */
async function editOwnName() {
  const user = userEvent.setup();
  signInAs('sindico');
  const { router } = await renderApp('/user-profile');
  await waitFor(() => expect(input('Nome').value).toBe(mockUsers.sindico.name));
  await user.type(input('Nome'), ' Júnior');
  expect(draftKeys()).toHaveLength(1);
  return { user, router };
}

describe('unsent form drafts (issue 23 §2)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the edits through a session refused mid-save, and brings them back on the same page after signing in', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    const { router } = await renderApp('/condominium-profile');
    await waitFor(() => expect(input('Nome fantasia').value).toBe('Residencial Jardim das Flores'));
    await user.clear(input('Nome fantasia'));
    await user.type(input('Nome fantasia'), 'Jardim das Flores Novo');
    refuseTheSessionOn('/condominium/profile/:uuid');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await expectPath(router, '/');
    expect(router.state.location.search).toEqual({ redirect: '/condominium-profile' });
    server.resetHandlers();
    await signInAgain(user, mockUsers.sindico.email);

    await expectPath(router, '/condominium-profile');
    await waitFor(() => expect(input('Nome fantasia').value).toBe('Jardim das Flores Novo'));
    await expectToast(DRAFT_RESTORED_MESSAGE);
    // Still unsaved: saving it now sends it, and the draft goes.
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('dialog', { name: 'Condominio atualizado com sucesso!' })).toBeTruthy();
    await waitFor(() => expect(draftKeys()).toEqual([]));
  }, 20_000);

  it('never offers one person’s draft to the next person who signs in', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    const { router } = await renderApp('/user-profile');
    await waitFor(() => expect(input('Nome').value).toBe(mockUsers.sindico.name));
    await user.type(input('Nome'), ' Júnior');
    refuseTheSessionOn('/users/profile');
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    await expectPath(router, '/');
    expect(draftKeys()).toHaveLength(1);
    server.resetHandlers();

    await signInAgain(user, mockUsers.zelador.email);
    await expectPath(router, '/user-profile');
    await waitFor(() => expect(input('Nome').value).toBe(mockUsers.zelador.name));
    expect(draftKeys()).toEqual([]);
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).toBeNull();
  });

  it('forgets the drafts when the person signs out', async () => {
    const { user, router } = await editOwnName();

    await user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expectPath(router, '/');
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(draftKeys()).toEqual([]);
  }, 20_000);

  it('drops the draft when the person leaves the form by choice', async () => {
    const { user, router } = await editOwnName();
    void router.navigate({ to: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await expectPath(router, '/dashboard');
    expect(draftKeys()).toEqual([]);
  });

  it('drops the draft when the person reloads or closes the page past the browser\'s question', async () => {
    await editOwnName();
    window.dispatchEvent(new Event('pagehide'));
    expect(draftKeys()).toEqual([]);
  });
});
