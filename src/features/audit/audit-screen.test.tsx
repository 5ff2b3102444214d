import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { auditEndpoints } from '#contract/audit.ts';
import { mockUsers } from '#mocks/fixtures.ts';
import { apiError, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';

const table = () => screen.findByRole('table', { name: 'Trilha de auditoria' });
/** The row of the table that says `text` (the filters' options say the same words). */
const rowOf = (text: string) => within(screen.getByRole('table', { name: 'Trilha de auditoria' })).getByText(text).closest('tr')!;

/** The query strings of the listing's requests from now on. */
function listingRequests() {
  const searches: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/audit/listing')) searches.push(new URL(request.url).search);
  });
  return searches;
}

describe('the audit trail (/auditoria)', () => {
  it('is in the síndico’s menu and shows who did what, to which record, when and from where', async () => {
    signInAs('sindico');
    await renderApp('/auditoria');
    expect(await screen.findByRole('heading', { level: 1, name: 'auditoria' })).toBeTruthy();
    await table();
    expect(screen.getAllByRole('link', { name: 'Auditoria' }).map((link) => link.getAttribute('href'))).toContain('/auditoria');
    const cpfRead = rowOf('Leitura de CPF');
    expect(within(cpfRead).getByText('14/03/2025 10:45')).toBeTruthy();
    expect(within(cpfRead).getByText('Usuário')).toBeTruthy();
    expect(within(cpfRead).getByText('Morador Pedro Lima')).toBeTruthy();
    expect(within(cpfRead).getByRole('button', { name: 'Ver só o que Síndico Carlos Almeida fez' })).toBeTruthy();
    expect(within(cpfRead).getByText('Síndico')).toBeTruthy();
    expect(within(cpfRead).getByText('203.0.113.7')).toBeTruthy();
    expect(within(rowOf('Aprovação')).getByText('Reforma')).toBeTruthy();
    // The system's work has no one behind it; a code the SPA has no name for is shown as written.
    expect(within(rowOf('rebuild-index')).getByText('Sistema')).toBeTruthy();
    expect(within(rowOf('rebuild-index')).getByText('search-words')).toBeTruthy();
    // One condominium: no column naming it.
    expect(screen.queryByRole('columnheader', { name: 'Condomínio' })).toBeNull();
  });

  it('shows the master every condominium’s rows and the platform’s own', async () => {
    signInAs('master');
    await renderApp('/auditoria');
    await table();
    expect(screen.getByRole('columnheader', { name: 'Condomínio' })).toBeTruthy();
    expect(within(rowOf('Envio de acesso')).getByText('Plataforma')).toBeTruthy();
    expect(within(rowOf('Envio de acesso')).getByText('Pedido de acesso')).toBeTruthy();
    expect(within(rowOf('Criação em lote')).getByText('Residencial Jardim das Flores')).toBeTruthy();
  });

  it('filters by action, kind of record, period and person, in the URL, asking the server for them', async () => {
    const user = userEvent.setup();
    const requests = listingRequests();
    signInAs('sindico');
    const { router } = await renderApp('/auditoria');
    await table();
    await user.selectOptions(screen.getByLabelText('Ação'), 'Leitura de CPF');
    await user.selectOptions(screen.getByLabelText('Tipo de registro'), 'Usuário');
    await user.type(screen.getByLabelText('De'), '2025-03-01');
    await user.type(screen.getByLabelText('Até'), '2025-03-14');
    await waitFor(() => expect(router.state.location.search).toEqual({ action: 'read-cpf', entity: 'user', from: '2025-03-01', to: '2025-03-14' }));
    await waitFor(() => expect(requests).toContain('?page=1&action=read-cpf&entity=user&from=2025-03-01&to=2025-03-14'));

    await user.click(within(rowOf('Leitura de CPF')).getByRole('button', { name: 'Ver só o que Síndico Carlos Almeida fez' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ actor: mockUsers.sindico.uuid }));
    expect(await screen.findByText('Pessoa: Síndico Carlos Almeida')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover o filtro de pessoa' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('actor', mockUsers.sindico.uuid));

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    server.events.removeAllListeners();
  });

  it('says so when nothing matches the filters', async () => {
    signInAs('sindico');
    server.use(http.get(url(auditEndpoints.listing), () => Response.json({ data: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0, total_capped: false } })));
    await renderApp('/auditoria?action=erase');
    expect(await screen.findByText('Nenhum registro de auditoria com esses filtros.')).toBeTruthy();
    expect((screen.getByLabelText('Ação') as HTMLSelectElement).value).toBe('erase');
  });

  it('says so when the trail cannot be read, and offers to try again', async () => {
    signInAs('master');
    server.use(http.get(url(auditEndpoints.listing), () => apiError(503, 'UNAVAILABLE', 'Serviço indisponível.')));
    await renderApp('/auditoria');
    expect(await screen.findByText('Erro ao carregar a auditoria. Serviço indisponível.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeTruthy();
  });

  it.each(['zelador', 'engenheiro', 'morador'] as const)('is neither in the menu nor open to the %s', async (type) => {
    signInAs(type);
    const { router } = await renderApp('/auditoria');
    await expectPath(router, '/404');
    expect(screen.queryByRole('link', { name: 'Auditoria' })).toBeNull();
  });
});
