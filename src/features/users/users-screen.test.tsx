import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { mockPeople } from '#mocks/people-db.ts';
import { server } from '#mocks/server.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';
import { SHARED_IDENTITY_NOTE } from './user-form.tsx';

async function openListing(type: 'sindico' | 'zelador' | 'master' = 'sindico') {
  signInAs(type);
  const view = await renderApp('/user-register');
  expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de Usuários' })).toBeTruthy();
  await screen.findByText('Beatriz Lima');
  return view;
}

const rowOf = (name: string) => within(screen.getByRole('table', { name: 'Usuários cadastrados' })).getByText(name).closest('tr')!;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

describe('users listing (/user-register)', () => {
  it('offers the síndico actions only on the people they manage', async () => {
    await openListing('sindico');
    expect(screen.getByRole('link', { name: 'Cadastrar usuário' })).toBeTruthy();
    expect(within(rowOf('Zelador José Ribeiro')).getByRole('link', { name: 'Editar Zelador José Ribeiro' })).toBeTruthy();
    expect(within(rowOf('Zelador José Ribeiro')).getByRole('switch', { name: 'Ativo: Zelador José Ribeiro' })).toBeTruthy();
    expect(within(rowOf('Master Zelo')).queryByRole('link')).toBeNull();
    expect(within(rowOf('Master Zelo')).queryByRole('switch')).toBeNull();
    // Not themself either: their own data is on /user-profile.
    expect(within(rowOf('Síndico Carlos Almeida')).queryByRole('link')).toBeNull();
    expect(within(rowOf('Beatriz Lima')).getByText('567.891.234-82')).toBeTruthy();
  });

  it('shows the zelador the list without any action', async () => {
    await openListing('zelador');
    expect(screen.queryByRole('link', { name: 'Cadastrar usuário' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Editar / })).toBeNull();
  });

  it('keeps the type and status filters in the URL and asks the server for them', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/users/listing')) requests.push(new URL(request.url).search);
    });
    const { router } = await openListing('master');
    await user.selectOptions(field('Tipo'), 'morador');
    await user.selectOptions(field('Situação'), 'inactive');
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'morador', status: 'inactive' }));
    await waitFor(() => expect(requests).toContain('?page=1&status=inactive&type=morador'));
    server.events.removeAllListeners();
  });
});

describe('adding and editing people', () => {
  it('creates a morador in an apartment, then goes back to the listing', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/users/store')) sent = await request.clone().json();
    });
    signInAs('sindico');
    const { router } = await renderApp('/user-register-add');
    await screen.findByRole('heading', { level: 1, name: 'Cadastrar Usuário' });
    expect(screen.queryByLabelText(/senha/i)).toBeNull();
    await user.type(field('Nome'), 'Caio Prado');
    await user.type(field('E-mail'), 'caio@exemplo.com.br');
    await user.selectOptions(field('Tipo de usuário'), 'morador');
    await user.type(field('CPF'), '52998224725');
    expect(field('CPF').value).toBe('529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Adicionar apartamento' }));
    await waitFor(() => expect(within(field('Apartamento 1') as unknown as HTMLElement).getByRole('option', { name: 'Torre 1-102' })).toBeTruthy());
    await user.selectOptions(field('Apartamento 1'), 'Torre 1-102');
    await user.selectOptions(field('Relação com o apartamento 1'), 'inquilino');
    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));

    expect(await screen.findByRole('dialog', { name: 'Cadastro realizado com sucesso!' }, { timeout: 5_000 })).toBeTruthy();
    await expectPath(router, '/user-register');
    expect(sent).toMatchObject({
      name: 'Caio Prado',
      email: 'caio@exemplo.com.br',
      type: 'morador',
      cpf: '52998224725',
      condominiums: [mockUsers.sindico.condominium[0]!.uuid],
      apartments: [{ apartment: mockPeople.apartments[1]!.uuid, relation: 'inquilino' }],
    });
    server.events.removeAllListeners();
  }, 20_000);

  it('says when the e-mail is taken, keeping what was typed', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    await renderApp('/user-register-add');
    await screen.findByRole('heading', { level: 1, name: 'Cadastrar Usuário' });
    await user.type(field('Nome'), 'Outra Pessoa');
    await user.type(field('E-mail'), mockUsers.zelador.email);
    await user.selectOptions(field('Tipo de usuário'), 'zelador');
    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));
    const ops = await screen.findByRole('alertdialog', { name: 'Ops!' }, { timeout: 5_000 });
    expect(within(ops).getByText('Este email já possui cadastro no sistema.')).toBeTruthy();
    expect(field('Nome').value).toBe('Outra Pessoa');
  }, 20_000);

  it('shows a síndico the identity of a person who also belongs elsewhere as read-only, and saves the memberships', async () => {
    const user = userEvent.setup();
    const person = mockPeople.users.find((candidate) => candidate.uuid === mockUsers.zelador.uuid)!;
    person.in_other_condominiums = true;
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/users/update/')) sent = await request.clone().json();
    });
    signInAs('sindico');
    await renderApp(`/user-register-edit/${person.uuid}`);
    expect(await screen.findByText(SHARED_IDENTITY_NOTE)).toBeTruthy();
    for (const label of ['Nome', 'E-mail', 'CPF', 'RG', 'Celular', 'Telefone fixo', 'Tipo de usuário']) expect(field(label).readOnly).toBe(true);
    expect(field('Tipo de usuário').value).toBe('Zelador');

    await user.type(field('Nome'), ' Outro');
    expect(field('Nome').value).toBe(person.name);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('dialog', { name: 'Cadastro atualizado com sucesso!' }, { timeout: 5_000 })).toBeTruthy();
    expect(sent).toMatchObject({ name: person.name, email: person.email, type: 'zelador', condominiums: [mockUsers.sindico.condominium[0]!.uuid] });
    server.events.removeAllListeners();
  }, 20_000);

  it('offers the síndico only the types they manage', async () => {
    signInAs('sindico');
    await renderApp('/user-register-add');
    await screen.findByRole('heading', { level: 1, name: 'Cadastrar Usuário' });
    const options = within(field('Tipo de usuário') as unknown as HTMLElement).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Selecione o tipo', 'Zelador', 'Engenheiro', 'Morador']);
  });
});
