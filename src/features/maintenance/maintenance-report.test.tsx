import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import { maintenanceEndpoints, REPORT_PERIOD_TOO_LONG, type MaintenanceRecord, type MaintenanceReport } from '#contract/maintenance.ts';
import { mockUsers } from '#mocks/fixtures.ts';
import { mockRecord } from '#mocks/maintenance-fixtures.ts';
import { reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';
import { CHOOSE_CONDOMINIUM_HINT, REPORT_TITLE } from './maintenance-report.tsx';

// Issue 23 §4: the assembleia report, opened from the Resumo tab and printed from the browser.

const today = productToday();
const year = today.slice(0, 4);
const condominium = { uuid: mockUsers.sindico.condominium[0]!.uuid, comercial_name: mockUsers.sindico.condominium[0]!.comercial_name };
const specialised = { id: 1, name: 'Empresa especializada' };
const local = { id: 3, name: 'Equipe de manutenção local' };

function execution(index: number, overrides: Partial<MaintenanceRecord>): MaintenanceRecord {
  return mockRecord({
    uuid: `6a2b0c10-0000-4000-8000-00000000000${index}`,
    maintenance: { uuid: `5e1d8a40-0000-4000-8000-00000000000${index}`, system: 'Elevadores', activity: 'Manutenção preventiva dos elevadores' },
    condominium,
    performed_on: `${year}-03-10`,
    due_on: `${year}-03-01`,
    responsible_type: specialised,
    recorded_by: { uuid: mockUsers.zelador.uuid, name: mockUsers.zelador.name },
    created_at: new Date(`${year}-03-10T15:00:00Z`),
    ...overrides,
  });
}

const paper = (index: number, name: string, file_name: string) => ({
  uuid: `8c3d1e20-0000-4000-8000-00000000000${index}`,
  document_type: { id: index, name },
  file_name,
  content_type: 'application/pdf',
  size: 2048,
  created_at: new Date(`${year}-03-10T15:00:00Z`),
});

const elevators = execution(1, {
  company: 'Elevadores Sobe e Desce Ltda',
  professional: 'Eng. Paulo Reis',
  art_number: 'SP-2026-0042',
  cost_cents: 120000,
  done_late: true,
  notes: 'Troca dos cabos de tração.',
  evidence: [paper(1, 'Laudo técnico', 'laudo-elevadores.pdf'), paper(2, 'Nota fiscal', 'nota-fiscal-elevadores.pdf')],
});
const pumps = execution(2, {
  maintenance: { uuid: '5e1d8a40-0000-4000-8000-000000000002', system: 'Hidráulica', activity: 'Teste de funcionamento das bombas de recalque' },
  performed_on: `${year}-05-02`,
  responsible_type: local,
  professional: 'Zelador José Ribeiro',
});

const fullReport: MaintenanceReport = {
  condominium: {
    uuid: condominium.uuid,
    cnpj: '11222333000181',
    corporate_name: 'Condomínio Edifício Jardim das Flores',
    comercial_name: condominium.comercial_name,
    zip_code: '01415000',
    street: 'Rua das Acácias',
    number: '120',
    complement: null,
    neighborhood: 'Jardim Paulista',
    state: { id: 35, uf: 'SP', name: 'São Paulo' },
    city: { id: 3550308, name: 'São Paulo' },
  },
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  today,
  summary: {
    by_status: { overdue: 1, due_soon: 0, done_late: 1, up_to_date: 1 },
    by_system: [
      { system: 'Combate a incêndio', enabled: 1, performed: 0, done_late: 0, overdue: 1 },
      { system: 'Elevadores', enabled: 1, performed: 1, done_late: 1, overdue: 0 },
      { system: 'Hidráulica', enabled: 1, performed: 1, done_late: 0, overdue: 0 },
    ],
    performed: 2,
    cost_cents: 120000,
  },
  executions: [elevators, pumps],
  overdue: [
    {
      uuid: '5e1d8a40-0000-4000-8000-000000000003',
      system: 'Combate a incêndio',
      activity: 'Teste do alarme de incêndio',
      responsible_type: local,
      next_due_on: addCalendarDays(today, -40),
      days_overdue: 40,
    },
  ],
};

/** The summary of the Resumo tab and the report, recording the report's addresses; `answer` gives the report asked for. */
function reportHandlers(answer: (query: URLSearchParams) => MaintenanceReport = () => fullReport) {
  const asked: URL[] = [];
  server.use(
    http.get(url(maintenanceEndpoints.summary), () =>
      reply(maintenanceEndpoints.summary, { data: { condominium, from: addCalendarDays(today, -30), to: today, ...fullReport.summary } }),
    ),
    http.get(url(maintenanceEndpoints.report), ({ request }) => {
      const address = new URL(request.url);
      asked.push(address);
      return reply(maintenanceEndpoints.report, { data: answer(address.searchParams) });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("the assembleia report ('Relatório para assembleia')", () => {
  it('opens from the Resumo tab for the current year and the filter, with the building, the summary, each execution with its papers, and what is overdue', async () => {
    const user = userEvent.setup();
    const asked = reportHandlers();
    // happy-dom has no print dialog: the call is what the button owes.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signInAs('sindico');
    await renderApp(`/maintenance?tab=resumo&system=Elevadores&periodicity=4`);
    const open = await screen.findByRole('button', { name: 'Relatório para assembleia' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: REPORT_TITLE });
    await within(dialog).findByText('Rua das Acácias, 120 — Jardim Paulista — São Paulo/SP — CEP 01415-000');
    expect(asked[0]!.pathname).toBe(`/api/v1/maintenance/report/${condominium.uuid}`);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ from: `${year}-01-01`, to: `${year}-12-31`, selected_filter: JSON.stringify({ system: 'Elevadores', periodicity: 4 }) });
    expect((within(dialog).getByLabelText('Período: de') as HTMLInputElement).value).toBe(`${year}-01-01`);

    // The building and the period.
    expect(within(dialog).getByText(condominium.comercial_name)).toBeTruthy();
    expect(within(dialog).getByText('11.222.333/0001-81')).toBeTruthy();
    expect(within(dialog).getByText(`01/01/${year} a 31/12/${year}`)).toBeTruthy();
    expect(within(dialog).getByText('Sistema: Elevadores · Periodicidade: Mensal')).toBeTruthy();

    // The summary, as the Resumo tab shows it, with the day its statuses are of.
    const headings = within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Condomínio', 'Resumo', `Situação em ${formatDay(today)}`, 'Execuções no período', `Manutenções vencidas em ${formatDay(today)}`]);
    const row = within(dialog).getByRole('rowheader', { name: 'Elevadores' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '1', '1', '0']);
    expect(within(within(dialog).getByRole('region', { name: 'Resumo' })).getByText('R$ 1.200,00')).toBeTruthy();

    // The executions by system, each with who did it and its papers by name.
    expect(within(dialog).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Elevadores', 'Hidráulica']);
    const first = within(dialog).getByRole('region', { name: 'Elevadores' });
    expect(within(first).getByText(`10/03/${year}`)).toBeTruthy();
    expect(within(first).getByText('· Feita em atraso', { exact: false })).toBeTruthy();
    expect(within(first).getByText('Empresa especializada · Elevadores Sobe e Desce Ltda · Eng. Paulo Reis')).toBeTruthy();
    expect(within(first).getByText('SP-2026-0042')).toBeTruthy();
    expect(within(first).getByText('Troca dos cabos de tração.')).toBeTruthy();
    const papers = within(first).getByRole('list', { name: `Comprovantes de Manutenção preventiva dos elevadores em 10/03/${year}` });
    expect(within(papers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Laudo técnico: laudo-elevadores.pdf', 'Nota fiscal: nota-fiscal-elevadores.pdf']);
    const second = within(dialog).getByRole('region', { name: 'Hidráulica' });
    expect(within(second).getByText('Equipe de manutenção local · Zelador José Ribeiro')).toBeTruthy();
    expect(within(second).getByText('Nenhum comprovante anexado.')).toBeTruthy();

    // What is overdue today.
    const overdue = within(dialog).getByRole('rowheader', { name: 'Teste do alarme de incêndio' }).closest('tr')!;
    expect(within(overdue).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Combate a incêndio', formatDay(addCalendarDays(today, -40)), '40']);

    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REPORT_TITLE })).toBeNull());
    expect(document.activeElement).toBe(open);
  }, 20_000);

  it('says so when the period has no execution and nothing is overdue', async () => {
    const user = userEvent.setup();
    reportHandlers(() => ({ ...fullReport, executions: [], overdue: [] }));
    signInAs('zelador');
    await renderApp('/maintenance?tab=resumo');
    await user.click(await screen.findByRole('button', { name: 'Relatório para assembleia' }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_TITLE });
    expect(await within(dialog).findByText('Nenhuma execução no período.')).toBeTruthy();
    expect(within(dialog).getByText('Nenhuma manutenção vencida.')).toBeTruthy();
  }, 20_000);

  it('asks for another period once it is valid, and refuses one longer than a year on the field', async () => {
    const user = userEvent.setup();
    const asked = reportHandlers((query) => ({ ...fullReport, from: query.get('from')!, to: query.get('to')! }));
    // happy-dom has no print dialog: the call is what the button owes.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signInAs('engenheiro');
    await renderApp('/maintenance?tab=resumo');
    await user.click(await screen.findByRole('button', { name: 'Relatório para assembleia' }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_TITLE });
    await within(dialog).findByText(`01/01/${year} a 31/12/${year}`);

    const until = within(dialog).getByLabelText('Período: até');
    fireEvent.change(until, { target: { value: `${Number(year) + 1}-01-02` } });
    expect(await within(dialog).findByText(REPORT_PERIOD_TOO_LONG)).toBeTruthy();
    expect(until.getAttribute('aria-invalid')).toBe('true');
    const printButton = within(dialog).getByRole('button', { name: 'Imprimir' });
    expect(printButton.getAttribute('aria-disabled')).toBe('true');
    await user.click(printButton);
    expect(print).not.toHaveBeenCalled();
    expect(asked.map((address) => address.searchParams.get('to'))).toEqual([`${year}-12-31`]);

    const lastYear = String(Number(year) - 1);
    fireEvent.change(within(dialog).getByLabelText('Período: de'), { target: { value: `${lastYear}-07-01` } });
    fireEvent.change(until, { target: { value: `${lastYear}-12-31` } });
    expect(await within(dialog).findByText(`01/07/${lastYear} a 31/12/${lastYear}`)).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('from')).toBe(`${lastYear}-07-01`);
    expect(within(dialog).queryByText(REPORT_PERIOD_TOO_LONG)).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Imprimir' }).getAttribute('aria-disabled')).toBeNull());
  }, 20_000);

  it('with several condominiums, asks to choose one in the filter first', async () => {
    const user = userEvent.setup();
    const asked = reportHandlers();
    const other = { ...mockUsers.sindico.condominium[0]!, uuid: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c99', comercial_name: 'Edifício Solar das Palmeiras' };
    const sindico = { ...mockUsers.sindico, condominium: [...mockUsers.sindico.condominium, other] };
    server.use(http.get(url(authEndpoints.validateToken), () => reply(authEndpoints.validateToken, { data: sindico })));
    signInAs('sindico');
    useSession.setState({ activeUser: sindico });
    await renderApp('/maintenance?tab=resumo');
    const open = await screen.findByRole('button', { name: 'Relatório para assembleia' });
    expect(open.getAttribute('aria-disabled')).toBe('true');
    expect(open.getAttribute('aria-describedby') && document.getElementById(open.getAttribute('aria-describedby')!)?.textContent).toBe(CHOOSE_CONDOMINIUM_HINT);
    await user.click(open);
    expect(screen.queryByRole('dialog', { name: REPORT_TITLE })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Condomínio' }), other.comercial_name);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Relatório para assembleia' }).getAttribute('aria-disabled')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Relatório para assembleia' }));
    await screen.findByRole('dialog', { name: REPORT_TITLE });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.pathname).toBe(`/api/v1/maintenance/report/${other.uuid}`);
    expect(JSON.parse(asked[0]!.searchParams.get('selected_filter')!)).toEqual({ condominium: other.uuid });
  }, 20_000);
});

function formatDay(day: string) {
  return day.split('-').reverse().join('/');
}
