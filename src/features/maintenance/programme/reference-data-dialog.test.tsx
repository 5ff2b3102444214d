import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { referenceEditingEndpoints, type CatalogActivity, type Periodicity, type ReferenceItem } from '#contract/maintenance.ts';
import { mockDb } from '#mocks/db.ts';
import { mockOwnCondominium } from '#mocks/fixtures.ts';
import { apiError, reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { expectToast, renderApp, signInAs } from '#src/test/render-app.tsx';

const PATH = `/condominium-register/maintenance/${mockOwnCondominium.uuid}`;

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** The server's reference lists, in the mock store, kept as master changes them; every write is noted in `sent`. */
function referenceServer() {
  const types: ReferenceItem[] = [
    { id: 1, name: 'Preventiva', active: true },
    { id: 2, name: 'Corretiva', active: true },
  ];
  const periodicities: Periodicity[] = [
    { id: 4, name: 'Mensal', interval_unit: 'month', interval_amount: 1, active: true },
    { id: 7, name: 'Semestral', interval_unit: 'month', interval_amount: 6, active: true },
  ];
  const responsibleTypes: ReferenceItem[] = [
    { id: 1, name: 'Empresa especializada', active: true },
    { id: 3, name: 'Equipe de manutenção local', active: true },
  ];
  const documentTypes: ReferenceItem[] = [{ id: 1, name: 'Nota fiscal', active: true }];
  const catalog: CatalogActivity[] = [
    {
      id: 1,
      system: 'Hidráulica',
      activity: 'Limpeza da caixa d’água',
      type: { id: 1, name: 'Preventiva' },
      periodicity: { id: 7, name: 'Semestral', interval_unit: 'month', interval_amount: 6 },
      responsible_type: { id: 1, name: 'Empresa especializada' },
      affects_residents: true,
      active: true,
    },
    {
      id: 2,
      system: 'Portões',
      activity: 'Teste dos portões automáticos',
      type: { id: 1, name: 'Preventiva' },
      periodicity: { id: 4, name: 'Mensal', interval_unit: 'month', interval_amount: 1 },
      responsible_type: { id: 3, name: 'Equipe de manutenção local' },
      affects_residents: false,
      active: true,
    },
  ];
  const sent: Sent[] = [];
  const note = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  const nextId = (items: { id: number }[]) => Math.max(0, ...items.map((item) => item.id)) + 1;

  Object.assign(mockDb.maintenance, { types, periodicities, responsibleTypes, documentTypes, catalog });

  const named = (list: 'types' | 'responsibleTypes' | 'documentTypes', items: ReferenceItem[]): ReturnType<typeof http.post>[] => {
    const { create, update } = referenceEditingEndpoints[list];
    const save =
      (id?: number): HttpResponseResolver =>
      async ({ request, params }) => {
        const body = await note(request);
        const name = String(body.name).trim();
        const target = id ?? Number(params.id);
        if (items.some((item) => item.name.toLowerCase() === name.toLowerCase() && item.id !== target)) return apiError(409, 'REFERENCE_ALREADY_EXISTS', 'Já existe um item com este nome.');
        const saved = { id: target, name, active: body.active !== false };
        const index = items.findIndex((item) => item.id === target);
        if (index === -1) items.push(saved);
        else items[index] = saved;
        return reply(create, { data: saved }, id === undefined ? 200 : 201);
      };
    return [
      http.post(url(create), (info) => save(nextId(items))(info)),
      http.put(url(update), (info) => save()(info)),
    ];
  };

  server.use(
    ...named('types', types),
    ...named('responsibleTypes', responsibleTypes),
    ...named('documentTypes', documentTypes),
    http.put(url(referenceEditingEndpoints.periodicities.update), async ({ request, params }) => {
      const body = await note(request);
      const index = periodicities.findIndex((item) => item.id === Number(params.id));
      periodicities[index] = { id: Number(params.id), name: String(body.name), interval_unit: body.interval_unit as 'day' | 'month', interval_amount: Number(body.interval_amount), active: body.active !== false };
      return reply(referenceEditingEndpoints.periodicities.update, { data: periodicities[index] });
    }),
    http.put(url(referenceEditingEndpoints.catalog.update), async ({ request, params }) => {
      const body = await note(request);
      const index = catalog.findIndex((item) => item.id === Number(params.id));
      catalog[index] = { ...catalog[index]!, system: String(body.system), activity: String(body.activity), affects_residents: body.affects_residents === true, active: body.active !== false };
      return reply(referenceEditingEndpoints.catalog.update, { data: catalog[index] });
    }),
    http.post(url(referenceEditingEndpoints.catalog.create), async ({ request }) => {
      await note(request);
      return apiError(422, 'VALIDATION_ERROR', 'Verifique os dados informados.', { periodicity: ['Periodicidade não encontrada.'] });
    }),
  );
  return sent;
}

async function openLists() {
  const user = userEvent.setup();
  signInAs('master');
  await renderApp(PATH);
  await screen.findByRole('checkbox', { name: 'Limpeza da caixa d’água' });
  await user.click(screen.getByRole('button', { name: 'Catálogo e listas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Catálogo e listas' });
  return { user, dialog };
}

describe("'Catálogo e listas' (issue 14: reference data seeded, editable by master)", () => {
  it('adds a maintenance type, reached by the keyboard, and lists it once saved', async () => {
    const sent = referenceServer();
    const { user, dialog } = await openLists();
    expect(within(dialog).getByRole('tab', { name: 'Atividades do catálogo', selected: true })).toBeTruthy();

    // One stop for the tab list; the arrow keys move between tabs.
    within(dialog).getByRole('tab', { name: 'Atividades do catálogo' }).focus();
    await user.keyboard('{ArrowRight}');
    const typesTab = within(dialog).getByRole('tab', { name: 'Tipos de manutenção', selected: true });
    expect(document.activeElement).toBe(typesTab);
    const panel = within(dialog).getByRole('tabpanel', { name: 'Tipos de manutenção' });
    expect(within(panel).getByRole('list', { name: 'Tipos de manutenção' }).textContent).toContain('Corretiva');

    await user.click(within(panel).getByRole('button', { name: 'Novo tipo de manutenção' }));
    const form = within(panel).getByRole('form', { name: 'Novo tipo de manutenção' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Nome'));
    await user.keyboard('Preditiva{Enter}');

    await expectToast('Tipo de manutenção cadastrado.');
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/maintenance-types', body: { name: 'Preditiva', active: true } }]);
    expect(within(panel).getByRole('list', { name: 'Tipos de manutenção' }).textContent).toContain('Preditiva');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Novo tipo de manutenção' }));
  });

  it('renames a periodicity and changes its interval', async () => {
    const sent = referenceServer();
    const { user, dialog } = await openLists();
    await user.click(within(dialog).getByRole('tab', { name: 'Periodicidades' }));
    await user.click(within(dialog).getByRole('button', { name: 'Editar periodicidade Semestral' }));
    const form = within(dialog).getByRole('form', { name: 'Editar periodicidade Semestral' });
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), 'A cada quatro meses');
    await user.clear(within(form).getByLabelText('Intervalo'));
    await user.type(within(form).getByLabelText('Intervalo'), '4');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    await expectToast('Periodicidade atualizada.');
    expect(sent).toEqual([{ method: 'PUT', path: '/api/v1/maintenance-periodicities/7', body: { name: 'A cada quatro meses', interval_unit: 'month', interval_amount: 4, active: true } }]);
    const list = within(dialog).getByRole('list', { name: 'Periodicidades' });
    await waitFor(() => expect(list.textContent).toContain('A cada quatro mesesA cada 4 meses · Ativa'));
  });

  it('deactivates a catalogue activity, and the programme stops offering it', async () => {
    const sent = referenceServer();
    const { user, dialog } = await openLists();
    await user.click(within(dialog).getByRole('button', { name: 'Editar atividade Teste dos portões automáticos' }));
    const form = within(dialog).getByRole('form', { name: 'Editar atividade Teste dos portões automáticos' });
    expect(within(form).getByLabelText('Periodicidade')).toHaveProperty('value', '4');
    await user.click(within(form).getByRole('checkbox', { name: 'Ativa' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    await expectToast('Atividade do catálogo atualizada.');
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/maintenance-catalog/2',
        body: { system: 'Portões', activity: 'Teste dos portões automáticos', type: 1, periodicity: 4, responsible_type: 3, affects_residents: false, active: false },
      },
    ]);
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Atividades do catálogo' }).textContent).toContain('Equipe de manutenção local · Preventiva · Inativa'));
    // The programme screen behind shares the catalogue's query: the retired activity is no longer offered.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Teste dos portões automáticos', hidden: true })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Limpeza da caixa d’água', hidden: true })).toBeTruthy();
  });

  it("says a duplicate name with the server's message, keeping the form", async () => {
    referenceServer();
    const { user, dialog } = await openLists();
    await user.click(within(dialog).getByRole('tab', { name: 'Responsáveis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Editar tipo de responsável Equipe de manutenção local' }));
    const form = within(dialog).getByRole('form', { name: 'Editar tipo de responsável Equipe de manutenção local' });
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), 'empresa especializada');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    const warning = await screen.findByRole('alertdialog', { name: 'Ops!' });
    expect(warning.textContent).toContain('Já existe um item com este nome.');
    expect(screen.getByRole('form', { name: 'Editar tipo de responsável Equipe de manutenção local', hidden: true })).toBeTruthy();
  });

  it("shows the server's field error next to its field", async () => {
    const sent = referenceServer();
    const { user, dialog } = await openLists();
    await user.click(within(dialog).getByRole('button', { name: 'Nova atividade' }));
    const form = within(dialog).getByRole('form', { name: 'Nova atividade' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Sistema'));
    await user.type(within(form).getByLabelText('Sistema'), 'Piscina');
    await user.type(within(form).getByLabelText('Atividade'), 'Limpeza dos filtros');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    // Checked on the screen first: nothing goes while a choice is missing.
    expect(await within(form).findByText('Selecione a periodicidade.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Tipo'), 'Preventiva');
    await user.selectOptions(within(form).getByLabelText('Periodicidade'), 'Mensal');
    await user.selectOptions(within(form).getByLabelText('Responsável'), 'Equipe de manutenção local');
    await user.click(within(form).getByRole('checkbox', { name: 'Afeta os moradores' }));
    await user.click(within(form).getByRole('button', { name: 'Cadastrar' }));

    expect(await within(form).findByText('Periodicidade não encontrada.')).toBeTruthy();
    expect(within(form).getByLabelText('Periodicidade').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByLabelText('Periodicidade'));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/maintenance-catalog', body: { system: 'Piscina', activity: 'Limpeza dos filtros', type: 1, periodicity: 4, responsible_type: 3, affects_residents: true, active: true } },
    ]);
  });
});
