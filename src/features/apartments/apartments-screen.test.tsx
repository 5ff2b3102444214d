import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPeople } from '#mocks/people-db.ts';
import { server } from '#mocks/server.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';

async function openListing(type: 'sindico' | 'zelador' = 'sindico') {
  signInAs(type);
  const view = await renderApp('/apartments-register');
  expect(await screen.findByRole('heading', { level: 1, name: 'Listagem de Apartamentos' })).toBeTruthy();
  await screen.findByText('Beatriz Lima');
  return view;
}

const table = () => screen.getByRole('table', { name: 'Apartamentos cadastrados' });
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

function recordBodies(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('apartments listing (/apartments-register)', () => {
  it('shows block, number, floor and residents with their relation, and the síndico’s actions', async () => {
    await openListing();
    const row = within(table()).getByText('Beatriz Lima').closest('tr')!;
    expect(within(row).getByText('Torre 1')).toBeTruthy();
    expect(within(row).getByText('101')).toBeTruthy();
    expect(within(row).getByText('(Proprietário)')).toBeTruthy();
    expect(within(table()).getAllByText('Nenhum morador')).toHaveLength(2);
    expect(within(row).getByRole('switch', { name: 'Ativo: apartamento Torre 1-101' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Editar apartamento Torre 1-101' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cadastrar prédio' })).toBeTruthy();
  });

  it('only shows the zelador the list: no switch, no edit, no add', async () => {
    await openListing('zelador');
    const row = within(table()).getByText('Beatriz Lima').closest('tr')!;
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).getByText('Ativo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Editar apartamento/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cadastrar apartamento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cadastrar prédio' })).toBeNull();
  });

  it('adds one apartment, and says so when block and number exist; focus returns to the button', async () => {
    const user = userEvent.setup();
    await openListing();
    const opener = screen.getByRole('button', { name: 'Cadastrar apartamento' });
    await user.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Cadastrar apartamento' });
    await user.type(field(dialog, 'Bloco/Torre'), 'torre 1');
    await user.type(field(dialog, 'Número'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar apartamento' }));
    // The first dialog of a test run loads its module: give it the time a cold import takes here.
    const ops = await screen.findByRole('alertdialog', { name: 'Ops!' }, { timeout: 5_000 });
    expect(within(ops).getByText('Este apartamento já possui cadastro no sistema.')).toBeTruthy();
    await user.click(within(ops).getByRole('button', { name: 'OK' }));

    dialog = screen.getByRole('dialog', { name: 'Cadastrar apartamento' });
    expect(field(dialog, 'Número').value).toBe('101');
    await user.clear(field(dialog, 'Número'));
    await user.type(field(dialog, 'Número'), '103');
    await user.type(field(dialog, 'Andar'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar apartamento' }));
    expect(await screen.findByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeTruthy();
    expect(mockPeople.apartments.some((apartment) => apartment.number === '103' && apartment.floor === 1)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  }, 20_000);

  it('asks before closing a dialog with typed edits, and closes one without them at once', async () => {
    const user = userEvent.setup();
    await openListing();
    const opener = screen.getByRole('button', { name: 'Cadastrar apartamento' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar apartamento' });
    await user.type(field(dialog, 'Número'), '105');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Continuar editando' }, { timeout: 5_000 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continuar editando' })).toBeNull());
    expect(field(dialog, 'Número').value).toBe('105');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cadastrar apartamento' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(screen.getByRole('button', { name: 'Cadastrar prédio' }));
    const building = await screen.findByRole('dialog', { name: 'Cadastrar prédio' });
    await user.click(within(building).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cadastrar prédio' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Sair sem salvar' })).toBeNull();
  }, 20_000);
});

describe('a building at once', () => {
  it('previews 2 blocks × 10 floors × 4 units before saving, and sends the plan', async () => {
    const user = userEvent.setup();
    const bodies = recordBodies('/apartments/bulk');
    await openListing();
    await user.click(screen.getByRole('button', { name: 'Cadastrar prédio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar prédio' });

    expect(within(dialog).getByRole('heading', { name: 'Prévia: 80 apartamentos' })).toBeTruthy();
    expect(within(dialog).getByText('Bloco A: 40 (A-101 a A-1004)')).toBeTruthy();
    expect(within(dialog).getByText('Bloco B: 40 (B-101 a B-1004)')).toBeTruthy();
    expect(within(dialog).getAllByText('1001, 1002, 1003, 1004')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar apartamentos' }));
    expect(await screen.findByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeTruthy();
    expect(screen.getByText('80 apartamentos cadastrados.')).toBeTruthy();
    expect(bodies).toEqual([
      {
        condominium: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11',
        block_naming: 'letters',
        blocks: 2,
        floors: 10,
        first_floor: 1,
        units_per_floor: 4,
        numbering: 'floor_unit',
        skip_existing: false,
      },
    ]);
    server.events.removeAllListeners();
  });

  it('says when a plan is over 2,000 units, names the units that exist already, and skips them when asked', async () => {
    const user = userEvent.setup();
    const bodies = recordBodies('/apartments/bulk');
    await openListing();
    await user.click(screen.getByRole('button', { name: 'Cadastrar prédio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar prédio' });
    await user.clear(field(dialog, 'Andares'));
    await user.type(field(dialog, 'Andares'), '200');
    await user.clear(field(dialog, 'Unidades por andar'));
    await user.type(field(dialog, 'Unidades por andar'), '10');
    expect(within(dialog).getByRole('status').textContent).toBe('No máximo 2.000 apartamentos de uma vez.');

    // Torre 1-101, Torre 1-102 and Torre 2-502 exist in the mock condominium.
    await user.selectOptions(field(dialog, 'Blocos'), 'towers');
    await user.clear(field(dialog, 'Andares'));
    await user.type(field(dialog, 'Andares'), '5');
    expect(await within(dialog).findByText('Já existem 3 apartamentos desta prévia: Torre 1-101, Torre 1-102, Torre 2-502.')).toBeTruthy();
    expect(within(dialog).getAllByText('(já existe)')).toHaveLength(3);
    const before = mockPeople.apartments.length;
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar apartamentos' }));
    const skip = within(dialog).getByRole('checkbox', { name: 'Pular os existentes' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Alguns apartamentos da prévia já existem: marque “Pular os existentes” ou mude o plano.');
    expect(document.activeElement).toBe(skip);
    expect(bodies).toEqual([]);

    await user.click(skip);
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar apartamentos' }));
    expect(await screen.findByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeTruthy();
    expect(screen.getByText('97 apartamentos cadastrados; 3 apartamentos já existiam e foram pulados.')).toBeTruthy();
    expect(bodies).toMatchObject([{ block_naming: 'towers', floors: 5, units_per_floor: 10, skip_existing: true }]);
    expect(mockPeople.apartments).toHaveLength(before + 97);
    server.events.removeAllListeners();
  });
});
