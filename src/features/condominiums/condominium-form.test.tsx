import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDb } from '#mocks/db.ts';
import { EXISTING_CNPJ, LOOKUP_CNPJ, mockOwnCondominium, UNAVAILABLE_CNPJ, UNKNOWN_CNPJ } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { expectPath, expectToast, renderApp, signInAs } from '#src/test/render-app.tsx';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;

async function openAddForm() {
  signInAs('master');
  const view = await renderApp('/condominium-register-add');
  await screen.findByRole('heading', { level: 1, name: 'Cadastrar Condomínio' });
  return view;
}

/** Waits until a select has loaded its options and shows this choice. */
async function expectSelected(label: string, text: string) {
  await waitFor(() => {
    const select = input(label) as unknown as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe(text);
  });
}

async function fillValidForm(user: UserEvent, cnpj: string) {
  await user.type(input('CNPJ'), cnpj);
  await user.type(input('Nome fantasia'), 'Residencial Bela Vista');
  await user.type(input('Razão social'), 'Condomínio Residencial Bela Vista');
  await user.type(input('E-mail'), 'contato@belavista.com.br');
  await user.type(input('Telefone'), '1133334444');
  await user.type(input('CEP'), '01310100');
  await waitFor(() => expect(input('Logradouro').value).toBe('Avenida Paulista'));
  await user.type(input('Número'), '1000');
  await expectSelected('Cidade', 'São Paulo');
  await user.type(input('Número de unidades'), '48');
  await user.type(input('Blocos'), '2');
}

describe('condominium form (/condominium-register-add)', () => {
  it('validates the fields with the contract', async () => {
    const user = userEvent.setup();
    await openAddForm();
    await user.type(input('CNPJ'), '11111111111111');
    await user.type(input('E-mail'), 'sem-arroba');
    await user.click(screen.getByRole('button', { name: 'Cadastrar condomínio' }));

    expect(await screen.findByText('CNPJ inválido.')).toBeTruthy();
    expect(screen.getByText('Informe o nome fantasia.')).toBeTruthy();
    expect(screen.getByText('Informe a razão social.')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Informe o CEP.')).toBeTruthy();
    expect(screen.getByText('Informe o logradouro.')).toBeTruthy();
    expect(screen.getByText('Selecione o estado.')).toBeTruthy();
    expect(screen.getByText('Selecione a cidade.')).toBeTruthy();
    expect(screen.getByText('Informe o número de unidades.')).toBeTruthy();
    expect(input('CNPJ').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('CNPJ')));
  });

  it('says what is wrong with a value given: zero units, negative blocks, a landline as Celular', async () => {
    const user = userEvent.setup();
    await openAddForm();
    await user.type(input('Número de unidades'), '0');
    await user.type(input('Blocos'), '-3');
    await user.type(input('Celular'), '1133334444');
    await user.click(screen.getByRole('button', { name: 'Cadastrar condomínio' }));

    expect(await screen.findByText('O número de unidades deve ser maior que zero.')).toBeTruthy();
    expect(screen.getByText('O número de blocos deve ser maior que zero.')).toBeTruthy();
    expect(screen.getByText('Informe um celular: DDD e 9 dígitos, como (11) 91234-5678.')).toBeTruthy();
  });

  it('fills razão social, nome fantasia, contact and address from the CNPJ lookup', async () => {
    const user = userEvent.setup();
    await openAddForm();
    await user.type(input('CNPJ'), LOOKUP_CNPJ);
    expect(input('CNPJ').value).toBe('45.723.174/0001-10');
    await user.click(screen.getByRole('button', { name: 'Buscar dados do CNPJ' }));

    await waitFor(() => expect(input('Razão social').value).toBe('Condominio Edificio Solar das Palmeiras'));
    expect(input('Nome fantasia').value).toBe('Solar das Palmeiras');
    expect(input('E-mail').value).toBe('administracao@solardaspalmeiras.com.br');
    expect(input('Telefone').value).toBe('(11) 3333-4444');
    expect(input('CEP').value).toBe('01310-200');
    expect(input('Logradouro').value).toBe('Avenida Paulista');
    expect(input('Número').value).toBe('1578');
    expect(input('Complemento').value).toBe('Bloco A');
    expect(input('Bairro').value).toBe('Bela Vista');
    await expectSelected('Estado', 'São Paulo');
    await expectSelected('Cidade', 'São Paulo');
    expect(screen.getByText('Dados do CNPJ preenchidos; confira antes de salvar.')).toBeTruthy();
  });

  it('says so under the CNPJ when the lookup does not know it, and in a toast when the service is down', async () => {
    const user = userEvent.setup();
    await openAddForm();
    await user.type(input('CNPJ'), UNKNOWN_CNPJ);
    await user.click(screen.getByRole('button', { name: 'Buscar dados do CNPJ' }));
    expect(await screen.findByText('CNPJ não encontrado na Receita Federal.')).toBeTruthy();

    await user.clear(input('CNPJ'));
    await user.type(input('CNPJ'), UNAVAILABLE_CNPJ);
    await user.click(screen.getByRole('button', { name: 'Buscar dados do CNPJ' }));
    await expectToast('O serviço de consulta de CNPJ não respondeu. Tente novamente em instantes.');
  });

  it('looks the CEP up once its eight digits are typed, choosing state and city', async () => {
    const user = userEvent.setup();
    await openAddForm();
    await user.type(input('CEP'), '20040002');
    expect(input('CEP').value).toBe('20040-002');

    await waitFor(() => expect(input('Logradouro').value).toBe('Rua da Assembleia'));
    expect(input('Bairro').value).toBe('Centro');
    await expectSelected('Estado', 'Rio de Janeiro');
    await expectSelected('Cidade', 'Rio de Janeiro');
    expect(screen.getByText('Endereço preenchido a partir do CEP.')).toBeTruthy();

    await user.clear(input('CEP'));
    await user.type(input('CEP'), '99999000');
    expect(await screen.findByText('CEP não encontrado.')).toBeTruthy();
  });

  it('lists the cities of the chosen state, and empties the city when the state changes', async () => {
    const user = userEvent.setup();
    await openAddForm();
    const city = input('Cidade') as unknown as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    await waitFor(() => expect(within(input('Estado')).getByRole('option', { name: 'São Paulo' })).toBeTruthy());
    await user.selectOptions(input('Estado'), 'São Paulo');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Campinas' })).toBeTruthy());
    await user.selectOptions(city, 'Campinas');
    await user.selectOptions(input('Estado'), 'Rio de Janeiro');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Niterói' })).toBeTruthy());
    expect(city.value).toBe('');
  });

  it("starts the modules at the plan's, follows a change of plan, and keeps modules chosen by hand", async () => {
    const user = userEvent.setup();
    await openAddForm();
    const modules = screen.getByRole('group', { name: 'Módulos habilitados' });
    const checked = () =>
      within(modules)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.parentElement?.textContent);

    await waitFor(() => expect(checked()).toEqual(['Dashboard']));
    await expectSelected('Plano', 'Free');
    await user.selectOptions(input('Plano'), 'Special');
    expect(checked()).toEqual(['Dashboard', 'Documentos', 'Reformas']);

    await user.click(within(modules).getByRole('checkbox', { name: 'Usuários' }));
    await user.selectOptions(input('Plano'), 'Premium');
    expect(checked()).toEqual(['Dashboard', 'Usuários', 'Documentos', 'Reformas']);
  });

  it("opens the 'Ops!' dialog when the CNPJ is already registered", async () => {
    const user = userEvent.setup();
    const { router } = await openAddForm();
    await fillValidForm(user, EXISTING_CNPJ);
    await user.click(screen.getByRole('button', { name: 'Cadastrar condomínio' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Ops!' });
    expect(within(dialog).getByText('Este CNPJ já possui cadastro no sistema.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/condominium-register-add');
  });

  it('shows the server’s field errors next to their fields', async () => {
    server.use(
      http.post('*/api/v1/condominium/store', () =>
        HttpResponse.json({ message: 'Confira os campos.', code: 'VALIDATION_ERROR', errors: { street: ['Logradouro não reconhecido.'] } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    await openAddForm();
    await fillValidForm(user, '12345678000195');
    await user.click(screen.getByRole('button', { name: 'Cadastrar condomínio' }));
    expect(await screen.findByText('Logradouro não reconhecido.')).toBeTruthy();
  });

  it("saves, says 'Cadastro realizado com sucesso!' and goes back to the listing", async () => {
    let sent: Record<string, unknown> | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/condominium/store')) sent = await request.clone().json();
    });
    const user = userEvent.setup();
    const { router } = await openAddForm();
    await fillValidForm(user, '12345678000195');
    await user.click(screen.getByRole('button', { name: 'Cadastrar condomínio' }));

    expect(await screen.findByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeTruthy();
    await expectPath(router, '/condominium-register');
    expect(await screen.findByText('Residencial Bela Vista')).toBeTruthy();
    expect(sent).toMatchObject({
      cnpj: '12345678000195',
      phone: '1133334444',
      zip_code: '01310100',
      state_id: 35,
      city_id: 3550308,
      units: 48,
      blocks: 2,
      plan: 'Free',
      allowed_modules: ['dashboard'],
    });
    server.events.removeAllListeners();
  });
});

describe('condominium edit (/condominium-register-edit/{id})', () => {
  const path = `/condominium-register-edit/${mockOwnCondominium.uuid}`;

  it("loads the condominium, saves it and says 'Cadastro atualizado com sucesso!'", async () => {
    const user = userEvent.setup();
    signInAs('master');
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Condomínio' })).toBeTruthy();
    await waitFor(() => expect(input('Nome fantasia').value).toBe('Residencial Jardim das Flores'));
    expect(input('CNPJ').value).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await expectSelected('Cidade', 'São Paulo');
    await expectSelected('Plano', 'Premium');

    await user.clear(input('Nome fantasia'));
    await user.type(input('Nome fantasia'), 'Jardim das Flores II');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('dialog', { name: 'Cadastro atualizado com sucesso!' })).toBeTruthy();
    await expectPath(router, '/condominium-register');
    expect(mockDb.condominiums.find((row) => row.uuid === mockOwnCondominium.uuid)?.comercial_name).toBe('Jardim das Flores II');
  });

  it('checks the logo before uploading it, previews it and shows the new one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    signInAs('master');
    await renderApp(path);
    const file = await screen.findByLabelText('Arquivo do logo');

    await user.upload(file, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Escolha uma imagem PNG, JPEG ou WebP.')).toBeTruthy();

    await user.upload(file, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(await screen.findByText('A imagem deve ter no máximo 2 MB.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar logo' }).getAttribute('aria-disabled')).toBe('true');

    await user.upload(file, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Prévia do novo logo' })).toBeTruthy();
    expect(screen.getByText(/o novo logo ainda não foi enviado/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Enviar logo' });
    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'Logo atualizado com sucesso!' })).toBeTruthy();
    // Behind the modal dialog, the page is hidden from the accessibility tree until it closes.
    const logo = await screen.findByRole('img', { name: 'Logo de Residencial Jardim das Flores', hidden: true });
    expect(logo.getAttribute('src')).toContain(`/api/v1/condominium/logo/${mockOwnCondominium.uuid}`);
  });

  it('says so when the condominium cannot be loaded, and offers the way back to the list instead of trying again', async () => {
    signInAs('master');
    await renderApp('/condominium-register-edit/3c0e7a10-0000-4000-8000-00000000dead');
    expect(await screen.findByText('Erro ao carregar o condomínio')).toBeTruthy();
    expect(screen.getByText('Condomínio não encontrado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a listagem' }).getAttribute('href')).toBe('/condominium-register');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('sends a chosen logo with "Salvar alterações" too', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/condominium/logo')) uploads += 1;
    });
    signInAs('master');
    await renderApp(path);
    await user.upload(await screen.findByLabelText('Arquivo do logo'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('dialog', { name: 'Cadastro atualizado com sucesso!' })).toBeTruthy();
    expect(uploads).toBe(1);
    server.events.removeAllListeners();
  });

  it('asks before leaving with unsaved edits, and stays when the person keeps editing', async () => {
    const user = userEvent.setup();
    signInAs('master');
    const { router } = await renderApp(path);
    await user.type(await screen.findByLabelText('Complemento'), ' fundos');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe(path);

    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await expectPath(router, '/condominium-register');
  });
});
