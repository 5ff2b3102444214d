import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_PASSWORD, mockUsers } from '#mocks/fixtures.ts';
import { useSession } from '#src/stores/session.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function openProfile() {
  signInAs('morador');
  await renderApp('/user-profile');
  await waitFor(() => expect(field('Nome').value).toBe(mockUsers.morador.name));
}

describe('user profile (/user-profile)', () => {
  it('saves the name and phones, and the header follows at once', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.clear(field('Nome'));
    await user.type(field('Nome'), 'Beatriz Lima Souza');
    await user.clear(field('Celular'));
    await user.type(field('Celular'), '21998765432');
    expect(field('Celular').value).toBe('(21) 99876-5432');
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByRole('dialog', { name: 'Perfil atualizado com sucesso!' }, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Menu do usuário: Beatriz Lima Souza' })).toBeTruthy();
  }, 20_000);

  it('shows a wrong current password on its field', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.type(field('Senha atual'), 'nao-e-esta');
    await user.type(field('Nova senha'), 'Nova-senha-123');
    await user.type(field('Confirme a nova senha'), 'Nova-senha-123');
    await user.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeTruthy();
    expect(field('Senha atual').getAttribute('aria-invalid')).toBe('true');

    await user.clear(field('Senha atual'));
    await user.type(field('Senha atual'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Trocar senha' }));
    const done = await screen.findByRole('dialog', { name: 'Senha alterada com sucesso!' }, { timeout: 5_000 });
    expect(within(done).getByText('Suas outras sessões foram encerradas.')).toBeTruthy();
  }, 20_000);

  it('sends a picture, which the header shows at once, and refuses another kind of file before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openProfile();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.7'], 'documento.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Escolha uma imagem PNG, JPEG ou WebP.');

    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'foto.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('dialog', { name: 'Perfil atualizado com sucesso!' }, { timeout: 5_000 })).toBeTruthy();
    const menu = await screen.findByRole('button', { name: `Menu do usuário: ${mockUsers.morador.name}` });
    await waitFor(() => expect(menu.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/v1\/users\/image-profile\/.+\?v=/));
  }, 20_000);

  it('downloads what Zelo holds about the person as a JSON file', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:meus-dados';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await openProfile();
      await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const exported = JSON.parse(await saved[0]!.text());
      expect(exported.profile).toMatchObject({ name: mockUsers.morador.name, email: mockUsers.morador.email });
      expect(click.mock.contexts[0]).toHaveProperty('download', expect.stringMatching(/^zelo-meus-dados-\d{4}-\d{2}-\d{2}\.json$/));
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  }, 20_000);

  it('erases the person only with their password, then signs them out', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Remover meus dados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover meus dados?' });
    const password = within(dialog).getByLabelText('Confirme com sua senha', { selector: 'input' });
    await user.type(password, 'nao-e-esta');
    await user.click(within(dialog).getByRole('button', { name: 'Remover meus dados' }));
    expect(await within(dialog).findByText('Senha incorreta.')).toBeTruthy();
    expect(useSession.getState().token).not.toBeNull();

    await user.clear(password);
    await user.type(password, MOCK_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Remover meus dados' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  }, 20_000);
});
