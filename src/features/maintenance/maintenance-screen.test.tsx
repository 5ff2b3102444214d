import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import { addInterval } from '#contract/maintenance-schedule.ts';
import { maintenanceEndpoints, maintenanceUploads, type EnabledMaintenance, type EvidenceFile, type MaintenanceDetails } from '#contract/maintenance.ts';
import { mockDb } from '#mocks/db.ts';
import { MOCK_PASSWORD, mockUsers } from '#mocks/fixtures.ts';
import { mockRecord } from '#mocks/maintenance-fixtures.ts';
import { apiError, reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { createTestQueryClient, expectPath, expectToast, renderApp, signInAs } from '#src/test/render-app.tsx';
import { notify } from '#src/ui/toasts/notify.ts';
import { DRAFT_RESTORED_MESSAGE } from '#src/ui/use-form-draft.ts';
import { useMaintenanceTypes } from './api/maintenance-queries.ts';

const today = productToday();
const condominium = { uuid: mockUsers.sindico.condominium[0]!.uuid, comercial_name: mockUsers.sindico.condominium[0]!.comercial_name };
const monthly = { id: 4, name: 'Mensal', interval_unit: 'month' as const, interval_amount: 1 };
const halfYearly = { id: 7, name: 'Semestral', interval_unit: 'month' as const, interval_amount: 6 };
const specialised = { id: 1, name: 'Empresa especializada' };
const local = { id: 3, name: 'Equipe de manutenção local' };

function maintenance(index: number, overrides: Partial<EnabledMaintenance>): EnabledMaintenance {
  return {
    uuid: `5e1d8a40-0000-4000-8000-00000000000${index}`,
    condominium,
    catalog_id: index,
    system: 'Sistema hidráulico',
    activity: 'Limpeza da caixa d’água',
    type: { id: 1, name: 'Preventiva' },
    periodicity: halfYearly,
    responsible_type: specialised,
    starts_on: addCalendarDays(today, -400),
    due_soon_days: 30,
    affects_residents: true,
    active: true,
    last_performed_on: addCalendarDays(today, -200),
    next_due_on: addCalendarDays(today, -17),
    status: 'overdue',
    public_id: `AbCdEfGhIjKlMnOpQrSt_${index}`,
    ...overrides,
  };
}

const tank = maintenance(1, {});
const generator = maintenance(2, {
  system: 'Gerador',
  activity: 'Partida semanal do gerador',
  periodicity: monthly,
  responsible_type: local,
  last_performed_on: null,
  next_due_on: addCalendarDays(today, 40),
  status: 'up_to_date',
  due_soon_days: 7,
});

const evidence = (uuid: string, file_name: string): EvidenceFile => ({
  uuid,
  document_type: { id: 2, name: 'Nota fiscal' },
  file_name,
  content_type: 'application/pdf',
  size: 3072,
  created_at: new Date('2026-11-20T13:30:00Z'),
});

const pastRecord = mockRecord({
  uuid: '6a2b0c10-0000-4000-8000-000000000001',
  maintenance: { uuid: tank.uuid, system: tank.system, activity: tank.activity },
  condominium,
  performed_on: addCalendarDays(today, -200),
  due_on: addCalendarDays(today, -210),
  done_late: true,
  responsible_type: specialised,
  company: 'Hidro Limpa Ltda',
  professional: 'Marcos Lima',
  art_number: 'SP-2026-0001',
  cost_cents: 85000,
  notes: 'Caixa superior e inferior.',
  recorded_by: { uuid: mockUsers.zelador.uuid, name: mockUsers.zelador.name },
  evidence: [evidence('8c3d1e20-0000-4000-8000-000000000001', 'nota-fiscal-hidro.pdf')],
  created_at: new Date('2026-05-01T12:00:00Z'),
});

const details: MaintenanceDetails = { ...tank, records: [pastRecord] };

/** The programme and its executions in the mock store, noting the query of each listing the screens asked for. */
function maintenanceHandlers({ programme = [tank, generator] }: { programme?: EnabledMaintenance[] } = {}) {
  const calls = { programme: [] as URLSearchParams[], records: [] as URLSearchParams[] };
  mockDb.maintenance.programme = programme;
  mockDb.maintenance.records = [pastRecord];
  server.events.on('request:start', ({ request }) => {
    const address = new URL(request.url);
    if (address.pathname.endsWith(maintenanceEndpoints.listing.path)) calls.programme.push(address.searchParams);
    if (address.pathname.endsWith(maintenanceEndpoints.records.path)) calls.records.push(address.searchParams);
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('the maintenance programme (/maintenance)', () => {
  it('lists the programme with its schedule and status, and sends the statuses chosen as selected_filter', async () => {
    const user = userEvent.setup();
    const calls = maintenanceHandlers();
    signInAs('zelador');
    const { router } = await renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manutenções' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: tank.activity })).closest('tr')!;
    expect(within(row).getByText('Sistema hidráulico')).toBeTruthy();
    expect(within(row).getByText('Semestral')).toBeTruthy();
    expect(within(row).getByText('Empresa especializada')).toBeTruthy();
    expect(within(row).getByText(formatDay(tank.last_performed_on!))).toBeTruthy();
    expect(within(row).getByText(formatDay(tank.next_due_on))).toBeTruthy();
    expect(within(row).getByText('Vencida')).toBeTruthy();
    const other = screen.getByRole('link', { name: generator.activity }).closest('tr')!;
    expect(within(other).getByText('Nunca')).toBeTruthy();
    expect(within(other).getByText('Em dia')).toBeTruthy();
    expect(calls.programme[0]?.get('selected_filter')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Vencida' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vence em breve' }));
    await waitFor(() => expect(JSON.parse(calls.programme.at(-1)?.get('selected_filter') ?? '{}')).toEqual({ status: ['overdue', 'due_soon'] }));
    expect(router.state.location.search).toMatchObject({ situations: ['overdue', 'due_soon'] });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodicidade' }), 'Mensal');
    await waitFor(() => expect(JSON.parse(calls.programme.at(-1)?.get('selected_filter') ?? '{}')).toEqual({ status: ['overdue', 'due_soon'], periodicity: 4 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sistema' }), 'Gerador');
    await waitFor(() => expect(JSON.parse(calls.programme.at(-1)?.get('selected_filter') ?? '{}')).toMatchObject({ system: 'Gerador' }));
  }, 20_000);

  it('reads the filter from the URL, and the row leads to the maintenance', async () => {
    const user = userEvent.setup();
    const calls = maintenanceHandlers();
    signInAs('sindico');
    const { router } = await renderApp('/maintenance?situations=%5B%22done_late%22%5D&responsible=3&from=2026-01-01');
    await screen.findByRole('link', { name: tank.activity });
    expect(JSON.parse(calls.programme[0]?.get('selected_filter') ?? '{}')).toEqual({ status: ['done_late'], responsible_type: 3, from: '2026-01-01' });
    expect((screen.getByRole('checkbox', { name: 'Feita em atraso' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('link', { name: `Ver manutenção ${tank.activity}` }));
    await expectPath(router, `/maintenance-details/${tank.uuid}`);
  });

  it('says when nothing is enabled yet, and when the programme cannot load', async () => {
    maintenanceHandlers({ programme: [] });
    signInAs('sindico');
    const view = await renderApp('/maintenance');
    expect(await screen.findByText('Nenhuma manutenção habilitada ainda: a administração monta o programa do condomínio.')).toBeTruthy();
    view.unmount();

    maintenanceHandlers();
    server.use(http.get(url(maintenanceEndpoints.listing), () => apiError(500, 'INTERNAL', 'Falha no servidor.')));
    await renderApp('/maintenance');
    expect(await screen.findByText('Erro ao carregar manutenções. Falha no servidor.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('lists the executions with the same filter, sent as selected_filter', async () => {
    const calls = maintenanceHandlers();
    signInAs('engenheiro');
    await renderApp('/maintenance?tab=execucoes&system=Sistema%20hidr%C3%A1ulico');
    const row = (await screen.findByRole('link', { name: tank.activity })).closest('tr')!;
    expect(within(row).getByText('Feita em atraso')).toBeTruthy();
    expect(within(row).getByText('Hidro Limpa Ltda · Marcos Lima')).toBeTruthy();
    expect(within(row).getByText('R$ 850,00')).toBeTruthy();
    expect(JSON.parse(calls.records[0]?.get('selected_filter') ?? '{}')).toEqual({ system: 'Sistema hidráulico' });
  });
});

describe('lookup errors (SPEC §8)', () => {
  it('says which reference list failed; a 404 on the enabled ones is an empty list', async () => {
    maintenanceHandlers();
    server.use(
      http.get(url(maintenanceEndpoints.periodicities), () => apiError(500, 'INTERNAL', 'Falha.')),
      http.get(url(maintenanceEndpoints.responsibleTypes), () => apiError(500, 'INTERNAL', 'Falha.')),
      http.get(url(maintenanceEndpoints.enabled), () => apiError(404, 'NOT_FOUND', 'Nenhuma manutenção habilitada.')),
    );
    const shown = vi.spyOn(notify, 'error');
    signInAs('sindico');
    await renderApp('/maintenance');
    await expectToast('Erro ao carregar periodicidades');
    await expectToast('Erro ao carregar tipos de responsável');
    // The programme still shows; the system select is just empty.
    expect(await screen.findByRole('link', { name: tank.activity })).toBeTruthy();
    expect(shown).not.toHaveBeenCalledWith('Erro ao carregar manutenções habilitadas');
  });

  it('says the enabled maintenances failed when they did', async () => {
    maintenanceHandlers();
    server.use(http.get(url(maintenanceEndpoints.enabled), () => apiError(500, 'INTERNAL', 'Falha.')));
    signInAs('sindico');
    await renderApp('/maintenance');
    await expectToast('Erro ao carregar manutenções habilitadas');
  });

  it('says the document types failed when recording', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    server.use(http.get(url(maintenanceEndpoints.documentTypes), () => apiError(500, 'INTERNAL', 'Falha.')));
    signInAs('zelador');
    await renderApp('/maintenance');
    await user.click(await screen.findByRole('button', { name: `Registrar execução de ${tank.activity}` }));
    await expectToast('Erro ao carregar tipos de documentação');
  });

  it('says the maintenance types failed', async () => {
    server.use(http.get(url(maintenanceEndpoints.types), () => apiError(500, 'INTERNAL', 'Falha.')));
    signInAs('sindico');
    const shown = vi.spyOn(notify, 'error');
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMaintenanceTypes(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Erro ao carregar tipos de manutenção'));
  });
});

/** POST /maintenance/evidence answering when `release` is called, with what was sent. */
function heldEvidenceUpload() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fields: Record<string, string> = {};
  server.use(
    http.post(url(maintenanceUploads.evidence), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      fields.condominium = String(form.get('condominium'));
      fields.document_type = String(form.get('document_type'));
      await held;
      return reply(maintenanceUploads.evidence, { data: evidence('8c3d1e20-0000-4000-8000-000000000002', file.name) }, 201);
    }),
  );
  return { release: () => release(), fields };
}

const pdf = (name: string) => new File([new Uint8Array(3 * 1024)], name, { type: 'application/pdf' });

describe('recording an execution', () => {
  it('sends the evidence at once with its progress, records it with the cost in centavos, says so and shows the next due date', async () => {
    const user = userEvent.setup();
    const calls = maintenanceHandlers();
    const upload = heldEvidenceUpload();
    const nextDue = addInterval(today, { unit: 'month', amount: 6 });
    let stored: Record<string, unknown> | undefined;
    server.use(
      http.post(url(maintenanceEndpoints.record), async ({ request }) => {
        stored = (await request.json()) as Record<string, unknown>;
        return reply(maintenanceEndpoints.record, { data: { ...pastRecord, uuid: '6a2b0c10-0000-4000-8000-000000000002', performed_on: today } }, 201);
      }),
      http.get(url(maintenanceEndpoints.details), () =>
        reply(maintenanceEndpoints.details, { data: { ...details, last_performed_on: today, next_due_on: nextDue, status: 'up_to_date' } }),
      ),
    );
    signInAs('zelador');
    const { router } = await renderApp('/maintenance?situations=%5B%22overdue%22%5D');
    await user.click(await screen.findByRole('button', { name: `Registrar execução de ${tank.activity}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar execução' });
    expect((within(dialog).getByLabelText('Data de realização') as HTMLInputElement).value).toBe(today);
    expect((within(dialog).getByLabelText('Data de realização') as HTMLInputElement).max).toBe(today);
    await waitFor(() => expect((within(dialog).getByLabelText('Responsável') as HTMLSelectElement).value).toBe(String(specialised.id)));

    // A file is kept as it is chosen, and sent once its type is chosen beside it.
    await user.upload(within(dialog).getByLabelText('Arquivos do comprovante'), pdf('nota.pdf'));
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Nota fiscal' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText('Tipo do comprovante nota.pdf'), 'Nota fiscal');
    expect(await within(dialog).findByRole('progressbar', { name: 'Envio de nota.pdf' })).toBeTruthy();
    await waitFor(() => expect(upload.fields).toEqual({ condominium: condominium.uuid, document_type: '2' }));

    await user.type(within(dialog).getByLabelText('Empresa'), 'Hidro Limpa Ltda');
    await user.type(within(dialog).getByLabelText('Custo'), '123456');
    expect((within(dialog).getByLabelText('Custo') as HTMLInputElement).value).toBe('R$ 1.234,56');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    expect(await within(dialog).findByText('Aguarde o envio dos comprovantes terminar antes de registrar.')).toBeTruthy();
    expect(stored).toBeUndefined();

    upload.release();
    expect(await within(dialog).findByText(/· Enviado/)).toBeTruthy();
    const listingCalls = calls.programme.length;
    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));

    const success = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(within(success).getByText('Manutenção realizada com sucesso!')).toBeTruthy();
    expect(stored).toEqual({
      maintenance: tank.uuid,
      performed_on: today,
      responsible_type: specialised.id,
      company: 'Hidro Limpa Ltda',
      professional: null,
      art_number: null,
      cost_cents: 123456,
      notes: null,
      evidence: ['8c3d1e20-0000-4000-8000-000000000002'],
    });
    await expectPath(router, '/maintenance');
    expect(router.state.location.search).toMatchObject({ situations: ['overdue'] });
    expect(await screen.findByText(formatDay(nextDue))).toBeTruthy();
    // Behind the modal success dialog, the note is hidden from the accessibility tree until it closes.
    expect(screen.getByText(/Próximo vencimento em/).closest('[role="status"]')?.textContent).toContain(tank.activity);
    expect(calls.programme.length).toBeGreaterThan(listingCalls);

    // Not dismissed by a click outside (SPEC §8).
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Sucesso!' })).toBeTruthy();
  }, 30_000);

  it('refuses a day in the future, and shows the server’s refusals beside their fields', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    server.use(
      http.post(url(maintenanceEndpoints.record), () =>
        apiError(422, 'VALIDATION_ERROR', 'Confira os campos destacados.', { art_number: ['Número muito longo.'] }),
      ),
    );
    signInAs('sindico');
    await renderApp(`/maintenance-details/${tank.uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Registrar execução' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar execução' });
    const day = within(dialog).getByLabelText('Data de realização');
    await user.clear(day);
    await user.type(day, addCalendarDays(today, 2));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    expect(await within(dialog).findByText('A data de realização não pode ser no futuro.')).toBeTruthy();

    await user.clear(day);
    await user.type(day, addCalendarDays(today, -1));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    expect(await within(dialog).findByText('Número muito longo.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Número da ART').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Sucesso!' })).toBeNull();
  }, 20_000);
});

describe('a maintenance (/maintenance-details/{id})', () => {
  it('shows the schedule and every execution with its evidence', async () => {
    maintenanceHandlers();
    signInAs('engenheiro');
    await renderApp(`/maintenance-details/${tank.uuid}`);
    expect(await screen.findByRole('heading', { level: 2, name: tank.activity })).toBeTruthy();
    const schedule = screen.getByRole('heading', { level: 2, name: tank.activity }).closest('section')!;
    expect(within(schedule).getByText('Vencida')).toBeTruthy();
    expect(within(schedule).getByText(formatDay(tank.next_due_on))).toBeTruthy();
    expect(within(schedule).getByText('30 dias antes do vencimento')).toBeTruthy();
    expect(within(schedule).getByText(formatDay(addCalendarDays(tank.next_due_on, -30)))).toBeTruthy();
    expect(within(schedule).getByText('Semestral')).toBeTruthy();

    const record = screen.getByRole('listitem', { name: `Execução de ${formatDay(pastRecord.performed_on)}` });
    expect(within(record).getByText('Feita em atraso')).toBeTruthy();
    expect(within(record).getByText('Hidro Limpa Ltda')).toBeTruthy();
    expect(within(record).getByText('SP-2026-0001')).toBeTruthy();
    expect(within(record).getByText('R$ 850,00')).toBeTruthy();
    expect(within(record).getByText('Caixa superior e inferior.')).toBeTruthy();
    expect(within(record).getByRole('button', { name: 'Baixar nota-fiscal-hidro.pdf' })).toBeTruthy();
  });

  it('downloads evidence from GET /maintenance/evidence/{uuid}', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    let asked: string | undefined;
    server.use(
      http.get('*/api/v1/maintenance/evidence/:uuid', ({ params }) => {
        asked = String(params.uuid);
        return new Response(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:nota');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // The browser's download, not a navigation of the test's window.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs('sindico');
    await renderApp(`/maintenance-details/${tank.uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Baixar nota-fiscal-hidro.pdf' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(asked).toBe(pastRecord.evidence[0]!.uuid);
    expect(saved.mock.contexts[0]).toMatchObject({ download: 'nota-fiscal-hidro.pdf' });
  });

  it('offers the way back when the maintenance is not found', async () => {
    maintenanceHandlers();
    signInAs('sindico');
    await renderApp('/maintenance-details/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Erro ao carregar a manutenção')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para Manutenções' })).toBeTruthy();
  });

  it('keeps a notification’s link through sign-in, and is the staff’s only', async () => {
    maintenanceHandlers();
    const signedOut = await renderApp(`/maintenance-details/${tank.uuid}`);
    await expectPath(signedOut.router, '/');
    expect(signedOut.router.state.location.search).toEqual({ redirect: `/maintenance-details/${tank.uuid}` });
    signedOut.unmount();

    signInAs('morador');
    const resident = await renderApp(`/maintenance-details/${tank.uuid}`);
    await expectPath(resident.router, '/404');
  });
});

describe('timeline and summary', () => {
  it('puts executions and due dates on one axis by month, with today marked and each entry linked', async () => {
    maintenanceHandlers();
    const lastMonth = addCalendarDays(today, -35);
    const ahead = addCalendarDays(today, 40);
    server.use(
      http.get(url(maintenanceEndpoints.timeline), ({ params }) =>
        reply(maintenanceEndpoints.timeline, {
          data: {
            from: addCalendarDays(today, -90),
            to: addCalendarDays(today, 90),
            today,
            entries: [
              { kind: 'performed', day: lastMonth, maintenance: { uuid: tank.uuid, system: tank.system, activity: tank.activity }, status: 'done_late', record_uuid: pastRecord.uuid },
              { kind: 'due', day: ahead, maintenance: { uuid: generator.uuid, system: generator.system, activity: generator.activity }, status: 'up_to_date', record_uuid: null },
            ].filter(() => params.id === condominium.uuid) as never,
          },
        }),
      ),
    );
    signInAs('zelador');
    await renderApp('/maintenance?tab=linha-do-tempo');
    const axis = await screen.findByRole('list', { name: 'Linha do tempo' });
    const months = within(axis).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(months).toHaveLength(new Set([lastMonth.slice(0, 7), today.slice(0, 7), ahead.slice(0, 7)]).size);
    expect(within(axis).getByRole('listitem', { name: `Hoje, ${formatDay(today)}` })).toBeTruthy();
    const text = axis.textContent ?? '';
    expect(text.indexOf(tank.activity)).toBeLessThan(text.indexOf('hoje'));
    expect(text.indexOf('hoje')).toBeLessThan(text.indexOf(generator.activity));
    expect(within(axis).getByRole('link', { name: generator.activity }).getAttribute('href')).toBe(`/maintenance-details/${generator.uuid}`);
    expect(within(axis).getByText('Feita em atraso')).toBeTruthy();
    expect(within(axis).getByText('Em dia')).toBeTruthy();
  });

  it('says when the period has nothing', async () => {
    maintenanceHandlers();
    server.use(http.get(url(maintenanceEndpoints.timeline), () => reply(maintenanceEndpoints.timeline, { data: { from: today, to: today, today, entries: [] } })));
    signInAs('zelador');
    await renderApp('/maintenance?tab=linha-do-tempo');
    expect(await screen.findByText('Nenhuma execução nem vencimento neste período.')).toBeTruthy();
  });

  function summaryHandlers() {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(url(maintenanceEndpoints.summary), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return reply(maintenanceEndpoints.summary, {
          data: {
            condominium,
            from: '2026-10-01',
            to: '2026-10-31',
            by_status: { overdue: 1, due_soon: 2, done_late: 0, up_to_date: 5 },
            by_system: [{ system: 'Gerador', enabled: 2, performed: 4, done_late: 1, overdue: 0 }],
            performed: 4,
            cost_cents: 250000,
          },
        });
      }),
    );
    return asked;
  }

  it('counts the period by status and system, previews the WhatsApp message and its recipient, and sends it once confirmed', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    const asked = summaryHandlers();
    const sent: unknown[] = [];
    const text = '*Resumo de manutenção — Residencial Demo*\nPeríodo: 01/10/2026 a 31/10/2026\nSistema: Gerador';
    const to = [{ name: 'Sílvia Síndica', phone: '11987654321' }];
    server.use(
      http.post(url(maintenanceEndpoints.sendSummary), async ({ request }) => {
        const body = (await request.json()) as { dry_run?: boolean };
        sent.push(body);
        const message = body.dry_run ? 'Confira o resumo e os destinatários antes de enviar.' : 'Seu resumo foi enviado com sucesso!';
        return reply(maintenanceEndpoints.sendSummary, { data: { message, recipients: 1, to, text } });
      }),
    );
    signInAs('sindico');
    await renderApp('/maintenance?tab=resumo&from=2026-10-01&to=2026-10-31&system=Gerador');
    expect(await screen.findByText('De 01/10/2026 a 31/10/2026')).toBeTruthy();
    const filter = JSON.stringify({ system: 'Gerador', from: '2026-10-01', to: '2026-10-31' });
    expect(asked[0]?.get('selected_filter')).toBe(filter);
    expect(screen.getByText('R$ 2.500,00')).toBeTruthy();
    const gerador = screen.getByRole('rowheader', { name: 'Gerador' }).closest('tr')!;
    expect(within(gerador).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '4', '1', '0']);

    // Nothing goes out on the first tap: the exact message and the number are shown first, and can be cancelled.
    const open = screen.getByRole('button', { name: 'Enviar resumo por WhatsApp' });
    await user.click(open);
    let preview = await screen.findByRole('dialog', { name: 'Enviar resumo por WhatsApp?' });
    expect(within(preview).getByLabelText('Mensagem').textContent).toBe(text);
    expect(within(within(preview).getByRole('list', { name: 'Destinatários' })).getByText('Sílvia Síndica ((11) 98765-4321)')).toBeTruthy();
    expect(sent).toEqual([{ condominium: condominium.uuid, selected_filter: filter, dry_run: true }]);
    await user.click(within(preview).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar resumo por WhatsApp?' })).toBeNull());
    expect(document.activeElement).toBe(open);
    expect(sent).toHaveLength(1);

    await user.click(open);
    preview = await screen.findByRole('dialog', { name: 'Enviar resumo por WhatsApp?' });
    await user.click(within(preview).getByRole('button', { name: 'Enviar' }));
    const success = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(within(success).getByText('Seu resumo foi enviado com sucesso!')).toBeTruthy();
    expect(within(success).getByText('Enviado para Sílvia Síndica ((11) 98765-4321).')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Sucesso!' })).toBeTruthy();
    expect(sent.at(-1)).toEqual({ condominium: condominium.uuid, selected_filter: filter });
  });

  it('asks the timeline for the same filter as the programme listing', async () => {
    const calls = maintenanceHandlers();
    const timelineAsked: URLSearchParams[] = [];
    server.use(
      http.get(url(maintenanceEndpoints.timeline), ({ request }) => {
        timelineAsked.push(new URL(request.url).searchParams);
        return reply(maintenanceEndpoints.timeline, { data: { from: today, to: today, today, entries: [] } });
      }),
    );
    signInAs('zelador');
    const search = `system=Gerador&periodicity=${monthly.id}&situations=overdue`;
    await renderApp(`/maintenance?${search}`);
    await waitFor(() => expect(calls.programme.at(-1)?.get('selected_filter')).toBeTruthy());
    await renderApp(`/maintenance?tab=linha-do-tempo&${search}`);
    await screen.findByText('Nenhuma execução nem vencimento neste período.');
    expect(timelineAsked.at(-1)?.get('selected_filter')).toBe(calls.programme.at(-1)?.get('selected_filter'));
    expect(JSON.parse(timelineAsked.at(-1)!.get('selected_filter')!)).toEqual({ status: ['overdue'], system: 'Gerador', periodicity: monthly.id });
  });

  it('says why the summary could not be sent (422 NO_RECIPIENT)', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    summaryHandlers();
    const message = 'Nenhum síndico deste condomínio tem celular cadastrado para receber o resumo.';
    server.use(http.post(url(maintenanceEndpoints.sendSummary), () => apiError(422, 'NO_RECIPIENT', message)));
    signInAs('sindico');
    await renderApp('/maintenance?tab=resumo');
    await user.click(await screen.findByRole('button', { name: 'Enviar resumo por WhatsApp' }));
    await expectToast(message);
    expect(screen.queryByRole('dialog', { name: 'Sucesso!' })).toBeNull();
  });
});

describe("printing the QR labels ('Imprimir etiquetas QR')", () => {
  const retired = maintenance(3, { system: 'Portaria', activity: 'Teste do interfone', active: false });
  const otherCondominium = { uuid: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c99', comercial_name: 'Edifício Solar das Palmeiras' };

  /** The enabled maintenances of each condominium (GET /maintenance/all-by-condominium/{uuid}), recording which were asked. */
  function enabledByCondominium(byCondominium: Record<string, EnabledMaintenance[]>) {
    const asked: string[] = [];
    server.use(
      http.get(url(maintenanceEndpoints.enabled), ({ params }) => {
        asked.push(String(params.condominiumUuid));
        const found = byCondominium[String(params.condominiumUuid)];
        return found ? reply(maintenanceEndpoints.enabled, { data: found }) : apiError(404, 'NOT_FOUND', 'Nenhuma manutenção habilitada para este condomínio.');
      }),
    );
    return asked;
  }

  const labelValues = (sheet: HTMLElement) =>
    within(within(sheet).getByRole('list', { name: 'Etiquetas QR' }))
      .getAllByRole('listitem')
      .map((label) => within(label).getByRole('img').getAttribute('data-qr-value'));

  it("opens the label sheet of the zelador's condominium from the programme: one label per active maintenance, with this site's addresses", async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    const asked = enabledByCondominium({ [condominium.uuid]: [tank, generator, retired] });
    signInAs('zelador');
    await renderApp('/maintenance');
    await screen.findByRole('link', { name: tank.activity });
    await user.click(screen.getByRole('button', { name: 'Imprimir etiquetas QR' }));

    const sheet = await screen.findByRole('dialog', { name: 'Etiquetas QR' });
    expect(within(sheet).getByText(new RegExp(`^${condominium.comercial_name}: uma etiqueta por manutenção ativa`))).toBeTruthy();
    await within(sheet).findByRole('list', { name: 'Etiquetas QR' }, { timeout: 5000 });
    expect(labelValues(sheet)).toEqual([tank, generator].map((item) => `${window.location.origin}/maintenance/public/details/${item.public_id}`));
    expect(within(sheet).queryByText(retired.activity)).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(new Set(asked)).toEqual(new Set([condominium.uuid]));

    await user.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Etiquetas QR' })).toBeNull());
  }, 20_000);

  it('with several condominiums, prints the one chosen in the filter, and asks for one before that', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    const elsewhere = maintenance(4, { condominium: otherCondominium, system: 'Elevadores', activity: 'Manutenção preventiva dos elevadores' });
    const asked = enabledByCondominium({ [condominium.uuid]: [tank, generator], [otherCondominium.uuid]: [elsewhere] });
    // A zelador of two buildings: the session the app starts with, and the one the server confirms.
    const zelador = { ...mockUsers.zelador, condominium: [...mockUsers.zelador.condominium, { ...mockUsers.zelador.condominium[0]!, ...otherCondominium }] };
    server.use(http.get(url(authEndpoints.validateToken), () => reply(authEndpoints.validateToken, { data: zelador })));
    signInAs('zelador');
    useSession.setState({ activeUser: zelador });
    await renderApp('/maintenance');
    await screen.findByRole('link', { name: tank.activity });
    const open = screen.getByRole('button', { name: 'Imprimir etiquetas QR' });
    expect(open.getAttribute('aria-disabled')).toBe('true');
    expect(open.getAttribute('title')).toBe('Escolha o condomínio nos filtros para imprimir as etiquetas dele.');
    await user.click(open);
    expect(screen.queryByRole('dialog', { name: 'Etiquetas QR' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Condomínio' }), otherCondominium.comercial_name);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Imprimir etiquetas QR' }).getAttribute('aria-disabled')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Imprimir etiquetas QR' }));
    const sheet = await screen.findByRole('dialog', { name: 'Etiquetas QR' });
    expect(within(sheet).getByText(new RegExp(`^${otherCondominium.comercial_name}: uma etiqueta`))).toBeTruthy();
    await within(sheet).findByRole('list', { name: 'Etiquetas QR' }, { timeout: 5000 });
    expect(labelValues(sheet)).toEqual([`${window.location.origin}/maintenance/public/details/${elsewhere.public_id}`]);
    expect(within(sheet).getByText(elsewhere.activity)).toBeTruthy();
    expect(asked).toContain(otherCondominium.uuid);
  }, 20_000);
});

function formatDay(day: string) {
  return day.split('-').reverse().join('/');
}

describe('an execution being recorded survives the end of a session (issue 23 §2)', () => {
  afterEach(() => sessionStorage.clear());

  const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('zelo-draft:'));
  const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

  async function signInAgain(user: ReturnType<typeof userEvent.setup>, type: 'zelador' | 'sindico') {
    await user.type(await screen.findByLabelText('E-mail'), mockUsers[type].email);
    await user.type(screen.getByLabelText('Senha'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
  }

  it('opens from the address alone, reading the maintenance; opening and closing it write the address', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    signInAs('zelador');
    const { router } = await renderApp(`/maintenance?recording=${tank.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Registrar execução' });
    expect(within(dialog).getByText(`${tank.system} · ${tank.activity} · ${condominium.comercial_name}`)).toBeTruthy();
    // Nothing typed: closing asks nothing, and takes the dialog out of the address.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar execução' })).toBeNull());
    expect(router.state.location.search).not.toHaveProperty('recording');

    await user.click(await screen.findByRole('button', { name: `Registrar execução de ${tank.activity}` }));
    expect(router.state.location.search).toMatchObject({ recording: tank.uuid });
    expect(await screen.findByRole('dialog', { name: 'Registrar execução' })).toBeTruthy();
  });

  it('says so when the maintenance in the address cannot be read, and drops it', async () => {
    maintenanceHandlers();
    signInAs('zelador');
    // One the store does not have: the server's 404.
    const { router } = await renderApp(`/maintenance?recording=${maintenance(9, {}).uuid}`);
    await expectToast('Manutenção não encontrada.');
    expect(router.state.location.search).not.toHaveProperty('recording');
    expect(screen.queryByRole('dialog', { name: 'Registrar execução' })).toBeNull();
  });

  it('asks before closing with edits (Esc, ×, Cancelar), drops the draft when the person leaves, and gives focus back', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    signInAs('zelador');
    const { router } = await renderApp('/maintenance');
    const opener = await screen.findByRole('button', { name: `Registrar execução de ${tank.activity}` });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Registrar execução' });
    await user.type(field(dialog, 'Empresa'), 'Hidro Limpa Ltda');
    expect(draftKeys()).toHaveLength(1);

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair sem salvar?' })).toBeNull());
    expect(field(dialog, 'Empresa').value).toBe('Hidro Limpa Ltda');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair sem salvar?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Registrar execução' })).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar execução' })).toBeNull());
    expect(router.state.location.search).not.toHaveProperty('recording');
    expect(draftKeys()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `Registrar execução de ${tank.activity}` })));
  }, 20_000);

  it('brings back what was typed and sent after a session refused mid-save, for the same person only', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    let stored: unknown;
    const upload = heldEvidenceUpload();
    upload.release();
    signInAs('zelador');
    const { router } = await renderApp('/maintenance');
    await user.click(await screen.findByRole('button', { name: `Registrar execução de ${tank.activity}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Registrar execução' });
    await user.type(field(dialog, 'Empresa'), 'Hidro Limpa Ltda');
    await user.type(field(dialog, 'Observações'), 'Tampa trocada.');
    await user.upload(within(dialog).getByLabelText('Arquivos do comprovante'), pdf('nota.pdf'));
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Nota fiscal' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText('Tipo do comprovante nota.pdf'), 'Nota fiscal');
    expect(await within(dialog).findByText(/· Enviado/)).toBeTruthy();

    // The server expires the session just as the execution is saved.
    server.use(http.post(url(maintenanceEndpoints.record), () => apiError(401, 'UNAUTHENTICATED', 'Sessão inválida ou expirada. Entre novamente.'), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    await expectPath(router, '/');
    expect(router.state.location.search).toEqual({ redirect: `/maintenance?recording=${tank.uuid}` });
    await signInAgain(user, 'zelador');

    await expectPath(router, '/maintenance');
    dialog = await screen.findByRole('dialog', { name: 'Registrar execução' });
    await waitFor(() => expect(field(dialog, 'Empresa').value).toBe('Hidro Limpa Ltda'));
    expect(field(dialog, 'Observações').value).toBe('Tampa trocada.');
    await expectToast(DRAFT_RESTORED_MESSAGE);
    // The proof sent before comes back as sent, its type as it was sent; it is saved with the rest.
    expect(within(dialog).getByText('nota.pdf')).toBeTruthy();
    expect(within(dialog).getByText(/Nota fiscal · Enviado/)).toBeTruthy();
    server.use(
      http.post(url(maintenanceEndpoints.record), async ({ request }) => {
        stored = await request.json();
        return reply(maintenanceEndpoints.record, { data: { ...pastRecord, uuid: '6a2b0c10-0000-4000-8000-000000000003', performed_on: today } }, 201);
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(stored).toMatchObject({ company: 'Hidro Limpa Ltda', notes: 'Tampa trocada.', evidence: ['8c3d1e20-0000-4000-8000-000000000002'] });
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('recording'));
    expect(router.state.location.state.recordedExecution).toMatchObject({ activity: tank.activity });
    await waitFor(() => expect(draftKeys()).toEqual([]));
  }, 30_000);

  it('never offers one person’s draft to the next person who signs in', async () => {
    const user = userEvent.setup();
    maintenanceHandlers();
    signInAs('zelador');
    const { router } = await renderApp(`/maintenance-details/${tank.uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Registrar execução' }));
    expect(router.state.location.search).toEqual({ recording: true });
    const dialog = await screen.findByRole('dialog', { name: 'Registrar execução' });
    await user.type(field(dialog, 'Empresa'), 'Hidro Limpa Ltda');
    server.use(http.post(url(maintenanceEndpoints.record), () => apiError(401, 'UNAUTHENTICATED', 'Sessão inválida ou expirada. Entre novamente.'), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    await expectPath(router, '/');
    expect(draftKeys()).toHaveLength(1);

    await signInAgain(user, 'sindico');
    await expectPath(router, `/maintenance-details/${tank.uuid}`);
    const theirs = await screen.findByRole('dialog', { name: 'Registrar execução' });
    expect(field(theirs, 'Empresa').value).toBe('');
    expect(draftKeys()).toEqual([]);
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).toBeNull();
    // Closed, the address of the page no longer opens it.
    await user.click(within(theirs).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  }, 20_000);
});
