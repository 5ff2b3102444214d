import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prospectsEndpoints } from '#contract/prospects.ts';
import { answerListing } from '#mocks/answer-listing.ts';
import { mockDb } from '#mocks/db.ts';
import { server } from '#mocks/server.ts';
import { formatDate } from '#src/lib/dates.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';

async function openListing(path = '/prospects-listing') {
  signInAs('master');
  const view = await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Listagem de Prospects' })).toBeTruthy();
  await screen.findByText('Marta Figueiredo');
  return view;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('prospects listing (/prospects-listing)', () => {
  it('shows each request with its contact, condominium, CNPJ, units, date and situation', async () => {
    await openListing();
    const marta = rowOf('Marta Figueiredo');
    expect(within(marta).getByText('marta@exemplo.com.br')).toBeTruthy();
    expect(within(marta).getByText('(11) 91234-5678')).toBeTruthy();
    expect(within(marta).getByText('Condomínio Solar')).toBeTruthy();
    expect(within(marta).getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/)).toBeTruthy();
    expect(within(marta).getByText('33')).toBeTruthy();
    expect(within(marta).getByText('03/02/2025')).toBeTruthy();
    expect(within(marta).getByText('Aguardando')).toBeTruthy();
    expect(within(rowOf('Paulo Andrade')).getByText('Acesso enviado em 10/02/2025')).toBeTruthy();
    expect(within(rowOf('Renata Lopes')).getByText('Arquivado')).toBeTruthy();
    // The same name as the condominiums' listing gives its active column.
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
  });

  it('filters and archives, fetching the current page and filter again', async () => {
    const user = userEvent.setup();
    // The server's answer for this filter (its filtering is tested on the server and end to end).
    server.use(answerListing(prospectsEndpoints.listing, (filter) => (filter === 'solar' ? mockDb.prospects.filter((row) => /solar/i.test(row.condominium_name)) : undefined)));
    const { router } = await openListing();
    await user.type(screen.getByRole('searchbox', { name: /Buscar pedido/ }), 'solar');
    await waitFor(() => expect(screen.queryByText('Paulo Andrade')).toBeNull());
    expect(router.state.location.search).toEqual({ filter: 'solar' });

    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/prospects/listing')) requests.push(new URL(request.url).search);
    });
    await user.click(within(rowOf('Marta Figueiredo')).getByRole('switch', { name: 'Ativo: Marta Figueiredo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Arquivar pedido?' });
    await user.click(within(confirm).getByRole('button', { name: 'Arquivar' }));

    await waitFor(() => expect(within(rowOf('Marta Figueiredo')).getByText('Arquivado')).toBeTruthy());
    expect(requests).toContain('?page=1&filter=solar');
    server.events.removeAllListeners();
  });

  it('opens a request’s detail, and goes back to the same filter', async () => {
    const user = userEvent.setup();
    const { router } = await openListing('/prospects-listing?filter=marta');
    await user.click(screen.getByRole('link', { name: 'Abrir o pedido de Marta Figueiredo' }));
    await expectPath(router, `/prospects-listing/${mockDb.prospects[0]!.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Listagem de Prospects' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Condomínio Solar' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Voltar para a listagem' }));
    await expectPath(router, '/prospects-listing');
    expect(router.state.location.search).toEqual({ filter: 'marta' });
  });
});

describe('prospect detail (/prospects-listing/{id})', () => {
  async function openDetail(index: number) {
    signInAs('master');
    const view = await renderApp(`/prospects-listing/${mockDb.prospects[index]!.uuid}`);
    await screen.findByRole('heading', { level: 2, name: mockDb.prospects[index]!.condominium_name });
    return view;
  }

  it("sends access after explaining what it does: 'Dados para acesso enviados com sucesso!'", async () => {
    const user = userEvent.setup();
    await openDetail(0);
    await user.click(screen.getByRole('button', { name: 'Enviar acesso' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Enviar acesso?' });
    expect(
      within(confirm).getByText(
        'Isto cadastra o condomínio Condomínio Solar e o síndico Marta Figueiredo, e envia para marta@exemplo.com.br um link para definir a senha de acesso.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Enviar acesso' }));

    expect(await screen.findByRole('dialog', { name: 'Dados para acesso enviados com sucesso!' })).toBeTruthy();
    const today = formatDate(new Date());
    expect(await screen.findByText(`Acesso enviado em ${today}`)).toBeTruthy();
    // The success dialog is modal: the page under it is hidden from the accessibility tree until it closes.
    expect(screen.getByRole('link', { name: 'Ver condomínio', hidden: true }).getAttribute('href')).toMatch(/^\/condominium-register-edit\//);
    expect(screen.getByRole('button', { name: 'Reenviar acesso', hidden: true })).toBeTruthy();
  });

  it('says that sending again re-sends the link', async () => {
    const user = userEvent.setup();
    await openDetail(1);
    await user.click(screen.getByRole('button', { name: 'Reenviar acesso' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reenviar acesso?' });
    expect(within(confirm).getByText(/^O acesso já foi enviado em 10\/02\/2025\. Um novo link para definir a senha será enviado para paulo@exemplo\.com\.br/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Dados para acesso enviados com sucesso!' })).toBeNull();
  });

  it("shows the server's message in the 'Ops!' dialog when the CNPJ already has a condominium", async () => {
    const user = userEvent.setup();
    mockDb.prospects[0]!.cnpj = '11222333000181';
    await openDetail(0);
    await user.click(screen.getByRole('button', { name: 'Enviar acesso' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Enviar acesso?' })).getByRole('button', { name: 'Enviar acesso' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ops!' });
    expect(within(dialog).getByText('Este CNPJ já possui cadastro no sistema.')).toBeTruthy();
    expect(screen.getByText('Aguardando')).toBeTruthy();
  });

  it("corrects the request's data: 'Prospect atualizado com sucesso!'", async () => {
    const user = userEvent.setup();
    await openDetail(0);
    const name = screen.getByLabelText('Nome') as HTMLInputElement;
    expect(name.value).toBe('Marta Figueiredo');
    expect((screen.getByLabelText('CNPJ do condomínio') as HTMLInputElement).value).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect((screen.getByLabelText('Mensagem') as HTMLTextAreaElement).value).toBe('Gostaríamos de conhecer o sistema.');

    await user.clear(screen.getByLabelText('Nome do condomínio'));
    await user.type(screen.getByLabelText('Nome do condomínio'), 'Condomínio Solar Nascente');
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '1134567890');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('dialog', { name: 'Prospect atualizado com sucesso!' })).toBeTruthy();
    expect(mockDb.prospects[0]).toMatchObject({ condominium_name: 'Condomínio Solar Nascente', phone: '1134567890' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Condomínio Solar Nascente', hidden: true })).toBeTruthy();
  });

  it('checks the fields before saving', async () => {
    const user = userEvent.setup();
    await openDetail(0);
    await user.clear(screen.getByLabelText('Nome'));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Informe seu nome completo.')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
  });

  it('does not send the access of an archived request', async () => {
    await openDetail(2);
    expect((screen.getByRole('button', { name: 'Enviar acesso' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Pedido arquivado: reative-o na listagem para enviar o acesso.')).toBeTruthy();
  });

  it('is for the master only', async () => {
    signInAs('sindico');
    const { router } = await renderApp(`/prospects-listing/${mockDb.prospects[0]!.uuid}`);
    await expectPath(router, '/404');
  });
});
