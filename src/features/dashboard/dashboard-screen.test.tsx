import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '#contract/users.ts';
import { mockDashboard } from '#mocks/dashboard-handlers.ts';
import { mockUsers } from '#mocks/fixtures.ts';
import { apiError } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';
import { NEXT_DAYS_TITLE } from './maintenance-cards.tsx';

const BLOCK = /\/api\/v1\/dashboard\/([a-z]+)$/;
let requested: string[] = [];
const recordBlockRequests = ({ request }: { request: Request }) => {
  const block = BLOCK.exec(new URL(request.url).pathname)?.[1];
  if (block) requested.push(block);
};

beforeEach(() => {
  requested = [];
  server.events.on('request:start', recordBlockRequests);
});
afterEach(() => {
  server.events.removeListener('request:start', recordBlockRequests);
  vi.restoreAllMocks();
});

const card = (title: string) => screen.getByRole('region', { name: title });
const findCard = (title: string) => screen.findByRole('region', { name: title });
const hrefOf = (link: HTMLElement) => link.getAttribute('href');
/** Where a link leads: its path and its search, as the router reads it back (arrays are JSON in the URL). */
function destinationOf(link: HTMLElement): { path: string; search: Record<string, unknown> } {
  const url = new URL(hrefOf(link) ?? '', 'http://zelo.test');
  const search = Object.fromEntries([...url.searchParams].map(([key, value]) => [key, value.startsWith('[') ? JSON.parse(value) : value]));
  return { path: url.pathname, search };
}
/** The rows of a chart's table, read as a screen reader would: each row's header and cells. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

async function openDashboardAs(type: UserType) {
  signInAs(type);
  return renderApp('/dashboard');
}

describe('master’s dashboard', { timeout: 20_000 }, () => {
  it('requests all six blocks and shows the platform in numbers and charts', async () => {
    await openDashboardAs('master');

    const platform = await findCard('Na plataforma');
    await waitFor(() => expect(within(platform).queryByRole('status')).toBeNull());
    const figure = (label: string) => within(platform).getByText(label).nextElementSibling?.textContent;
    expect(figure('Usuários ativos')).toBe('57');
    expect(figure('Apartamentos')).toBe('48');
    expect(figure('Reformas em aberto')).toBe('5');
    expect(figure('Manutenções vencidas')).toBe('1');
    // Issue 23: each number opens its list, filtered to what it counts.
    const figureLink = (label: string) => destinationOf(within(platform).getByRole('link', { name: new RegExp(`^${label}:`) }));
    expect(figureLink('Usuários ativos')).toEqual({ path: '/user-register', search: { status: 'active' } });
    expect(figureLink('Apartamentos')).toEqual({ path: '/apartments-register', search: { status: 'active' } });
    expect(figureLink('Reformas em aberto')).toEqual({ path: '/reforms-register', search: { status: 'active', situation: 'open' } });
    expect(figureLink('Manutenções vencidas')).toEqual({ path: '/maintenance', search: { situations: ['overdue'] } });

    const byPlan = await within(card('Condomínios por plano')).findByRole('table', { name: 'Condomínios por plano' });
    expect(rowsOf(byPlan)).toEqual(['Free1.200', 'Basic310', 'Special45', 'Premium7']);
    const byStatus = card('Condomínios por situação');
    expect(within(byStatus).getByText('Ativos').nextElementSibling?.textContent).toBe('1.500');
    expect(within(byStatus).getByText('Inativos').nextElementSibling?.textContent).toBe('62');
    expect(destinationOf(within(byStatus).getByRole('link', { name: 'Inativos: 62' }))).toEqual({ path: '/condominium-register', search: { status: 'inactive' } });
    const perMonth = within(card('Novos condomínios por mês')).getByRole('table', { name: 'Novos condomínios por mês' });
    expect(within(perMonth).getByRole('row', { name: /junho de 2025/ }).textContent).toBe('junho de 202533');

    const prospects = card('Prospects aguardando acesso');
    expect(within(prospects).getByText(/12 pedidos aguardando/)).toBeTruthy();
    expect(hrefOf(within(prospects).getByRole('link', { name: /Marina Costa/ }))).toBe(`/prospects-listing/${mockDashboard.prospects.oldest[0]?.uuid}`);

    expect(requested.sort()).toEqual(['apartments', 'condominium', 'maintenances', 'prospects', 'reforms', 'users']);
    expect(screen.queryByRole('region', { name: 'Manutenções vencidas' })).toBeNull();
  });
});

describe.each(['sindico', 'zelador', 'engenheiro'] as const)('the %s’s dashboard', { timeout: 20_000 }, (type) => {
  it('requests the five blocks of their condominium, never the prospects', async () => {
    await openDashboardAs(type);
    await within(await findCard('Usuários por tipo')).findByText('Morador');
    await waitFor(() => expect(requested.sort()).toEqual(['apartments', 'condominium', 'maintenances', 'reforms', 'users']));
    expect(screen.queryByRole('region', { name: 'Prospects aguardando acesso' })).toBeNull();
  });
});

describe('the staff’s dashboard', { timeout: 20_000 }, () => {
  it('leads from each item to its screen', async () => {
    await openDashboardAs('sindico');
    const { maintenances, reforms, condominiums } = mockDashboard;

    const overdue = await findCard('Manutenções vencidas');
    const overdueLink = await within(overdue).findByRole('link', { name: /Limpeza da caixa d’água/ });
    expect(hrefOf(overdueLink)).toBe(`/maintenance-details/${maintenances.overdue[0]?.uuid}`);
    expect(overdueLink.textContent).toContain('30/05/2025');
    expect(destinationOf(within(overdue).getByRole('link', { name: 'Ver vencidas' }))).toEqual({ path: '/maintenance', search: { situations: ['overdue'] } });
    expect(destinationOf(within(overdue).getByRole('link', { name: /^\d+ vencidas?$/ }))).toEqual({ path: '/maintenance', search: { situations: ['overdue'] } });

    const next = card(NEXT_DAYS_TITLE);
    expect(hrefOf(within(next).getByRole('link', { name: /Manutenção preventiva dos elevadores/ }))).toBe(`/maintenance-details/${maintenances.next_30_days[0]?.uuid}`);
    // Issue 23: every due date of the 30 days, named apart from the chart's "Vence em breve", each with its status.
    expect(within(next).getByRole('link', { name: /Manutenção preventiva dos elevadores/ }).textContent).toContain('Vence em breve');
    expect(within(next).getByRole('link', { name: /Teste de carga do gerador/ }).textContent).toContain('Em dia');
    expect(within(next).getByText(/em qualquer situação\./).textContent).toMatch(/“Vence em breve” são só os que já entraram no prazo de aviso de cada manutenção: 1 destes\./);
    expect(destinationOf(within(next).getByRole('link', { name: '1' }))).toEqual({ path: '/maintenance', search: { situations: ['due_soon'] } });

    const awaiting = await findCard('Reformas aguardando decisão');
    const reformLink = await within(awaiting).findByRole('link', { name: /Troca do quadro elétrico/ });
    expect(hrefOf(reformLink)).toBe(`/reforms-register?reform=${reforms.awaiting_decision[0]?.uuid}`);
    expect(destinationOf(within(awaiting).getByRole('link', { name: '3 em análise' }))).toEqual({ path: '/reforms-register', search: { status: 'active', situation: 'pending' } });

    const documents = await findCard('Documentos vencendo');
    const documentLink = await within(documents).findByRole('link', { name: /AVCB/ });
    expect(hrefOf(documentLink)).toBe(`/documents-register?document=${condominiums.documents_expiring[0]?.uuid}`);
    expect(documentLink.textContent).toContain('Vence em 20/06/2025');
    expect(destinationOf(within(documents).getByRole('link', { name: 'Ver vencidos' }))).toEqual({ path: '/documents-register', search: { validity: 'expired', status: 'active' } });
    expect(destinationOf(within(documents).getByRole('link', { name: 'Ver vencendo' }))).toEqual({ path: '/documents-register', search: { validity: 'expiring', status: 'active' } });

    const people = card('Usuários por tipo');
    expect(destinationOf(within(people).getByRole('link', { name: /^Morador:/ }))).toEqual({ path: '/user-register', search: { type: 'morador', status: 'active' } });
  });

  it('gives every chart its numbers as text', async () => {
    await openDashboardAs('sindico');

    const byStatus = await within(await findCard('Manutenções por situação')).findByRole('table', { name: 'Manutenções por situação' });
    expect(rowsOf(byStatus)).toEqual(['Vencida1', 'Vence em breve2', 'Feita em atraso0', 'Em dia9']);

    const byMonth = within(card('Manutenções por mês')).getByRole('table', { name: 'Manutenções por mês: realizadas e previstas' });
    expect(within(byMonth).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mês', 'Realizadas', 'Previstas']);
    expect(within(byMonth).getByRole('row', { name: /março de 2025/ }).textContent).toBe('março de 202523');

    const reforms = await within(await findCard('Reformas por situação')).findByRole('table', { name: 'Reformas por situação' });
    expect(rowsOf(reforms)).toEqual(['Em análise3', 'Aprovada2', 'Reprovada1', 'Concluída4']);

    const apartments = card('Apartamentos');
    expect(within(apartments).getByText('Com moradores').nextElementSibling?.textContent).toBe('40');
    expect(within(apartments).getByText('Sem moradores').nextElementSibling?.textContent).toBe('8');
    const users = card('Usuários por tipo');
    expect(within(users).getByText('Morador').nextElementSibling?.textContent).toBe('53');
    expect(within(users).queryByText('Master')).toBeNull();
  });

  it('formats large numbers for pt-BR', async () => {
    server.use(http.get('*/api/v1/dashboard/users', () => HttpResponse.json({ data: { total: 123456, by_type: { master: 0, sindico: 1, zelador: 2, engenheiro: 1, morador: 123452 } } })));
    await openDashboardAs('sindico');
    const users = await findCard('Usuários por tipo');
    expect(await within(users).findByText('123.452')).toBeTruthy();
    expect(within(users).getByText('123.456')).toBeTruthy();
  });

  it('says in each block when there is nothing to show', async () => {
    server.use(
      http.get('*/api/v1/dashboard/condominium', () => HttpResponse.json({ data: { ...mockDashboard.condominiums, documents_expiring: [] } })),
      http.get('*/api/v1/dashboard/reforms', () => HttpResponse.json({ data: { by_status: { pending: 0, approved: 0, disapproved: 0, finished: 0 }, awaiting_decision: [], own: [] } })),
      http.get('*/api/v1/dashboard/apartments', () => HttpResponse.json({ data: { total: 0, with_residents: 0, without_residents: 0 } })),
      http.get('*/api/v1/dashboard/users', () => HttpResponse.json({ data: { total: 0, by_type: { master: 0, sindico: 0, zelador: 0, engenheiro: 0, morador: 0 } } })),
      http.get('*/api/v1/dashboard/maintenances', () =>
        HttpResponse.json({
          data: {
            by_status: { overdue: 0, due_soon: 0, done_late: 0, up_to_date: 0 },
            overdue: [],
            next_30_days: [],
            by_month: mockDashboard.maintenances.by_month.map(({ month }) => ({ month, performed: 0, due: 0 })),
            affecting_residents: [],
          },
        }),
      ),
    );
    await openDashboardAs('sindico');

    for (const [title, empty] of [
      ['Manutenções vencidas', 'Nenhuma manutenção vencida.'],
      ['Manutenções por situação', 'Nenhuma manutenção habilitada.'],
      [NEXT_DAYS_TITLE, 'Nenhuma manutenção vence nos próximos 30 dias.'],
      ['Manutenções por mês', 'Nenhuma execução nem vencimento entre seis meses atrás e seis meses à frente.'],
      ['Reformas aguardando decisão', 'Nenhuma reforma aguardando decisão.'],
      ['Reformas por situação', 'Nenhuma reforma cadastrada.'],
      ['Documentos vencendo', 'Nenhum documento vence nos próximos 30 dias.'],
      ['Apartamentos', 'Nenhum apartamento cadastrado.'],
      ['Usuários por tipo', 'Nenhum usuário ativo.'],
    ] as const) {
      expect(await within(await findCard(title)).findByText(empty)).toBeTruthy();
    }
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each block as it arrives, with its own placeholder until then', async () => {
    let answerMaintenances = () => {};
    const held = new Promise<void>((resolve) => {
      answerMaintenances = resolve;
    });
    server.use(
      http.get('*/api/v1/dashboard/maintenances', async () => {
        await held;
        return HttpResponse.json({ data: mockDashboard.maintenances });
      }),
    );
    await openDashboardAs('sindico');

    expect(await within(await findCard('Reformas aguardando decisão')).findByRole('link', { name: /Troca do quadro elétrico/ })).toBeTruthy();
    const overdue = card('Manutenções vencidas');
    expect(overdue.getAttribute('aria-busy')).toBe('true');
    expect(within(overdue).getByRole('status').textContent).toBe('Carregando');

    answerMaintenances();
    expect(await within(overdue).findByRole('link', { name: /Limpeza da caixa d’água/ })).toBeTruthy();
    expect(overdue.getAttribute('aria-busy')).toBe('false');
  });

  it('only logs a failing block, which says so quietly while the others are shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/dashboard/maintenances', () => apiError(500, 'INTERNAL_ERROR', 'Erro interno.')));
    await openDashboardAs('sindico');

    for (const title of ['Manutenções vencidas', 'Manutenções por situação', NEXT_DAYS_TITLE, 'Manutenções por mês']) {
      expect(await within(await findCard(title)).findByText('Não foi possível carregar.')).toBeTruthy();
    }
    expect(await within(card('Reformas aguardando decisão')).findByRole('link', { name: /Troca do quadro elétrico/ })).toBeTruthy();
    expect(await within(card('Usuários por tipo')).findByText('53')).toBeTruthy();
    expect(within(card('Documentos vencendo')).getByRole('link', { name: /AVCB/ })).toBeTruthy();

    const dashboardLogs = logged.mock.calls.filter(([message]) => String(message).includes('dashboard'));
    expect(dashboardLogs).toHaveLength(1);
    expect(dashboardLogs[0]?.[0]).toBe('Erro ao carregar o bloco "maintenances" do dashboard:');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Avisos' })?.textContent ?? '').not.toContain('Erro');
  });

  it('shows a block locked when the server says its module is not enabled, without logging it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/dashboard/reforms', () => apiError(403, 'MODULE_NOT_ENABLED', 'Módulo não habilitado para o plano do condomínio.')));
    await openDashboardAs('sindico');

    for (const title of ['Reformas aguardando decisão', 'Reformas por situação']) {
      expect(await within(await findCard(title)).findByText('Módulo não habilitado')).toBeTruthy();
    }
    expect(await within(card('Manutenções vencidas')).findByRole('link', { name: /Limpeza da caixa d’água/ })).toBeTruthy();
    expect(logged.mock.calls.filter(([message]) => String(message).includes('dashboard'))).toEqual([]);
  });
});

describe('the morador’s dashboard', { timeout: 20_000 }, () => {
  it('does not request the blocks of modules outside their plan, and shows them locked', async () => {
    // mockUsers.morador's condominium allows only the dashboard and documents (Basic).
    await openDashboardAs('morador');

    const documents = await findCard('Documentos novos');
    const link = await within(documents).findByRole('link', { name: /Regimento interno 2025/ });
    expect(hrefOf(link)).toBe(`/documents-register?document=${mockDashboard.condominiums.new_documents[0]?.uuid}`);
    expect(link.textContent).toContain('01/06/2025');

    for (const title of ['Minhas reformas', 'Próximas manutenções que afetam os moradores']) {
      expect(within(card(title)).getByText('Módulo não habilitado')).toBeTruthy();
    }
    expect(requested).toEqual(['condominium']);
    for (const title of ['Apartamentos', 'Usuários por tipo', 'Manutenções vencidas', 'Prospects aguardando acesso']) {
      expect(screen.queryByRole('region', { name: title })).toBeNull();
    }
  });

  it('on a plan with reforms and maintenance, shows their own reforms and what affects residents', async () => {
    const { condominium } = mockUsers.morador;
    const premium = condominium.map((entry) => ({ ...entry, allowed_modules: [...mockUsers.sindico.condominium[0]!.allowed_modules], plan: { name: 'Premium' as const, rank: 3 } }));
    signInAs('morador');
    useSession.setState({ activeUser: { ...mockUsers.morador, condominium: premium } });
    server.use(http.get('*/api/v1/validate-token', () => HttpResponse.json({ data: { ...mockUsers.morador, condominium: premium } })));
    await renderApp('/dashboard');

    const own = await findCard('Minhas reformas');
    const reform = await within(own).findByRole('link', { name: /Troca do piso da sala/ });
    expect(hrefOf(reform)).toBe(`/reforms-register?reform=${mockDashboard.reforms.own[0]?.uuid}`);
    expect(reform.textContent).toContain('Aprovada');

    const maintenances = card('Próximas manutenções que afetam os moradores');
    expect(await within(maintenances).findByText('Limpeza da caixa d’água')).toBeTruthy();
    expect(within(maintenances).getByText('25/06/2025')).toBeTruthy();
    expect(within(maintenances).queryByRole('link')).toBeNull();

    await waitFor(() => expect(requested.sort()).toEqual(['condominium', 'maintenances', 'reforms']));
  });

  it('says when there is nothing new for them', async () => {
    server.use(http.get('*/api/v1/dashboard/condominium', () => HttpResponse.json({ data: { ...mockDashboard.condominiums, new_documents: [] } })));
    await openDashboardAs('morador');
    expect(await within(await findCard('Documentos novos')).findByText('Nenhum documento novo nos últimos 30 dias.')).toBeTruthy();
  });
});
