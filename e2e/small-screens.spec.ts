import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, expectScreenLoaded, savedToken, sessionFile, test, testAs, useDarkMode, type SignedInAccount } from './support/fixtures.ts';
import { horizontalOverflow, smallTouchTargets, TOUCH_TARGET_FLOOR_PX } from './support/layout-checks.ts';

// Parallel within the file: each listing × screen is a short test of its own.
test.describe.configure({ mode: 'parallel' });

/** Issue 23 §1: the síndico's tablet in portrait and the morador's phone. */
const SCREENS = { tablet: { width: 768, height: 1024 }, phone: { width: 390, height: 844 } } as const;

interface Listing {
  path: string;
  heading: string;
  table: string;
  account: SignedInAccount;
  /** Makes sure the listing has a row to tap: the demo has no access requests. */
  seed?: (request: APIRequestContext) => Promise<void>;
  /** Its rows are read where they are, with nothing to open (the audit trail's). */
  readOnlyRows?: true;
}

/** An audited action of the account's, so that its audit trail has rows: reading the people's CPFs in the users listing. */
const auditedRead = (account: SignedInAccount) => async (request: APIRequestContext) => {
  const listed = await request.get('/api/v1/users/listing', { headers: { authorization: `Bearer ${await savedToken(account)}` } });
  expect(listed.status()).toBe(200);
};

const listings: Listing[] = [
  { path: '/reforms-register', heading: 'Cadastro de Reformas', table: 'Reformas cadastradas', account: 'sindico' },
  { path: '/documents-register', heading: 'Cadastro de Documentos', table: 'Documentos cadastrados', account: 'sindico' },
  { path: '/user-register', heading: 'Cadastro de Usuários', table: 'Usuários cadastrados', account: 'sindico' },
  { path: '/apartments-register', heading: 'Listagem de Apartamentos', table: 'Apartamentos cadastrados', account: 'sindico' },
  { path: '/maintenance', heading: 'Manutenções', table: 'Programa de manutenção', account: 'sindico' },
  { path: '/maintenance?tab=execucoes', heading: 'Manutenções', table: 'Execuções registradas', account: 'sindico' },
  { path: '/condominium-register', heading: 'Cadastro de Condomínios', table: 'Condomínios cadastrados', account: 'master' },
  { path: '/documents-register', heading: 'Cadastro de Documentos', table: 'Documentos cadastrados', account: 'master' },
  {
    path: '/prospects-listing',
    heading: 'Listagem de Prospects',
    table: 'Pedidos de acesso',
    account: 'master',
    seed: async (request) => {
      const data = { name: 'Clara Toque', email: `clara.toque.${Date.now()}@exemplo.com.br`, phone: '11955554444', condominium_name: 'Edifício do Toque', cnpj: generateCnpj(), units: 8 };
      expect((await request.post('/api/v1/register', { data })).status()).toBe(201);
    },
  },
  // Issue 25 §4: the audit trail, the síndico's and the master's.
  { path: '/auditoria', heading: 'auditoria', table: 'Trilha de auditoria', account: 'sindico', seed: auditedRead('sindico'), readOnlyRows: true },
  { path: '/auditoria', heading: 'auditoria', table: 'Trilha de auditoria', account: 'master', seed: auditedRead('master'), readOnlyRows: true },
];

/** The rows of data of a listing's table (its header row and its empty or error message left out). */
const dataRows = (table: Locator) => table.locator('tbody > tr').filter({ has: table.page().locator('td:nth-child(2)') });

/** The page does not scroll sideways and every visible control of each row lies wholly on screen, at 44 px or more. */
async function expectRowsInReach(page: Page, rows: Locator) {
  expect(await horizontalOverflow(page)).toBe(0);
  const width = page.viewportSize()!.width;
  for (const row of await rows.all()) {
    for (const control of await row.locator('a[href], button').all()) {
      if (!(await control.isVisible())) continue;
      // The row's opener stretches over its row (a ::after laid over it): its target is the whole row.
      const stretched = await control.evaluate((element) => getComputedStyle(element, '::after').position === 'absolute');
      const box = (await (stretched ? row : control).boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
      expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
      expect(Math.min(box.width, box.height), `${name} is a 44 px target`).toBeGreaterThanOrEqual(TOUCH_TARGET_FLOOR_PX);
    }
  }
}

for (const [screenName, viewport] of Object.entries(SCREENS)) {
  test.describe(`on a ${screenName} (${viewport.width}×${viewport.height})`, () => {
    for (const listing of listings) {
      test(`${listing.account}: ${listing.path} fits, its rows open on a tap (where they open), and axe finds nothing serious`, async ({ browser, request }) => {
        await listing.seed?.(request);
        const context = await browser.newContext({
          viewport,
          hasTouch: true,
          isMobile: screenName === 'phone',
          storageState: sessionFile(listing.account),
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
        });
        const page = await context.newPage();
        // Phones in dark mode, tablets in light: the cards and their actions are checked in both.
        if (screenName === 'phone') await useDarkMode(page);
        await page.goto(listing.path);
        await expect(page.getByRole('heading', { level: 1, name: listing.heading })).toBeVisible();
        const table = page.getByRole('table', { name: listing.table });
        await expect(table).toBeVisible();
        await expect(table).not.toHaveAttribute('aria-busy', 'true');
        const rows = dataRows(table);
        await expectRowsInReach(page, rows);
        await expectNoSeriousA11yViolations(page);

        // Every listing has rows here (the demo's, or the one seeded): the tap is always tried where a row opens.
        expect(await rows.count()).toBeGreaterThan(0);
        if (listing.readOnlyRows) return context.close();
        // A tap on the card's padding, away from its title: the whole row is the way in.
        const listingUrl = page.url();
        await rows.first().tap({ position: { x: 6, y: 6 } });
        await expect.poll(async () => page.url() !== listingUrl || (await page.getByRole('dialog').count()) > 0).toBe(true);
        // The record drawn: its page once loaded, or its dialog (the URL names a dialog's record before its data and code arrive).
        if (new URL(page.url()).pathname === new URL(listingUrl).pathname) await expect(page.getByRole('dialog')).toBeVisible();
        else await expectScreenLoaded(page);
        expect(await horizontalOverflow(page)).toBe(0);
        // The record's own page or dialog, as the listing: every control a finger's size.
        expect(await smallTouchTargets(page)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
        await context.close();
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: SCREENS.phone, hasTouch: true });

  test('the error toast closes from a 44 px button, its text at AA contrast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.zelador);
    await page.getByLabel('Senha', { exact: true }).fill('senha-que-nao-e');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const toast = page.getByRole('region', { name: 'Avisos' }).locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    // A finger resting on it holds it (sonner pauses while hovered): axe on a slow machine outlasts its 5 s.
    await toast.hover();
    // Measured once sonner's entrance has finished: a toast still sliding in is scaled a little.
    await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const close = toast.getByRole('button', { name: 'Fechar aviso' });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TOUCH_TARGET_FLOOR_PX);
    await expectNoSeriousA11yViolations(page);
    await close.tap();
    await expect(toast).toHaveCount(0);
  });

  testAs('sindico')('the maintenance list comes first: its filters wait behind one "Filtros" button', async ({ page }) => {
    await useDarkMode(page);
    await page.goto('/maintenance');
    const table = page.getByRole('table', { name: 'Programa de manutenção' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('region', { name: 'Filtros' })).toBeHidden();
    const box = (await table.boundingBox())!;
    expect(box.y).toBeLessThan(SCREENS.phone.height);
    await page.getByRole('button', { name: 'Filtros' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await expect(sheet.getByRole('combobox', { name: 'Sistema' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: 'Ver resultados' }).tap();
    await expect(sheet).toBeHidden();
  });
});
