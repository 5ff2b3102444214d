import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDb } from '#mocks/db.ts';
import { mockOwnCondominium } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { formatCnpj } from '#src/lib/formatters.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

describe('condominium profile (/condominium-profile)', () => {
  it('opens from the síndico’s user menu', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    const { router } = await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Menu do usuário/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Perfil do Condomínio' }));
    await expectPath(router, '/condominium-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil do Condominio' })).toBeTruthy();
  });

  it('lets the síndico edit the profile, showing CNPJ, razão social and plan read-only', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    let sessionChecks = 0;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/validate-token')) sessionChecks += 1;
      if (request.method === 'PUT' && request.url.includes('/condominium/profile/')) sent = await request.clone().json();
    });
    signInAs('sindico');
    await renderApp('/condominium-profile');
    await waitFor(() => expect(input('Nome fantasia').value).toBe('Residencial Jardim das Flores'));

    const identity = screen.getByRole('group', { name: /Identificação/ });
    expect(within(identity).getByText(formatCnpj(mockOwnCondominium.cnpj))).toBeTruthy();
    expect(within(identity).getByText('Condomínio Residencial Jardim das Flores')).toBeTruthy();
    expect(within(identity).queryByRole('textbox', { name: 'CNPJ' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Razão social' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Plano' })).toBeNull();
    expect(screen.getByText('Dashboard, Usuários, Apartamentos, Documentos, Reformas, Manutenções')).toBeTruthy();

    await user.clear(input('Nome fantasia'));
    await user.type(input('Nome fantasia'), 'Jardim das Flores');
    await user.clear(input('Celular'));
    await user.type(input('Celular'), '11987654321');
    const checksBeforeSave = sessionChecks;
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('dialog', { name: 'Condominio atualizado com sucesso!' })).toBeTruthy();
    expect(sent).toMatchObject({ comercial_name: 'Jardim das Flores', mobile_phone: '11987654321', state_id: 35, city_id: 3550308 });
    expect(Object.keys(sent ?? {})).not.toContain('cnpj');
    expect(Object.keys(sent ?? {})).not.toContain('plan');
    expect(mockDb.condominiums[0]?.comercial_name).toBe('Jardim das Flores');
    // The session is verified again, so the header can show the new name.
    await waitFor(() => expect(sessionChecks).toBeGreaterThan(checksBeforeSave));
    server.events.removeAllListeners();
  });

  it('checks the fields before saving', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    await renderApp('/condominium-profile');
    await waitFor(() => expect(input('Nome fantasia').value).not.toBe(''));
    await user.clear(input('Nome fantasia'));
    await user.clear(input('Número'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Informe o nome fantasia.')).toBeTruthy();
    expect(screen.getByText('Informe o número.')).toBeTruthy();
  });

  it.each(['zelador', 'engenheiro'] as const)('shows the %s the condominium read-only', async (type) => {
    signInAs(type);
    await renderApp('/condominium-profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Residencial Jardim das Flores' })).toBeTruthy();
    expect(screen.getByText(formatCnpj(mockOwnCondominium.cnpj))).toBeTruthy();
    expect(screen.getByText('São Paulo/SP')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(screen.queryByLabelText('Arquivo do logo')).toBeNull();
  });

  it('is not for the morador', async () => {
    signInAs('morador');
    const { router } = await renderApp('/condominium-profile');
    await expectPath(router, '/404');
  });

  it('"Escolher imagem" opens the file picker with Enter as well as Space', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    await renderApp('/condominium-profile');
    const picker = (await screen.findByLabelText('Arquivo do logo')) as HTMLInputElement;
    let opened = 0;
    picker.addEventListener('click', () => (opened += 1));
    screen.getByRole('button', { name: 'Escolher imagem' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toBe(2);
  });
});
