import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sessionFile, signIn, test } from './support/fixtures.ts';
import { newCondominium, newPerson } from './support/own-condominium.ts';

// Issue 14: master sets the programme up on a desktop, the zelador records on a tablet, a visitor scans a label with a phone.
const DESKTOP = { width: 1440, height: 900 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
/** A 1×1 PNG: the photo the zelador's camera hands over. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Catalogue activities (migration 0011) this spec enables, starting today, in a condominium of its own. */
const KEPT = [
  'Recarga dos extintores',
  'Teste da iluminação de emergência e baterias',
  'Limpeza de calhas, rufos e ralos',
  'Teste e lubrificação dos portões automáticos',
] as const;

/** Enabled with its first due date in the past and never done: overdue, the one the zelador records. */
const OVERDUE = 'Teste de funcionamento das bombas de recalque';

/** The product's calendar day (America/Sao_Paulo), as a date field takes it: YYYY-MM-DD. */
const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return isoDay(new Date(Date.UTC(year, month - 1, date + days)));
}

/** One month later; the 31st becomes the last day of a shorter month. */
function addOneMonth(day: string): string {
  const [year, month, date] = dayParts(day);
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(year, month, Math.min(date, lastOfNext))));
}

/** DD/MM/YYYY, as every screen shows a day. */
const shown = (day: string) => day.split('-').reverse().join('/');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A real one-page PDF, as Chromium prints it: the nota fiscal of the service, distinct on every run. */
async function invoicePdf(browser: Browser, number: string): Promise<Buffer> {
  const printer = await browser.newPage();
  await printer.setContent(`<h1>Nota fiscal de serviço ${number}</h1><p>Teste de funcionamento · Equipe de manutenção local</p>`);
  const bytes = await printer.pdf({ format: 'A4' });
  await printer.close();
  return bytes;
}

/** A person's own browser: signed in from a saved session, or with none yet. */
async function device(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }, account?: 'master', javaScriptEnabled = true): Promise<BrowserContext> {
  // A context of its own (not browser.newPage): axe-core runs only in pages of a context made by the test.
  return browser.newContext({ baseURL, viewport, javaScriptEnabled, storageState: account ? sessionFile(account) : undefined });
}

/** The programme listing's row of an activity. */
const programmeRow = (page: Page, activity: string) =>
  page.getByRole('table', { name: 'Programa de manutenção' }).getByRole('row').filter({ has: page.getByRole('link', { name: activity, exact: true }) });

/** What the public page says under one of its terms. */
const publicValue = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(term)}$`) }).locator('xpath=following-sibling::dd[1]');

test('master enables five activities, the zelador records the overdue one with its nota fiscal and prints the labels, and a phone opens its QR page without signing in', async ({ browser, baseURL, request }) => {
  // Three people on three devices, and a page opened with and without JavaScript.
  test.slow();
  const today = saoPauloToday();
  const startedOn = addDays(today, -60);
  const performedOn = addDays(today, -3);
  const nextDue = addOneMonth(performedOn);
  const invoice = await invoicePdf(browser, `NFS-e ${Date.now()}`);
  // A condominium with no programme yet and its zelador: what the programme, the timeline and the labels show is this test's.
  const condominium = await newCondominium(request, 'Residencial das Bombas');
  const caretaker = await newPerson(request, condominium, { name: 'Caio Mendes', type: 'zelador' });

  // Master, on a desktop, opens the condominium's programme from the condominium register.
  const masterContext = await device(browser, baseURL, DESKTOP, 'master');
  const master = await masterContext.newPage();
  await master.goto('/condominium-register');
  await expect(master.getByRole('heading', { level: 1, name: 'Cadastro de Condomínios' })).toBeVisible();
  await master.getByRole('searchbox', { name: 'Buscar condomínio por nome ou CNPJ' }).fill(condominium.name);
  await expect(master).toHaveURL(/filter=/);
  await master.getByRole('link', { name: `Manutenções de ${condominium.name}`, exact: true }).click();
  await expect(master).toHaveURL(/\/condominium-register\/maintenance\/[0-9a-f-]{36}$/);
  expect(new URL(master.url()).pathname.split('/').pop()).toBe(condominium.uuid);
  await expect(master.getByRole('heading', { level: 2, name: condominium.name })).toBeVisible();
  await expect(master.getByRole('checkbox', { name: KEPT[0], exact: true })).not.toBeChecked();

  for (const activity of KEPT) await master.getByRole('checkbox', { name: activity, exact: true }).check();
  await master.getByRole('checkbox', { name: OVERDUE, exact: true }).check();
  const settings = master.getByRole('group', { name: `Configuração: ${OVERDUE}` });
  await settings.getByLabel('Periodicidade').selectOption({ label: 'Mensal' });
  await settings.getByLabel('Primeiro vencimento').fill(startedOn);
  await master.getByRole('button', { name: 'Habilitar manutenções' }).click();
  const saved = master.getByRole('dialog', { name: 'Sucesso!' });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Manutenções habilitadas com sucesso!');
  await expect(master).toHaveURL(/\/condominium-register(\?|$)/);
  await masterContext.close();

  // The zelador, on a tablet, finds them in the programme, the overdue one first.
  const zeladorContext = await device(browser, baseURL, TABLET);
  const zelador = await zeladorContext.newPage();
  await signIn(zelador, caretaker.email);
  await zelador.goto('/maintenance');
  await expect(zelador.getByRole('heading', { level: 1, name: 'Manutenções' })).toBeVisible();
  const late = programmeRow(zelador, OVERDUE);
  await expect(late).toContainText('Vencida');
  await expect(late).toContainText(shown(startedOn));
  await expect(late).toContainText('Nunca');
  for (const activity of KEPT) await expect(programmeRow(zelador, activity)).toBeVisible();
  const table = zelador.getByRole('table', { name: 'Programa de manutenção' });
  // Overdue first: the listing opens on an overdue row, and this one comes before the four kept ones.
  await expect(table.getByRole('row').nth(1)).toContainText('Vencida');
  const listed = (await table.getByRole('link').allTextContents()).filter(Boolean);
  for (const activity of KEPT) expect(listed.indexOf(OVERDUE), `${OVERDUE} before ${activity}`).toBeLessThan(listed.indexOf(activity));
  // On the tablet a row fits the screen: nothing scrolls sideways to reach the dates, the status or the actions.
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(zelador);

  // It was done three days ago, with a photo taken on the spot and the nota fiscal as evidence.
  await zelador.getByRole('button', { name: `Registrar execução de ${OVERDUE}` }).click();
  const recording = zelador.getByRole('dialog', { name: 'Registrar execução' });
  await expect(recording).toContainText(OVERDUE);
  await recording.getByLabel('Data de realização').fill(performedOn);
  await recording.getByLabel('Responsável').selectOption({ label: 'Equipe de manutenção local' });
  await recording.getByLabel('Observações').fill('Bombas 1 e 2 alternadas, pressão normal.');

  // The camera hands the photo over before any type is chosen: it is kept, and its type asked beside it.
  await recording.getByLabel('Foto do comprovante').setInputFiles({ name: 'bombas.png', mimeType: 'image/png', buffer: PHOTO });
  const photoType = recording.getByLabel('Tipo do comprovante bombas.png');
  await recording.getByRole('button', { name: 'Registrar execução' }).click();
  await expect(recording.getByText('Escolha o tipo deste comprovante.')).toBeVisible();
  await expect(photoType).toBeFocused();
  await photoType.selectOption({ label: 'Fotografia' });
  await expect(recording.getByText('bombas.png')).toBeVisible();
  await expect(recording.getByText(/· Enviado/)).toBeVisible();
  // Its thumbnail opens the viewer; Escape gives focus back to it.
  await recording.getByRole('button', { name: 'Ver bombas.png', exact: true }).click();
  const viewer = zelador.getByRole('dialog', { name: 'bombas.png' });
  await expect(viewer.getByRole('img', { name: 'bombas.png' })).toBeVisible();
  await expectNoSeriousA11yViolations(zelador);
  await zelador.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(recording.getByRole('button', { name: 'Ver bombas.png', exact: true })).toBeFocused();

  // The upload answers only once its progress is on screen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await zelador.route('**/api/v1/maintenance/evidence', async (route) => {
    await held;
    await route.continue();
  });
  await recording.getByLabel('Arquivos do comprovante').setInputFiles({ name: 'nota-fiscal-servico.pdf', mimeType: 'application/pdf', buffer: invoice });
  await recording.getByLabel('Tipo do comprovante nota-fiscal-servico.pdf').selectOption({ label: 'Nota fiscal' });
  await expect(recording.getByRole('progressbar', { name: 'Envio de nota-fiscal-servico.pdf' })).toBeVisible();
  release();
  await expect(recording.getByRole('progressbar', { name: 'Envio de nota-fiscal-servico.pdf' })).toHaveCount(0);
  await expect(recording.getByText(/· Enviado/)).toHaveCount(2);
  await zelador.unroute('**/api/v1/maintenance/evidence');

  await recording.getByRole('button', { name: 'Registrar execução' }).click();
  const done = zelador.getByRole('dialog', { name: 'Sucesso!' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('Manutenção realizada com sucesso!');
  await expect(zelador).toHaveURL(/\/maintenance(\?|$)/);
  // Due again one month after the day it was done, not after the day it was due; done late, no longer overdue.
  await expect(zelador.getByRole('status').filter({ hasText: 'Execução registrada' })).toContainText(`${OVERDUE}. Próximo vencimento em ${shown(nextDue)}.`);
  await expect(late).toContainText(shown(nextDue));
  await expect(late).toContainText(shown(performedOn));
  await expect(late).toContainText('Feita em atraso');
  await expect(late).not.toContainText('Vencida');

  // The timeline shows the execution on its day.
  await zelador.getByRole('navigation', { name: 'Seções de manutenção' }).getByRole('link', { name: 'Linha do tempo' }).click();
  const axis = zelador.getByRole('list', { name: 'Linha do tempo' });
  const entry = axis.locator('li li').filter({ hasText: 'Realizada' }).filter({ has: zelador.getByRole('link', { name: OVERDUE, exact: true }) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(shown(performedOn));
  await expect(entry).toContainText('Feita em atraso');

  // The maintenance's page shows the photo as a thumbnail, its bytes fetched with the session's token.
  await entry.getByRole('link', { name: OVERDUE, exact: true }).click();
  const photo = zelador.getByRole('button', { name: 'Ver bombas.png', exact: true }).first();
  await expect(photo.locator('img')).toHaveJSProperty('complete', true);
  expect(await photo.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(zelador.getByRole('button', { name: 'Baixar nota-fiscal-servico.pdf' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(zelador);
  await zelador.goBack();

  // The label sheet: one label per active maintenance of the condominium, the five this test enabled.
  await zelador.getByRole('navigation', { name: 'Seções de manutenção' }).getByRole('link', { name: 'Programa' }).click();
  await zelador.getByRole('button', { name: 'Imprimir etiquetas QR' }).click();
  const sheet = zelador.getByRole('dialog', { name: 'Etiquetas QR' });
  await expect(sheet).toContainText(`${condominium.name}: uma etiqueta por manutenção ativa`);
  const labels = sheet.getByRole('list', { name: 'Etiquetas QR' }).getByRole('listitem');
  await expect(labels).toHaveCount(KEPT.length + 1);
  // Each label's text stays inside its label.
  expect(await labels.evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent))).toEqual([]);
  const code = sheet.getByRole('img', { name: new RegExp(`^Código QR de ${escapeRegExp(OVERDUE)}: `) });
  const qrUrl = (await code.getAttribute('data-qr-value'))!;
  expect(qrUrl).toMatch(new RegExp(`^${escapeRegExp(baseURL!)}/maintenance/public/details/[A-Za-z0-9_-]{22}$`));
  await expect(sheet.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await zeladorContext.close();

  // A visitor's phone, never signed in, opens the label's address: the page comes drawn, with no script at all.
  const visitorContext = await device(browser, baseURL, PHONE);
  const phone = await visitorContext.newPage();
  const scripts: string[] = [];
  phone.on('request', (sent) => {
    if (sent.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(sent.url()).pathname)) scripts.push(sent.url());
  });
  await phone.goto(qrUrl);
  await expect(phone.getByRole('heading', { level: 1, name: OVERDUE })).toBeVisible();
  await expect(phone.getByText(condominium.name)).toBeVisible();
  await expect(publicValue(phone, 'Última execução')).toHaveText(shown(performedOn));
  await expect(publicValue(phone, 'Responsável pela última execução')).toHaveText('Equipe de manutenção local');
  await expect(publicValue(phone, 'Próximo vencimento')).toHaveText(shown(nextDue));
  await expect(phone.getByText('Feita em atraso')).toBeVisible();
  // Nothing about money, people or files.
  await expect(phone.locator('body')).not.toContainText('nota-fiscal-servico.pdf');
  await expect(phone.locator('body')).not.toContainText('Zelador');
  await expect(phone.locator('body')).not.toContainText(caretaker.name);
  expect(scripts).toEqual([]);
  await expect(phone.locator('script')).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone);

  // An address that names nothing: SPEC §8's toast, then /404.
  await phone.goto(`/maintenance/public/details/${'Zz0'.repeat(7)}X`);
  await expect(phone.getByText('Detalhe da manutenção não encontrado')).toBeVisible();
  await expect(phone).toHaveURL(/\/404$/);
  await visitorContext.close();

  // With JavaScript off, the same content is there.
  const noScriptContext = await device(browser, baseURL, PHONE, undefined, false);
  const plain = await noScriptContext.newPage();
  await plain.goto(qrUrl);
  await expect(plain.getByRole('heading', { level: 1, name: OVERDUE })).toBeVisible();
  await expect(publicValue(plain, 'Última execução')).toHaveText(shown(performedOn));
  await expect(publicValue(plain, 'Responsável pela última execução')).toHaveText('Equipe de manutenção local');
  await expect(publicValue(plain, 'Próximo vencimento')).toHaveText(shown(nextDue));
  await noScriptContext.close();
});
