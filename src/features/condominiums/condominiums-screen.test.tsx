import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { condominiumsEndpoints } from '#contract/condominiums.ts';
import { answerListing } from '#mocks/answer-listing.ts';
import { condominiumListItem } from '#mocks/condominiums-handlers.ts';
import { mockDb } from '#mocks/db.ts';
import { server } from '#mocks/server.ts';
import { condominiumQueries } from '#src/features/condominiums/api/condominium-queries.ts';
import { PENDING_SCREEN_DELAY_MS } from '#src/router.tsx';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';

/** Every listing request the screen makes, as `page|filter`. */
function recordListingRequests(): string[] {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/condominium/listing')) requests.push(`${url.searchParams.get('page')}|${url.searchParams.get('filter') ?? ''}`);
  });
  return requests;
}

const table = () => screen.getByRole('table', { name: 'Condomínios cadastrados' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

async function openListing(path = '/condominium-register', firstName = 'Residencial Jardim das Flores') {
  signInAs('master');
  const view = await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de Condomínios' })).toBeTruthy();
  await screen.findByText(firstName);
  return view;
}

describe('condominium listing (/condominium-register)', () => {
  it('has its page in the cache before the screen renders (the route loader)', async () => {
    signInAs('master');
    const { queryClient } = await renderApp('/condominium-register?page=2&filter=o');
    expect(queryClient.getQueryData(condominiumQueries.list({ page: 2, filter: 'o' }).queryKey)?.current_page).toBe(2);
  });

  it("loads a condominium's data when its edit link is hovered, so clicking opens it without a spinner", async () => {
    const user = userEvent.setup();
    const { queryClient } = await openListing();
    const aurora = mockDb.condominiums.find((candidate) => candidate.comercial_name === 'Edifício Aurora')!;
    const link = screen.getByRole('link', { name: 'Editar Edifício Aurora' });
    await user.hover(link);
    await waitFor(() => expect(queryClient.getQueryData(condominiumQueries.detail(aurora.uuid).queryKey)?.uuid).toBe(aurora.uuid));

    let detailRequests = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/condominium/show/')) detailRequests += 1;
    });
    await user.click(link);
    expect(((await screen.findByLabelText('Nome fantasia')) as HTMLInputElement).value).toBe('Edifício Aurora');
    expect(detailRequests).toBe(0);
    server.events.removeAllListeners();
  });

  it('shows the first page of ten with logo or initials, names, formatted CNPJ, city/UF, plan and status', async () => {
    await openListing();
    expect(names()).toHaveLength(10);
    const aurora = screen.getByText('Edifício Aurora').closest('tr')!;
    expect(within(aurora).getByText('Condomínio Edifício Aurora')).toBeTruthy();
    expect(within(aurora).getByText('11.222.333/0001-81')).toBeTruthy();
    expect(within(aurora).getByText('São Paulo/SP')).toBeTruthy();
    expect(within(aurora).getByText('Premium')).toBeTruthy();
    expect(within(aurora).getByText('EA')).toBeTruthy();
    expect(within(aurora).getByRole('switch', { name: 'Ativo: Edifício Aurora' }).getAttribute('aria-checked')).toBe('true');
    expect(within(aurora).getByRole('link', { name: 'Editar Edifício Aurora' }).getAttribute('href')).toMatch(/^\/condominium-register-edit\//);
    expect(screen.getByText('Mostrando 1–10 de 12 registros')).toBeTruthy();
  });

  it('pages through the listing, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await openListing();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(screen.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Mostrando 11–12 de 12 registros')).toBeTruthy();

    router.history.back();
    await waitFor(() => expect(names()).toHaveLength(10));
  });

  it('asks for the filter from page 1, once typing pauses, keeps it in the URL and shows what the server found', async () => {
    const user = userEvent.setup();
    // The server's answers for these filters (its filtering is tested on the server and end to end).
    server.use(
      answerListing(condominiumsEndpoints.listing, (filter) => {
        if (filter === 'aguas') return mockDb.condominiums.filter((row) => row.comercial_name === 'Solar das Águas').map(condominiumListItem);
        return filter === 'nada parecido' ? [] : undefined;
      }),
    );
    const requests = recordListingRequests();
    const { router } = await openListing('/condominium-register?page=2', 'Recanto Verde');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar condomínio por nome ou CNPJ' }), 'aguas');

    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Solar das Águas')]));
    expect(router.state.location.search).toEqual({ filter: 'aguas' });
    // Typing is debounced: one request for the whole word.
    expect(requests.filter((request) => request.endsWith('|aguas'))).toEqual(['1|aguas']);
    expect(requests.some((request) => /\|a$|\|ag$/.test(request))).toBe(false);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nada parecido{Enter}');
    expect(await screen.findByText('Nenhum condomínio encontrado para esta busca.')).toBeTruthy();
    expect(requests).toContain('1|nada parecido');
    server.events.removeAllListeners();
  });

  it('keeps the rows, and the search box its focus, while a slow filter loads', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(answerListing(condominiumsEndpoints.listing, (filter) => (filter === 'aguas' ? mockDb.condominiums.filter((row) => row.comercial_name === 'Solar das Águas').map(condominiumListItem) : undefined)));
    // In front of it: the filtered answer waits until the test lets it go.
    server.use(
      http.get(/\/condominium\/listing/, async ({ request }) => {
        if (new URL(request.url).searchParams.get('filter') === 'aguas') await answered;
        return undefined;
      }),
    );
    await openListing();
    const search = screen.getByRole('searchbox', { name: 'Buscar condomínio por nome ou CNPJ' });
    await user.type(search, 'aguas{Enter}');

    // Longer than the router waits before showing a route's pending screen.
    await new Promise((resolve) => setTimeout(resolve, PENDING_SCREEN_DELAY_MS + 300));
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
    expect(names()).toContainEqual(expect.stringContaining('Residencial Jardim das Flores'));
    expect(document.activeElement).toBe(search);
    expect(search).toHaveProperty('value', 'aguas');

    answer();
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Solar das Águas')]));
    expect(document.activeElement).toBe(search);
  });

  it('asks before inactivating, then fetches the same page and filter again', async () => {
    const user = userEvent.setup();
    const { router } = await openListing('/condominium-register?page=2&filter=o', 'Recanto Verde');
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, filter: 'o' }));
    const requests = recordListingRequests();
    const row = (await screen.findByText('Recanto Verde')).closest('tr')!;
    await user.click(within(row).getByRole('switch', { name: 'Ativo: Recanto Verde' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Inativar condomínio?' });
    expect(within(confirm).getByText('Recanto Verde fica inativo e seus usuários deixam de entrar no sistema.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Inativar' }));

    await waitFor(() => expect(within(row).getByRole('switch', { name: 'Ativo: Recanto Verde' }).getAttribute('aria-checked')).toBe('false'));
    expect(requests).toContain('2|o');
    expect(mockDb.condominiums.find((candidate) => candidate.comercial_name === 'Recanto Verde')?.active).toBe(false);
    server.events.removeAllListeners();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    await openListing();
    await user.click(screen.getByRole('switch', { name: 'Ativo: Edifício Aurora' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('switch', { name: 'Ativo: Edifício Aurora' }).getAttribute('aria-checked')).toBe('true');
    expect(mockDb.condominiums.find((candidate) => candidate.comercial_name === 'Edifício Aurora')?.active).toBe(true);
  });

  it('comes back to the same page and filter after saving an edit', async () => {
    const user = userEvent.setup();
    const { router } = await openListing('/condominium-register?filter=jardim', 'Jardim Botânico');
    await user.click(screen.getByRole('link', { name: 'Editar Jardim Botânico' }));
    await screen.findByRole('heading', { level: 1, name: 'Editar Condomínio' });
    await waitFor(() => expect((screen.getByLabelText('Blocos') as HTMLInputElement).value).not.toBe(''));
    await user.clear(screen.getByLabelText('Blocos'));
    await user.type(screen.getByLabelText('Blocos'), '4');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await expectPath(router, '/condominium-register');
    expect(router.state.location.search).toEqual({ filter: 'jardim' });
  });

  it('leads to the add form', async () => {
    const user = userEvent.setup();
    const { router } = await openListing();
    await user.click(screen.getByRole('link', { name: 'Cadastrar condomínio' }));
    await expectPath(router, '/condominium-register-add');
  });

  it('says so when the listing cannot be loaded, and tries again', async () => {
    let failing = true;
    server.use(
      http.get('*/api/v1/condominium/listing', () =>
        failing ? HttpResponse.json({ message: 'Erro interno.', code: 'INTERNAL' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    signInAs('master');
    await renderApp('/condominium-register');
    expect(await screen.findByText('Erro ao carregar condomínios. Erro interno.', {}, { timeout: 5000 })).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Edifício Aurora')).toBeTruthy();
  });

  it('is not for the síndico', async () => {
    signInAs('sindico');
    const { router } = await renderApp('/condominium-register');
    await expectPath(router, '/404');
  });
});
