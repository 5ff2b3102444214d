import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import { EVIDENCE_NOT_FOUND, EVIDENCE_THUMBNAIL_PX, PERFORMED_IN_FUTURE_MESSAGE, SELECTED_FILTER_INVALID, type CatalogActivity, type EnabledMaintenance, type ProgrammeItemForm } from '#contract/maintenance.ts';
import { addInterval } from '#contract/maintenance-schedule.ts';
import { condominiumMaintenances, notifications, outbox, users } from '#server/db/schema.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { multipart } from '#server/test/multipart.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { EARLIER_THAN_LAST_MESSAGE } from './executions.service.ts';
import { maintenanceNoticesJob } from './maintenance-notices.ts';
import { INVALID_LABEL_TITLE } from './public-page.ts';
import { SUMMARY_SENT_MESSAGE } from './summary-message.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TODAY = productToday();
type Person = { id: string; token: string };

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload && { payload }) });

async function building() {
  const condominium = await createCondominium(t.db);
  const people = {} as Record<'master' | 'sindico' | 'zelador' | 'engenheiro' | 'morador', Person>;
  for (const type of ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const) {
    people[type] = await t.signedIn(type, type === 'master' ? {} : { condominiumId: condominium.id });
  }
  return { condominiumId: condominium.id, people };
}

let catalog: CatalogActivity[];
const fromCatalog = (activity: CatalogActivity, startsOn: string): ProgrammeItemForm => ({
  catalog: activity.id,
  type: activity.type.id,
  periodicity: activity.periodicity.id,
  responsible_type: activity.responsible_type.id,
  starts_on: startsOn,
});

async function enabled(masterToken: string, condominiumId: string, items: ProgrammeItemForm[]): Promise<EnabledMaintenance[]> {
  const response = await call(masterToken, 'POST', `/maintenance/enable-dynamic-maintenance/${condominiumId}`, { maintenances: items });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const pdf = () => Buffer.from(`%PDF-1.7\n% nota ${Math.random()}\n%%EOF\n`);
async function evidence(token: string, condominiumId: string): Promise<string> {
  const body = multipart({ condominium: condominiumId, document_type: '1' }, { field: 'file', name: 'nota-fiscal.pdf', bytes: pdf(), contentType: 'application/pdf' });
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/maintenance/evidence', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.uuid;
}

beforeAll(async () => {
  const master = await t.signedIn('master');
  catalog = (await call(master.token, 'GET', '/maintenance-catalog/all')).json().data;
});

describe('maintenance: reference data and the catalogue', () => {
  it('lists the NBR 5674 reference lists and catalogue activities, to master and the staff only', async () => {
    const { people } = await building();
    const counts = async (url: string) => (await call(people.zelador.token, 'GET', url)).json().data.length;
    expect(await counts('/maintenance-types/all')).toBe(4);
    expect(await counts('/maintenance-periodicities/all')).toBe(11);
    expect(await counts('/maintenance-responsible-types/all')).toBe(3);
    expect(await counts('/maintenance-document-types/all')).toBe(7);
    expect(catalog.length).toBeGreaterThanOrEqual(20);
    const tank = catalog.find((activity) => activity.activity.startsWith("Limpeza e desinfecção da caixa d'água"))!;
    expect(tank).toMatchObject({ system: 'Hidráulica', periodicity: { name: 'Semestral', interval_unit: 'month', interval_amount: 6 }, affects_residents: true });
    expect((await call(people.morador.token, 'GET', '/maintenance-catalog/all')).statusCode).toBe(403);
  });
});

describe('maintenance: master keeps the reference data', () => {
  it('adds, renames and retires reference items and catalogue activities; names stay unique; nobody else may', async () => {
    const { people } = await building();
    const created = await call(people.master.token, 'POST', '/maintenance-types', { name: 'Emergencial' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect((await call(people.master.token, 'PUT', `/maintenance-types/${id}`, { name: 'Emergencial (24 h)', active: false })).json().data).toEqual({ id, name: 'Emergencial (24 h)', active: false });
    const duplicate = await call(people.master.token, 'POST', '/maintenance-types', { name: 'preventiva' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Já existe um item com este nome.');
    expect((await call(people.sindico.token, 'POST', '/maintenance-types', { name: 'Outra' })).statusCode).toBe(403);

    const every45Days = await call(people.master.token, 'POST', '/maintenance-periodicities', { name: 'A cada 45 dias', interval_unit: 'day', interval_amount: 45 });
    expect(every45Days.json().data).toMatchObject({ name: 'A cada 45 dias', interval_unit: 'day', interval_amount: 45, active: true });

    const activity = { system: 'Ar-condicionado', activity: 'Limpeza dos filtros', type: 1, periodicity: every45Days.json().data.id, responsible_type: 2, affects_residents: false };
    const added = await call(people.master.token, 'POST', '/maintenance-catalog', activity);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ system: 'Ar-condicionado', periodicity: { interval_amount: 45 }, responsible_type: { name: 'Empresa capacitada' } });
    expect((await call(people.master.token, 'POST', '/maintenance-catalog', activity)).statusCode).toBe(409);
    const retiredType = await call(people.master.token, 'POST', '/maintenance-catalog', { ...activity, activity: 'Outra', type: id });
    expect(retiredType.json().errors).toEqual({ type: ['Tipo de manutenção não encontrado.'] });
    expect((await call(people.master.token, 'PUT', '/maintenance-catalog/999999', activity)).statusCode).toBe(404);
  });
});

describe('maintenance: the programme master enables', () => {
  it('enables catalogue and custom activities once each, due on their start date, with an unguessable public id', async () => {
    const { condominiumId, people } = await building();
    expect((await call(people.sindico.token, 'GET', `/maintenance/all-by-condominium/${condominiumId}`)).statusCode).toBe(404);
    const startsOn = addCalendarDays(TODAY, 40);
    const programme = await enabled(people.master.token, condominiumId, [
      ...catalog.slice(0, 5).map((activity) => fromCatalog(activity, startsOn)),
      { system: 'Jardim', activity: 'Poda das árvores', type: 1, periodicity: 7, responsible_type: 3, starts_on: startsOn, due_soon_days: 10 },
    ]);
    expect(programme).toHaveLength(6);
    for (const item of programme) {
      expect(item).toMatchObject({ next_due_on: startsOn, last_performed_on: null, status: 'up_to_date', active: true });
      expect(item.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(programme.find((item) => item.system === 'Jardim')).toMatchObject({ catalog_id: null, due_soon_days: 10 });

    // The same catalogue activity again changes the one enabled: no duplicate.
    const again = await enabled(people.master.token, condominiumId, [{ ...fromCatalog(catalog[0]!, startsOn), due_soon_days: 5 }]);
    expect(again).toHaveLength(6);
    expect(again.find((item) => item.catalog_id === catalog[0]!.id)!.due_soon_days).toBe(5);
    expect((await call(people.sindico.token, 'GET', `/maintenance/all-by-condominium/${condominiumId}`)).json().data).toHaveLength(6);
  });

  it('reports each wrong row on its field, and lets only master change a programme', async () => {
    const { condominiumId, people } = await building();
    const refused = await call(people.master.token, 'POST', `/maintenance/enable-dynamic-maintenance/${condominiumId}`, {
      maintenances: [
        { type: 1, periodicity: 1, responsible_type: 1, starts_on: TODAY },
        { catalog: 99999, type: 99, periodicity: 1, responsible_type: 1, starts_on: TODAY },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ 'maintenances.0.system': ['Informe o sistema da manutenção.'], 'maintenances.0.activity': ['Informe a atividade.'] });
    const unknown = await call(people.master.token, 'POST', `/maintenance/enable-dynamic-maintenance/${condominiumId}`, {
      maintenances: [{ catalog: 99999, type: 99, periodicity: 1, responsible_type: 1, starts_on: TODAY }],
    });
    expect(unknown.json().errors).toEqual({ 'maintenances.0.catalog': ['Atividade do catálogo não encontrada.'], 'maintenances.0.type': ['Tipo de manutenção não encontrado.'] });
    const bySindico = await call(people.sindico.token, 'POST', `/maintenance/enable-dynamic-maintenance/${condominiumId}`, { maintenances: [fromCatalog(catalog[0]!, TODAY)] });
    expect(bySindico.statusCode).toBe(403);
  });

  it('moves the next due date when the periodicity changes, counting from the last execution', async () => {
    const { condominiumId, people } = await building();
    const [item] = await enabled(people.master.token, condominiumId, [fromCatalog(catalog[0]!, addCalendarDays(TODAY, -10))]);
    const performedOn = addCalendarDays(TODAY, -3);
    await call(people.zelador.token, 'POST', '/maintenance/store-by-condominium', { maintenance: item!.uuid, performed_on: performedOn, responsible_type: 1 });
    const monthly = 4;
    const updated = await call(people.master.token, 'PUT', `/maintenance/update-dynamic-maintenance/${condominiumId}`, {
      maintenances: [{ ...fromCatalog(catalog[0]!, addCalendarDays(TODAY, -10)), uuid: item!.uuid, periodicity: monthly }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data[0]).toMatchObject({ last_performed_on: performedOn, next_due_on: addInterval(performedOn, { unit: 'month', amount: 1 }), periodicity: { name: 'Mensal' } });

    const other = await building();
    const foreign = await call(people.master.token, 'PUT', `/maintenance/update-dynamic-maintenance/${other.condominiumId}`, {
      maintenances: [{ ...fromCatalog(catalog[0]!, TODAY), uuid: item!.uuid }],
    });
    expect(foreign.json().errors).toEqual({ 'maintenances.0.uuid': ['Manutenção não encontrada.'] });
  });
});

describe('maintenance: recording executions', () => {
  it('counts the next due date from the day the work was done, early or late, with its evidence', async () => {
    const { condominiumId, people } = await building();
    const dueOn = addCalendarDays(TODAY, -20);
    const [item] = await enabled(people.master.token, condominiumId, [fromCatalog(catalog[0]!, dueOn)]);
    expect(item!.status).toBe('overdue');
    const paper = await evidence(people.zelador.token, condominiumId);
    const performedOn = addCalendarDays(TODAY, -2);
    const recorded = await call(people.zelador.token, 'POST', '/maintenance/store-by-condominium', {
      maintenance: item!.uuid,
      performed_on: performedOn,
      responsible_type: 1,
      company: 'Águas Limpas Ltda.',
      cost_cents: 45000,
      notes: 'Caixa limpa e desinfetada.',
      evidence: [paper],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().data).toMatchObject({ performed_on: performedOn, due_on: dueOn, done_late: true, cost_cents: 45000, evidence: [{ uuid: paper, file_name: 'nota-fiscal.pdf', document_type: { id: 1 } }] });

    const details = (await call(people.engenheiro.token, 'GET', `/maintenance/show-by-condominium/${item!.uuid}`)).json().data;
    expect(details).toMatchObject({ last_performed_on: performedOn, next_due_on: addInterval(performedOn, { unit: 'month', amount: 6 }), status: 'done_late' });
    expect(details.records).toHaveLength(1);
    const download = await call(people.sindico.token, 'GET', `/maintenance/evidence/${paper}`);
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF-1.7')).toBe(true);
  });

  it('gives a photo’s thumbnail small, in WebP, to whoever may read the photo; a paper that is no image comes as it is', async () => {
    const { condominiumId, people } = await building();
    const photoBytes = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a6ea5' } }).jpeg({ quality: 95 }).toBuffer();
    const body = multipart({ condominium: condominiumId, document_type: '1' }, { field: 'file', name: 'caixa-limpa.jpg', bytes: photoBytes, contentType: 'image/jpeg' });
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/maintenance/evidence', headers: { ...bearer(people.zelador.token), ...body.headers }, payload: body.payload });
    expect(sent.statusCode, sent.body).toBe(201);
    const photo = sent.json().data.uuid;

    const thumbnail = await call(people.zelador.token, 'GET', `/maintenance/evidence/${photo}?size=thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload.length).toBeLessThan(photoBytes.length / 10);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: EVIDENCE_THUMBNAIL_PX, height: EVIDENCE_THUMBNAIL_PX * 0.75 });
    const original = await call(people.zelador.token, 'GET', `/maintenance/evidence/${photo}`);
    expect(original.rawPayload.equals(photoBytes)).toBe(true);

    // Not sent to anyone else before an execution claims it, thumbnail or not.
    expect((await call(people.sindico.token, 'GET', `/maintenance/evidence/${photo}?size=thumbnail`)).statusCode).toBe(404);
    const paper = await evidence(people.zelador.token, condominiumId);
    const asItIs = await call(people.zelador.token, 'GET', `/maintenance/evidence/${paper}?size=thumbnail`);
    expect(asItIs.headers['content-type']).toBe('application/pdf');
    const unknown = await call(people.zelador.token, 'GET', `/maintenance/evidence/${paper}?size=huge`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ size: ['Tamanho de imagem inválido.'] });
  });

  it('refuses a date in the future or before the last execution, and evidence that is not the caller’s', async () => {
    const { condominiumId, people } = await building();
    const [item] = await enabled(people.master.token, condominiumId, [fromCatalog(catalog[1]!, TODAY)]);
    const record = (body: object) => call(people.zelador.token, 'POST', '/maintenance/store-by-condominium', { maintenance: item!.uuid, responsible_type: 1, ...body });
    expect((await record({ performed_on: addCalendarDays(TODAY, 1) })).json().errors).toEqual({ performed_on: [PERFORMED_IN_FUTURE_MESSAGE] });
    expect((await record({ performed_on: TODAY })).statusCode).toBe(201);
    expect((await record({ performed_on: addCalendarDays(TODAY, -1) })).json().errors).toEqual({ performed_on: [EARLIER_THAN_LAST_MESSAGE] });
    const someoneElses = await evidence(people.sindico.token, condominiumId);
    const refused = await record({ performed_on: TODAY, evidence: [someoneElses] });
    expect(refused.json().errors).toEqual({ evidence: [EVIDENCE_NOT_FOUND] });
    // Nothing of the refused execution was written.
    expect((await call(people.zelador.token, 'GET', `/maintenance/show-by-condominium/${item!.uuid}`)).json().data.records).toHaveLength(1);

    const elsewhere = await building();
    const foreign = await call(elsewhere.people.zelador.token, 'POST', '/maintenance/store-by-condominium', { maintenance: item!.uuid, responsible_type: 1, performed_on: TODAY });
    expect(foreign.json().errors).toEqual({ maintenance: ['Manutenção não encontrada.'] });
  });
});

describe('maintenance: listings, timeline and summary', () => {
  it('lists overdue first, filters by status and system, and refuses a selected_filter that is not JSON of the right shape', async () => {
    const { condominiumId, people } = await building();
    const tank = catalog.find((activity) => activity.system === 'Hidráulica')!;
    const elevator = catalog.find((activity) => activity.system === 'Elevadores')!;
    const pumps = catalog.find((activity) => activity.system === 'Gerador')!;
    await enabled(people.master.token, condominiumId, [
      fromCatalog(tank, addCalendarDays(TODAY, 100)),
      fromCatalog(elevator, addCalendarDays(TODAY, -5)),
      fromCatalog(pumps, addCalendarDays(TODAY, 1)),
    ]);
    const listing = async (selected?: object | string) => {
      const query = selected === undefined ? '' : `?selected_filter=${encodeURIComponent(typeof selected === 'string' ? selected : JSON.stringify(selected))}`;
      return call(people.sindico.token, 'GET', `/maintenance/listing${query}`);
    };
    const all = (await listing()).json().data.data as EnabledMaintenance[];
    expect(all.map((item) => [item.system, item.status])).toEqual([
      ['Elevadores', 'overdue'],
      ['Gerador', 'due_soon'],
      ['Hidráulica', 'up_to_date'],
    ]);
    expect((await listing({ status: ['overdue', 'due_soon'] })).json().data.data).toHaveLength(2);
    expect((await listing({ system: 'hidráulica' })).json().data.data.map((item: EnabledMaintenance) => item.system)).toEqual(['Hidráulica']);
    for (const bad of ['{status:', '{"status":["tarde"]}', '[]', '{"unknown":1}']) {
      const response = await listing(bad);
      expect(response.statusCode, bad).toBe(422);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^selected_filter/);
    }
    expect((await listing('{status:')).json().errors).toEqual({ selected_filter: [SELECTED_FILTER_INVALID] });
  });

  it('draws the timeline and counts the summary for a period', async () => {
    const { condominiumId, people } = await building();
    const [item] = await enabled(people.master.token, condominiumId, [fromCatalog(catalog.find((activity) => activity.periodicity.name === 'Mensal')!, addCalendarDays(TODAY, -40))]);
    await call(people.zelador.token, 'POST', '/maintenance/store-by-condominium', { maintenance: item!.uuid, performed_on: addCalendarDays(TODAY, -35), responsible_type: 1, cost_cents: 12000 });
    const timeline = (await call(people.engenheiro.token, 'GET', `/maintenance/timeline/${condominiumId}`)).json().data;
    const performed = timeline.entries.filter((entry: { kind: string }) => entry.kind === 'performed');
    const due = timeline.entries.filter((entry: { kind: string }) => entry.kind === 'due');
    expect(performed).toEqual([expect.objectContaining({ day: addCalendarDays(TODAY, -35), status: 'done_late' })]);
    expect(due[0]).toMatchObject({ day: addInterval(addCalendarDays(TODAY, -35), { unit: 'month', amount: 1 }), status: 'overdue' });
    expect(due.length).toBeGreaterThanOrEqual(3);

    const summary = (await call(people.sindico.token, 'GET', `/maintenance/summary/${condominiumId}?from=${addCalendarDays(TODAY, -60)}&to=${TODAY}`)).json().data;
    expect(summary).toMatchObject({ performed: 1, cost_cents: 12000, by_status: { overdue: 1, due_soon: 0, done_late: 0, up_to_date: 0 } });
    expect((await call(people.sindico.token, 'GET', `/maintenance/summary/${condominiumId}?from=${TODAY}&to=${addCalendarDays(TODAY, -1)}`)).statusCode).toBe(422);
  });
});

describe('maintenance: the public QR page', () => {
  it('shows a visitor only the building, the activity and its schedule, and nothing for an unknown or inactive id', async () => {
    const { condominiumId, people } = await building();
    const [item] = await enabled(people.master.token, condominiumId, [fromCatalog(catalog[0]!, addCalendarDays(TODAY, -1))]);
    await call(people.zelador.token, 'POST', '/maintenance/store-by-condominium', { maintenance: item!.uuid, performed_on: TODAY, responsible_type: 2, cost_cents: 999, notes: 'Senha do portão 1234' });
    const shown = await call(null, 'GET', `/qrcode-data/${item!.public_id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({
      condominium_name: expect.any(String),
      system: item!.system,
      activity: item!.activity,
      periodicity: 'Semestral',
      last_performed_on: TODAY,
      last_responsible_type: 'Empresa capacitada',
      next_due_on: addInterval(TODAY, { unit: 'month', amount: 6 }),
      status: 'done_late',
    });
    expect(shown.body).not.toContain('999');
    expect(shown.body).not.toContain('Senha');

    const unknown = await call(null, 'GET', `/qrcode-data/${'A'.repeat(22)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Detalhe da manutenção não encontrado');
    // The row's own id is not a public id.
    expect((await call(null, 'GET', `/qrcode-data/${item!.uuid}`)).statusCode).not.toBe(200);
    await t.db.update(condominiumMaintenances).set({ active: false }).where(eq(condominiumMaintenances.id, item!.uuid));
    expect((await call(null, 'GET', `/qrcode-data/${item!.public_id}`)).statusCode).toBe(404);
  });

  it('answers the QR address itself with the page already drawn, and no script', async () => {
    const { condominiumId, people } = await building();
    const [item] = await enabled(people.master.token, condominiumId, [fromCatalog(catalog[0]!, addCalendarDays(TODAY, 10))]);
    const page = await t.app.inject({ method: 'GET', url: `/maintenance/public/details/${item!.public_id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="pt-BR"');
    expect(page.body).toContain(`>${item!.activity.replace("'", '&#x27;')}</h1>`);
    expect(page.body).toContain(addCalendarDays(TODAY, 10).split('-').reverse().join('/'));
    expect(page.body).toContain('Vence em breve');
    expect(page.body).not.toContain('<script');
    // No SPA is built in this test: an unknown id gets the invalid label's page on its own (with a SPA, see overview-filters.test.ts).
    const unknown = await t.app.inject({ method: 'GET', url: `/maintenance/public/details/${'B'.repeat(22)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('<html lang="pt-BR"');
    expect(unknown.body).toContain(`<h1>${INVALID_LABEL_TITLE}</h1>`);
    expect(unknown.body).toContain('procure a administração do condomínio');
    expect(unknown.body).not.toContain('<script');
  });
});

describe('maintenance: notices and the WhatsApp summary', () => {
  it('tells the síndico and the zelador once when an activity comes due soon and once when it is overdue', async () => {
    const { condominiumId, people } = await building();
    const [item] = await enabled(people.master.token, condominiumId, [{ ...fromCatalog(catalog[0]!, addCalendarDays(TODAY, 3)), due_soon_days: 5 }]);
    const log = pino({ level: 'silent' });
    const noticesOf = async (userId: string) =>
      (await t.db.select({ title: notifications.title, route: notifications.route }).from(notifications).where(eq(notifications.userId, userId))).filter((notice) => notice.route?.includes(item!.uuid));

    await runDueJobs(t.appDb, [maintenanceNoticesJob], log, TODAY);
    await runDueJobs(t.appDb, [maintenanceNoticesJob], log, addCalendarDays(TODAY, 1));
    expect(await noticesOf(people.sindico.id)).toEqual([{ title: 'Manutenção vence em breve', route: `/maintenance-details/${item!.uuid}` }]);
    expect(await noticesOf(people.zelador.id)).toHaveLength(1);
    expect(await noticesOf(people.engenheiro.id)).toHaveLength(0);

    await runDueJobs(t.appDb, [maintenanceNoticesJob], log, addCalendarDays(TODAY, 4));
    await runDueJobs(t.appDb, [maintenanceNoticesJob], log, addCalendarDays(TODAY, 5));
    expect((await noticesOf(people.zelador.id)).map((notice) => notice.title)).toEqual(['Manutenção vence em breve', 'Manutenção vencida']);
  });

  it('queues the summary for each síndico with a mobile phone, in international form', async () => {
    const { condominiumId, people } = await building();
    await enabled(people.master.token, condominiumId, [fromCatalog(catalog[0]!, addCalendarDays(TODAY, -1))]);
    const send = () => call(people.zelador.token, 'POST', '/whatsapp_service/send-summary-maintenance', { condominium: condominiumId });
    const nobody = await send();
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().message).toBe('Nenhum síndico deste condomínio tem celular cadastrado para receber o resumo.');

    await t.db.update(users).set({ mobilePhone: '11987654321' }).where(eq(users.id, people.sindico.id));
    const sent = await send();
    expect(sent.json().data).toMatchObject({ message: SUMMARY_SENT_MESSAGE, recipients: 1, to: [{ name: expect.any(String), phone: '11987654321' }] });
    const [queued] = await t.db.select().from(outbox).where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.recipient, '5511987654321')));
    expect(queued!.bodyText).toContain('Resumo de manutenção');
    expect(queued!.bodyText).toContain('Vencida: 1');
  });
});
