import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import type { CatalogActivity, EnabledMaintenance, MaintenanceFilter, ProgrammeItemForm, TimelineEntry } from '#contract/maintenance.ts';
import { users } from '#server/db/schema.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { FAKE_WHATSAPP_ACCESS_TOKEN, FAKE_WHATSAPP_PHONE_NUMBER_ID, startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '#testing/fake-whatsapp-cloud-api.ts';
import { INVALID_LABEL_TITLE } from './public-page.ts';
import { SUMMARY_SENT_MESSAGE } from './summary-message.ts';

// Issue 23 §3: the timeline, the summary and the WhatsApp summary show what the listing's filter shows.

const TODAY = productToday();
const INDEX_HTML = '<!doctype html><html lang="pt-BR"><head><title>Zelo</title></head><body class="light"><div id="root"><div class="boot"></div></div><script type="module" src="/assets/app.js"></script></body></html>';

let fake: FakeWhatsAppCloudApi;
let t: TestApp;
let catalog: CatalogActivity[];

beforeAll(async () => {
  fake = await startFakeWhatsAppCloudApi();
  // A built SPA, as in production: the QR page's unknown id then carries it.
  const buildDir = await mkdtemp(join(tmpdir(), 'zelo-build-'));
  await mkdir(join(buildDir, 'client'), { recursive: true });
  await writeFile(join(buildDir, 'client', 'index.html'), INDEX_HTML);
  t = await startTestApp({ BUILD_DIR: buildDir, WHATSAPP_API_URL: fake.url, WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_ACCESS_TOKEN });
  const master = await t.signedIn('master');
  catalog = (await call(master.token, 'GET', '/maintenance-catalog/all')).json().data;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });
const selected = (filter: MaintenanceFilter) => `selected_filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** A building with an overdue elevator activity and a hydraulic one, each executed once 10 days ago. */
async function building() {
  const condominium = await createCondominium(t.db);
  const master = await t.signedIn('master');
  const sindico = await t.signedIn('sindico', { condominiumId: condominium.id });
  const zelador = await t.signedIn('zelador', { condominiumId: condominium.id });
  const item = (system: string, startsOn: string): ProgrammeItemForm => {
    const activity = catalog.find((candidate) => candidate.system === system && candidate.periodicity.name === 'Mensal') ?? catalog.find((candidate) => candidate.system === system)!;
    return { catalog: activity.id, type: activity.type.id, periodicity: activity.periodicity.id, responsible_type: activity.responsible_type.id, starts_on: startsOn };
  };
  const enabled = await call(master.token, 'POST', `/maintenance/enable-dynamic-maintenance/${condominium.id}`, {
    maintenances: [item('Elevadores', addCalendarDays(TODAY, -20)), item('Hidráulica', addCalendarDays(TODAY, -20))],
  });
  expect(enabled.statusCode, enabled.body).toBe(201);
  for (const maintenance of enabled.json().data as EnabledMaintenance[]) {
    const recorded = await call(zelador.token, 'POST', '/maintenance/store-by-condominium', { maintenance: maintenance.uuid, performed_on: addCalendarDays(TODAY, -10), responsible_type: 1, cost_cents: 5000 });
    expect(recorded.statusCode, recorded.body).toBe(201);
  }
  await t.db.update(users).set({ mobilePhone: '11987654321', name: 'Sílvia Síndica' }).where(eq(users.id, sindico.id));
  return { condominiumId: condominium.id, sindico, zelador };
}

describe('the timeline and the summary honour the listing filter', () => {
  it('shows only the maintenances the programme listing shows for the same selected_filter', async () => {
    const { condominiumId, sindico } = await building();
    const filter = { system: 'Elevadores', condominium: condominiumId };

    const listed = (await call(sindico.token, 'GET', `/maintenance/listing?${selected(filter)}`)).json().data.data as EnabledMaintenance[];
    expect(listed.map((item) => item.system)).toEqual(['Elevadores']);

    const unfiltered = (await call(sindico.token, 'GET', `/maintenance/timeline/${condominiumId}`)).json().data.entries as TimelineEntry[];
    expect(new Set(unfiltered.map((entry) => entry.maintenance.system))).toEqual(new Set(['Elevadores', 'Hidráulica']));
    const timeline = await call(sindico.token, 'GET', `/maintenance/timeline/${condominiumId}?${selected(filter)}`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const entries = timeline.json().data.entries as TimelineEntry[];
    expect(entries.some((entry) => entry.kind === 'performed')).toBe(true);
    expect(new Set(entries.map((entry) => entry.maintenance.uuid))).toEqual(new Set(listed.map((item) => item.uuid)));

    const summary = (await call(sindico.token, 'GET', `/maintenance/summary/${condominiumId}?${selected(filter)}`)).json().data;
    expect(summary.by_system.map((row: { system: string }) => row.system)).toEqual(['Elevadores']);
    expect(summary).toMatchObject({ performed: 1, cost_cents: 5000 });
    expect(Object.values(summary.by_status as Record<string, number>).reduce((total, count) => total + count, 0)).toBe(1);
  });

  it('takes the period from the filter, and refuses a filter that is not the listing one', async () => {
    const { condominiumId, sindico } = await building();
    const period = { from: addCalendarDays(TODAY, -5), to: TODAY };
    const summary = (await call(sindico.token, 'GET', `/maintenance/summary/${condominiumId}?${selected(period)}`)).json().data;
    expect(summary).toMatchObject({ ...period, performed: 0 });
    const refused = await call(sindico.token, 'GET', `/maintenance/timeline/${condominiumId}?selected_filter=${encodeURIComponent('{"sistema":"x"}')}`);
    expect(refused.statusCode).toBe(422);
  });
});

describe('the WhatsApp summary', () => {
  it('previews the exact text and the recipients without sending, then sends that text for the same filter', async () => {
    const { condominiumId, zelador } = await building();
    const filter = { system: 'Elevadores' };
    const body = { condominium: condominiumId, selected_filter: JSON.stringify(filter) };
    const before = fake.received.length;

    const preview = await call(zelador.token, 'POST', '/whatsapp_service/send-summary-maintenance', { ...body, dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const { text, to } = preview.json().data;
    expect(to).toEqual([{ name: 'Sílvia Síndica', phone: '11987654321' }]);
    expect(text).toContain('Sistema: Elevadores');
    expect(text).toContain('Execuções no período: 1 (R$\u00a050,00)');
    await t.outbox.kick();
    expect(fake.received).toHaveLength(before);

    const sent = await call(zelador.token, 'POST', '/whatsapp_service/send-summary-maintenance', body);
    expect(sent.json().data).toEqual({ message: SUMMARY_SENT_MESSAGE, recipients: 1, to, text });
    await t.outbox.kick();
    const delivered = fake.received.slice(before).map((request) => request.body as { to: string; text: { body: string } });
    expect(delivered).toEqual([expect.objectContaining({ to: '5511987654321', text: expect.objectContaining({ body: text }) })]);

    const unfiltered = (await call(zelador.token, 'POST', '/whatsapp_service/send-summary-maintenance', { condominium: condominiumId, dry_run: true })).json().data.text;
    expect(unfiltered).toContain('Execuções no período: 2 (R$\u00a0100,00)');
    expect(unfiltered).not.toContain('Sistema:');
  });
});

describe('an unknown QR label', () => {
  it('answers 404 with a page in pt-BR that says the label is not valid and whom to ask, readable without JavaScript', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/maintenance/public/details/${'Z'.repeat(22)}` });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="pt-BR"');
    const noscript = /<noscript>(.*)<\/noscript>/s.exec(page.body)?.[1] ?? '';
    expect(noscript).toContain(`<h1>${INVALID_LABEL_TITLE}</h1>`);
    expect(noscript).toContain('procure a administração do condomínio');
    // The boot spinner would cover it without JavaScript; with it, the SPA starts (SPEC §8's toast, then /404).
    expect(noscript).toContain('.boot{display:none}');
    expect(page.body).toContain('<script type="module" src="/assets/app.js"></script>');
    expect((await t.app.inject({ method: 'GET', url: '/maintenance/public/details/nao-e-um-id' })).statusCode).toBe(404);
  });
});
