import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { productToday } from '#contract/calendar.ts';
import { maintenanceEndpoints, type EnabledMaintenance } from '#contract/maintenance.ts';
import { mockDb } from '#mocks/db.ts';
import { mockOwnCondominium } from '#mocks/fixtures.ts';
import { apiError, reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { expectPath, expectToast, renderApp, signInAs } from '#src/test/render-app.tsx';

const CONDOMINIUM = mockOwnCondominium.uuid;
const PATH = `/condominium-register/maintenance/${CONDOMINIUM}`;
const today = productToday();

const preventiva = { id: 1, name: 'Preventiva' };
const semanal = { id: 2, name: 'Semanal', interval_unit: 'day' as const, interval_amount: 7 };
const mensal = { id: 4, name: 'Mensal', interval_unit: 'month' as const, interval_amount: 1 };
const anual = { id: 8, name: 'Anual', interval_unit: 'month' as const, interval_amount: 12 };
const especializada = { id: 1, name: 'Empresa especializada' };
const local = { id: 3, name: 'Equipe de manutenção local' };

const enabledMaintenance = (uuid: string, overrides: Partial<EnabledMaintenance>): EnabledMaintenance => ({
  uuid,
  condominium: { uuid: CONDOMINIUM, comercial_name: mockOwnCondominium.comercial_name },
  catalog_id: 1,
  system: 'Reservatórios de água',
  activity: 'Limpeza da caixa d’água',
  type: preventiva,
  periodicity: anual,
  responsible_type: especializada,
  starts_on: '2026-01-10',
  due_soon_days: 20,
  affects_residents: true,
  active: true,
  last_performed_on: null,
  next_due_on: '2026-01-10',
  status: 'due_soon',
  public_id: 'AbCdEfGhIjKlMnOpQrStUv',
  ...overrides,
});

const CAIXA = '11111111-1111-4111-8111-111111111111';
const BOIAS = '22222222-2222-4222-8222-222222222222';
const INTERFONE = '33333333-3333-4333-8333-333333333333';
const enabledProgramme = [
  enabledMaintenance(CAIXA, {}),
  enabledMaintenance(BOIAS, { catalog_id: 2, activity: 'Inspeção das boias', periodicity: mensal, responsible_type: local, due_soon_days: 7, affects_residents: false, status: 'up_to_date', public_id: 'BbCdEfGhIjKlMnOpQrStUv' }),
  enabledMaintenance(INTERFONE, {
    catalog_id: null,
    system: 'Portaria',
    activity: 'Teste do interfone',
    periodicity: semanal,
    responsible_type: local,
    due_soon_days: 1,
    affects_residents: false,
    status: 'overdue',
    public_id: 'CbCdEfGhIjKlMnOpQrStUv',
  }),
];

/** The mock store's catalogue and lists, and the enabled list: none (the server's 404) unless given; the saves are noted. */
function programmeHandlers(enabled: EnabledMaintenance[] = []) {
  const sent: { method: string; body: unknown }[] = [];
  mockDb.maintenance.programme = enabled;
  server.use(
    http.post(url(maintenanceEndpoints.enable), async ({ request }) => {
      sent.push({ method: 'POST', body: await request.json() });
      return reply(maintenanceEndpoints.enable, { data: enabledProgramme });
    }),
    http.put(url(maintenanceEndpoints.updateProgramme), async ({ request }) => {
      sent.push({ method: 'PUT', body: await request.json() });
      return reply(maintenanceEndpoints.updateProgramme, { data: enabledProgramme });
    }),
  );
  return sent;
}

async function openProgramme() {
  signInAs('master');
  const view = await renderApp(PATH);
  expect(await screen.findByRole('heading', { level: 2, name: mockOwnCondominium.comercial_name })).toBeTruthy();
  await screen.findByRole('checkbox', { name: 'Limpeza da caixa d’água' });
  return view;
}

const settingsOf = (name: string) => screen.getByRole('group', { name: `Configuração: ${name}` });

describe('maintenance programme (SPEC §2 condominium-register/maintenance/{id}, master)', () => {
  it('offers the catalogue by system; with nothing enabled (a 404, no error) it enables the checked activities and a custom one', async () => {
    const user = userEvent.setup();
    const sent = programmeHandlers();
    const { router } = await openProgramme();
    expect(screen.getByRole('group', { name: 'Reservatórios de água' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Combate a incêndio' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Atividade retirada do catálogo' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Limpeza da caixa d’água' })).toHaveProperty('checked', false);
    expect(screen.queryByText('Erro ao carregar manutenções habilitadas')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Limpeza da caixa d’água' }));
    const caixa = settingsOf('Limpeza da caixa d’água');
    expect(within(caixa).getByLabelText('Periodicidade')).toHaveProperty('value', '7');
    expect(within(caixa).getByLabelText('Responsável')).toHaveProperty('value', '1');
    expect(within(caixa).getByLabelText('Tipo')).toHaveProperty('value', '1');
    expect(within(caixa).getByLabelText('Primeiro vencimento')).toHaveProperty('value', today);
    expect(within(caixa).getByRole('checkbox', { name: 'Afeta os moradores' })).toHaveProperty('checked', true);
    // Semestral: announced 30 days before, unless set here.
    const window = within(caixa).getByLabelText("'Vence em breve' (dias antes)");
    expect(window.getAttribute('placeholder')).toBe('30');
    await user.type(window, '10');

    await user.click(screen.getByRole('button', { name: 'Adicionar atividade personalizada' }));
    const custom = settingsOf('Nova atividade personalizada');
    expect(document.activeElement).toBe(within(custom).getByLabelText('Sistema'));
    await user.type(within(custom).getByLabelText('Sistema'), 'Portaria');
    await user.type(within(custom).getByLabelText('Atividade'), 'Teste do interfone');
    const interfone = settingsOf('Teste do interfone');
    await user.selectOptions(within(interfone).getByLabelText('Tipo'), '1');
    await user.selectOptions(within(interfone).getByLabelText('Periodicidade'), '2');
    await user.selectOptions(within(interfone).getByLabelText('Responsável'), '3');
    expect(within(interfone).getByLabelText("'Vence em breve' (dias antes)").getAttribute('placeholder')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Habilitar manutenções' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      body: {
        maintenances: [
          { catalog: 1, type: 1, periodicity: 7, responsible_type: 1, starts_on: today, due_soon_days: 10, affects_residents: true, active: true },
          { catalog: null, system: 'Portaria', activity: 'Teste do interfone', type: 1, periodicity: 2, responsible_type: 3, starts_on: today, due_soon_days: null, affects_residents: false, active: true },
        ],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(within(dialog).getByText('Manutenções habilitadas com sucesso!')).toBeTruthy();
    await expectPath(router, '/condominium-register');
  }, 20_000);

  it('shows what is enabled with its settings, and updates every enabled one by its uuid (unchecked: inactive)', async () => {
    const user = userEvent.setup();
    const sent = programmeHandlers(enabledProgramme);
    const { router } = await openProgramme();
    expect(screen.getByRole('checkbox', { name: 'Limpeza da caixa d’água' })).toHaveProperty('checked', true);
    const caixa = settingsOf('Limpeza da caixa d’água');
    expect(within(caixa).getByLabelText('Periodicidade')).toHaveProperty('value', '8');
    expect(within(caixa).getByLabelText('Primeiro vencimento')).toHaveProperty('value', '2026-01-10');
    expect(within(caixa).getByLabelText("'Vence em breve' (dias antes)")).toHaveProperty('value', '20');
    expect(screen.getByText('Vence em breve')).toBeTruthy();
    const interfone = settingsOf('Teste do interfone');
    expect(within(interfone).getByLabelText('Sistema')).toHaveProperty('value', 'Portaria');
    expect(within(interfone).queryByRole('button', { name: /Remover/ })).toBeNull();

    const window = within(caixa).getByLabelText("'Vence em breve' (dias antes)");
    await user.clear(window);
    await user.type(window, '25');
    await user.click(screen.getByRole('checkbox', { name: 'Inspeção das boias' }));
    expect(screen.getByText('Fica inativa ao salvar')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Recarga dos extintores' }));

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const common = { type: 1, starts_on: '2026-01-10', active: true };
    expect(sent[0]).toEqual({
      method: 'PUT',
      body: {
        maintenances: [
          { ...common, uuid: CAIXA, catalog: 1, periodicity: 8, responsible_type: 1, due_soon_days: 25, affects_residents: true },
          { ...common, uuid: BOIAS, catalog: 2, periodicity: 4, responsible_type: 3, due_soon_days: 7, affects_residents: false, active: false },
          { ...common, catalog: 3, periodicity: 8, responsible_type: 1, starts_on: today, due_soon_days: null, affects_residents: false },
          { ...common, uuid: INTERFONE, catalog: null, system: 'Portaria', activity: 'Teste do interfone', periodicity: 2, responsible_type: 3, due_soon_days: 1, affects_residents: false },
        ],
      },
    });
    expect(await screen.findByText('Manutenções atualizadas com sucesso!')).toBeTruthy();
    await expectPath(router, '/condominium-register');
  }, 20_000);

  it("puts the server's 422 errors on the row and the field they name, and stays", async () => {
    const user = userEvent.setup();
    programmeHandlers();
    server.use(
      http.post(url(maintenanceEndpoints.enable), () =>
        apiError(422, 'VALIDATION_ERROR', 'Verifique as manutenções informadas.', {
          'maintenances.0.catalog': ['Atividade do catálogo não encontrada.'],
          'maintenances.1.periodicity': ['Periodicidade não encontrada.'],
        }),
      ),
    );
    const { router } = await openProgramme();
    await user.click(screen.getByRole('checkbox', { name: 'Limpeza da caixa d’água' }));
    await user.click(screen.getByRole('checkbox', { name: 'Recarga dos extintores' }));
    await user.click(screen.getByRole('button', { name: 'Habilitar manutenções' }));

    const extintores = settingsOf('Recarga dos extintores');
    expect(await within(extintores).findByText('Periodicidade não encontrada.')).toBeTruthy();
    expect(within(extintores).getByLabelText('Periodicidade').getAttribute('aria-invalid')).toBe('true');
    expect(within(settingsOf('Limpeza da caixa d’água')).queryByText('Periodicidade não encontrada.')).toBeNull();
    const caixaBox = screen.getByRole('checkbox', { name: 'Limpeza da caixa d’água' });
    expect(caixaBox.closest('li')!.textContent).toContain('Atividade do catálogo não encontrada.');
    expect(document.activeElement).toBe(caixaBox);
    expect(screen.getByRole('alert').textContent).toBe('Verifique as manutenções informadas.');
    expect(router.state.location.pathname).toBe(PATH);
  }, 20_000);

  it('checks the rows before sending: a custom activity needs its system, its activity and its settings', async () => {
    const user = userEvent.setup();
    const sent = programmeHandlers();
    await openProgramme();
    await user.click(screen.getByRole('button', { name: 'Adicionar atividade personalizada' }));
    await user.click(screen.getByRole('button', { name: 'Habilitar manutenções' }));
    const custom = settingsOf('Nova atividade personalizada');
    expect(await within(custom).findByText('Informe o sistema da manutenção.')).toBeTruthy();
    expect(within(custom).getByText('Informe a atividade.')).toBeTruthy();
    expect(within(custom).getByText('Selecione o tipo de manutenção.')).toBeTruthy();
    expect(document.activeElement).toBe(within(custom).getByLabelText('Sistema'));
    expect(sent).toHaveLength(0);

    await user.click(within(custom).getByRole('button', { name: 'Remover Nova atividade personalizada' }));
    await user.click(screen.getByRole('button', { name: 'Habilitar manutenções' }));
    expect(await screen.findByText('Selecione ao menos uma manutenção.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  }, 20_000);

  it("says which lookup failed with SPEC §8's toasts", async () => {
    programmeHandlers();
    server.use(
      http.get(url(maintenanceEndpoints.periodicities), () => apiError(500, 'INTERNAL', 'Erro interno.')),
      http.get(url(maintenanceEndpoints.enabled), () => apiError(500, 'INTERNAL', 'Erro interno.')),
    );
    signInAs('master');
    await renderApp(PATH);
    await expectToast('Erro ao carregar periodicidades');
    await expectToast('Erro ao carregar manutenções habilitadas');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    programmeHandlers();
    await openProgramme();
    await user.click(screen.getByRole('checkbox', { name: 'Inspeção das boias' }));
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' })).toBeTruthy();
  });

  it("is reached from the condominium register by its row action 'Manutenções'", async () => {
    const user = userEvent.setup();
    programmeHandlers();
    signInAs('master');
    const { router } = await renderApp('/condominium-register');
    await user.click(await screen.findByRole('link', { name: `Manutenções de ${mockOwnCondominium.comercial_name}` }));
    await expectPath(router, PATH);
    expect(await screen.findByRole('checkbox', { name: 'Limpeza da caixa d’água' })).toBeTruthy();
  });

  it('sends anyone else to /404', async () => {
    programmeHandlers();
    signInAs('sindico');
    const { router } = await renderApp(PATH);
    await expectPath(router, '/404');
  });
});
