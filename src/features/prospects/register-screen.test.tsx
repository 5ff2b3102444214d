import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EXISTING_CNPJ } from '#mocks/fixtures.ts';
import { expectPath, renderApp } from '#src/test/render-app.tsx';

async function fillForm(cnpj: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Seu nome'), 'Marta Figueiredo');
  await user.type(screen.getByLabelText('E-mail'), 'marta@exemplo.com.br');
  await user.type(screen.getByLabelText('Telefone'), '11912345678');
  await user.type(screen.getByLabelText('Nome do condomínio'), 'Condomínio Solar');
  await user.type(screen.getByLabelText('CNPJ do condomínio'), cnpj);
  await user.type(screen.getByLabelText('Número de unidades'), '48');
  await user.click(screen.getByRole('button', { name: 'Solicitar acesso' }));
}

describe('access request screen (/register)', () => {
  it("formats phone and CNPJ while typing, shows 'Acesso Solicitado!' and goes to /login", async () => {
    const { router } = await renderApp('/register');
    await fillForm('45723174000110');

    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 91234-5678');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Acesso Solicitado!' })).toBeTruthy();
    expect(within(dialog).getByText('Em breve nossa equipe entrará em contato para realizar a liberação do acesso!')).toBeTruthy();
    await expectPath(router, '/login');
  });

  it("shows the 'Ops!' dialog for a CNPJ already registered", async () => {
    const { router } = await renderApp('/register');
    await fillForm(EXISTING_CNPJ);

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Ops!' })).toBeTruthy();
    expect(within(dialog).getByText('Este CNPJ já possui cadastro no sistema.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('validates every field with the contract', async () => {
    const user = userEvent.setup();
    await renderApp('/register');
    await user.type(await screen.findByLabelText('CNPJ do condomínio'), '11111111111111');
    await user.click(screen.getByRole('button', { name: 'Solicitar acesso' }));
    expect(await screen.findByText('Informe seu nome completo.')).toBeTruthy();
    expect(screen.getByText('CNPJ inválido.')).toBeTruthy();
    expect(screen.getByText('Informe o nome do condomínio.')).toBeTruthy();
  });

  it('says a one-letter condominium name is too short, and zero units is not a number of units', async () => {
    const user = userEvent.setup();
    await renderApp('/register');
    await user.type(await screen.findByLabelText('Nome do condomínio'), 'X');
    await user.type(screen.getByLabelText('Número de unidades'), '0');
    await user.click(screen.getByRole('button', { name: 'Solicitar acesso' }));
    expect(await screen.findByText('O nome do condomínio deve ter ao menos 2 caracteres.')).toBeTruthy();
    expect(screen.getByText('O número de unidades deve ser maior que zero.')).toBeTruthy();
  });
});
