import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import { REPORT_PERIOD_TOO_LONG, type CatalogActivity, type EnabledMaintenance, type MaintenanceFilter, type MaintenanceReport } from '#contract/maintenance.ts';
import { condominiums, maintenanceRecords } from '#server/db/schema.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { multipart } from '#server/test/multipart.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

// Issue 23 §4: the assembleia report of a condominium, GET /maintenance/report/{id}.

const TODAY = productToday();
const LAST_MONTH = { from: addCalendarDays(TODAY, -30), to: TODAY };

let t: TestApp;
let catalog: CatalogActivity[];
beforeAll(async () => {
  t = await startTestApp();
  const master = await t.signedIn('master');
  catalog = (await call(master.token, 'GET', '/maintenance-catalog/all')).json().data;
});
afterAll(() => t.close());

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
const query = (period: { from?: string; to?: string }, filter?: MaintenanceFilter) =>
  new URLSearchParams({ ...period, ...(filter && { selected_filter: JSON.stringify(filter) }) }).toString();
const reportOf = async (token: string, condominiumId: string, search: string): Promise<MaintenanceReport> => {
  const response = await call(token, 'GET', `/maintenance/report/${condominiumId}?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

async function evidence(token: string, condominiumId: string, fileName: string): Promise<string> {
  const bytes = Buffer.from(`%PDF-1.7\n% ${fileName} ${Math.random()}\n%%EOF\n`);
  const body = multipart({ condominium: condominiumId, document_type: '1' }, { field: 'file', name: fileName, bytes, contentType: 'application/pdf' });
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/maintenance/evidence', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.uuid;
}

/**
 * A building with three monthly activities that started 40 days ago: the elevators' done last year and 10 days ago
 * (with two papers), the pumps' done 5 days ago by the building's own team, and the alarm's never (overdue).
 */
async function building() {
  const condominium = await createCondominium(t.db);
  await t.db.update(condominiums).set({ street: 'Rua das Acácias', number: '120', neighborhood: 'Jardim Paulista', zipCode: '01415000' }).where(eq(condominiums.id, condominium.id));
  const master = await t.signedIn('master');
  const people = {
    master,
    sindico: await t.signedIn('sindico', { condominiumId: condominium.id }),
    zelador: await t.signedIn('zelador', { condominiumId: condominium.id }),
    engenheiro: await t.signedIn('engenheiro', { condominiumId: condominium.id }),
    morador: await t.signedIn('morador', { condominiumId: condominium.id }),
  };
  const activity = (name: string) => catalog.find((candidate) => candidate.activity === name)!;
  const items = ['Manutenção preventiva dos elevadores', 'Teste de funcionamento das bombas de recalque', 'Teste do alarme de incêndio'].map((name) => {
    const found = activity(name);
    return { catalog: found.id, type: found.type.id, periodicity: found.periodicity.id, responsible_type: found.responsible_type.id, starts_on: addCalendarDays(TODAY, -40) };
  });
  const enabled = await call(master.token, 'POST', `/maintenance/enable-dynamic-maintenance/${condominium.id}`, { maintenances: items });
  expect(enabled.statusCode, enabled.body).toBe(201);
  const [elevators, pumps, alarm] = items.map((item) => (enabled.json().data as EnabledMaintenance[]).find((maintenance) => maintenance.catalog_id === item.catalog)!);
  const record = async (maintenance: EnabledMaintenance, daysAgo: number, details: object) => {
    const response = await call(people.zelador.token, 'POST', '/maintenance/store-by-condominium', { maintenance: maintenance.uuid, performed_on: addCalendarDays(TODAY, -daysAgo), ...details });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.uuid as string;
  };
  const lastYear = await record(elevators!, 400, { responsible_type: 1, company: 'Elevadores Antigos Ltda' });
  const papers = [await evidence(people.zelador.token, condominium.id, 'laudo-elevadores.pdf'), await evidence(people.zelador.token, condominium.id, 'nota-fiscal-elevadores.pdf')];
  const recent = await record(elevators!, 10, {
    responsible_type: 1,
    company: 'Elevadores Sobe e Desce Ltda',
    professional: 'Eng. Paulo Reis',
    cost_cents: 120000,
    notes: 'Troca dos cabos de tração.',
    evidence: papers,
  });
  const pumpsDone = await record(pumps!, 5, { responsible_type: 3, professional: 'Zelador de Teste' });
  return { condominiumId: condominium.id, people, elevators: elevators!, pumps: pumps!, alarm: alarm!, executions: { lastYear, recent, pumpsDone } };
}

describe('the assembleia report: who may read it', () => {
  it('answers master and the staff of the condominium; another condominium’s síndico 404, a morador 403, nobody 401, and changes nothing', async () => {
    const { condominiumId, people } = await building();
    const before = await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.condominiumId, condominiumId));
    for (const person of [people.master, people.sindico, people.zelador, people.engenheiro]) {
      expect((await call(person.token, 'GET', `/maintenance/report/${condominiumId}`)).statusCode, person.type).toBe(200);
    }
    const stranger = await t.signedIn('sindico');
    const strangers = await call(stranger.token, 'GET', `/maintenance/report/${condominiumId}`);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.body).not.toContain('Elevadores');
    expect((await call(people.morador.token, 'GET', `/maintenance/report/${condominiumId}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/maintenance/report/${condominiumId}`)).statusCode).toBe(401);
    expect(await t.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.condominiumId, condominiumId))).toEqual(before);
  });
});

describe('the assembleia report: what it holds', () => {
  it('heads with the building and the period, counts like the summary, and lists the period’s executions by system with who did them and their papers', async () => {
    const { condominiumId, people, executions } = await building();
    const report = await reportOf(people.sindico.token, condominiumId, query(LAST_MONTH));
    expect(report.condominium).toMatchObject({ uuid: condominiumId, street: 'Rua das Acácias', number: '120', neighborhood: 'Jardim Paulista', zip_code: '01415000' });
    expect(report.condominium.cnpj).toMatch(/^[0-9A-Z]{14}$/);
    expect(report).toMatchObject({ ...LAST_MONTH, today: TODAY });

    // The execution of last year is outside the period; the two in it come by system (Elevadores before Hidráulica).
    expect(report.executions.map((execution) => execution.uuid)).toEqual([executions.recent, executions.pumpsDone]);
    const [elevators, pumps] = report.executions;
    expect(elevators).toMatchObject({
      maintenance: { system: 'Elevadores', activity: 'Manutenção preventiva dos elevadores' },
      performed_on: addCalendarDays(TODAY, -10),
      responsible_type: { name: 'Empresa especializada' },
      company: 'Elevadores Sobe e Desce Ltda',
      professional: 'Eng. Paulo Reis',
      notes: 'Troca dos cabos de tração.',
    });
    expect(elevators!.evidence.map((file) => file.file_name)).toEqual(['laudo-elevadores.pdf', 'nota-fiscal-elevadores.pdf']);
    expect(pumps).toMatchObject({ maintenance: { system: 'Hidráulica' }, responsible_type: { name: 'Equipe de manutenção local' }, evidence: [] });

    const summary = (await call(people.sindico.token, 'GET', `/maintenance/summary/${condominiumId}?${query(LAST_MONTH)}`)).json().data;
    expect(report.summary).toEqual({ by_status: summary.by_status, by_system: summary.by_system, performed: 2, cost_cents: 120000 });
  });

  it('lists what is overdue today, with its due date and the days since', async () => {
    const { condominiumId, people, alarm } = await building();
    const report = await reportOf(people.zelador.token, condominiumId, query(LAST_MONTH));
    expect(report.overdue).toEqual([
      {
        uuid: alarm.uuid,
        system: 'Combate a incêndio',
        activity: 'Teste do alarme de incêndio',
        responsible_type: alarm.responsible_type,
        next_due_on: addCalendarDays(TODAY, -40),
        days_overdue: 40,
      },
    ]);
  });

  it('honours the listing’s filter, as the summary does', async () => {
    const { condominiumId, people, executions } = await building();
    const elevatorsOnly = await reportOf(people.sindico.token, condominiumId, query(LAST_MONTH, { system: 'Elevadores' }));
    expect(elevatorsOnly.executions.map((execution) => execution.uuid)).toEqual([executions.recent]);
    expect(elevatorsOnly.overdue).toEqual([]);
    expect(elevatorsOnly.summary.by_system.map((row) => row.system)).toEqual(['Elevadores']);

    const overdueOnly = await reportOf(people.sindico.token, condominiumId, query(LAST_MONTH, { status: ['overdue'] }));
    expect(overdueOnly.executions).toEqual([]);
    expect(overdueOnly.overdue.map((item) => item.activity)).toEqual(['Teste do alarme de incêndio']);
  });

  it('covers the calendar year unless asked otherwise, and the year before when asked', async () => {
    const { condominiumId, people, executions } = await building();
    const year = TODAY.slice(0, 4);
    const report = await reportOf(people.engenheiro.token, condominiumId, '');
    expect(report).toMatchObject({ from: `${year}-01-01`, to: `${year}-12-31` });
    const lastYear = addCalendarDays(TODAY, -400).slice(0, 4);
    const before = await reportOf(people.engenheiro.token, condominiumId, query({ from: `${lastYear}-01-01`, to: `${lastYear}-12-31` }));
    expect(before.executions.map((execution) => execution.uuid)).toContain(executions.lastYear);
    expect(before.executions.map((execution) => execution.uuid)).not.toContain(executions.recent);
  });

  it('takes a leap year whole, and refuses a longer period or a reversed one in pt-BR', async () => {
    const { condominiumId, people } = await building();
    expect((await call(people.sindico.token, 'GET', `/maintenance/report/${condominiumId}?${query({ from: '2024-01-01', to: '2024-12-31' })}`)).statusCode).toBe(200);
    const tooLong = await call(people.sindico.token, 'GET', `/maintenance/report/${condominiumId}?${query({ from: '2025-01-01', to: '2026-01-02' })}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ message: REPORT_PERIOD_TOO_LONG, errors: { to: [REPORT_PERIOD_TOO_LONG] } });
    const reversed = await call(people.sindico.token, 'GET', `/maintenance/report/${condominiumId}?${query({ from: '2026-03-01', to: '2026-02-01' })}`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe('O fim do período deve ser depois do início.');
    const badDate = await call(people.sindico.token, 'GET', `/maintenance/report/${condominiumId}?from=2026-02-30`);
    expect(badDate.statusCode).toBe(422);
  });
});
