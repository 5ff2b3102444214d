import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import type { Page } from '@playwright/test';
import { DEMO, expect, openDashboard, signIn, test, testAs } from './support/fixtures.ts';
import { horizontalOverflow, smallTouchTargets } from './support/layout-checks.ts';

const asEngenheiro = testAs('engenheiro');
const asMaster = testAs('master');
const asSindico = testAs('sindico');
const asZelador = testAs('zelador');

asZelador('dark mode persists across a reload', async ({ page }) => {
  await openDashboard(page);
  await expect(page.locator('body')).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'Ativar modo escuro' }).click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Ativar modo claro' })).toBeVisible();
});

/** The app's entry (index.html's module script): without it, the page is what the build drew. */
const APP_ENTRY = /\/assets\/main-[\w-]+\.js$/;

asMaster("a signed-in page's first paint shows its frame and title before the app's code runs; the app then takes its place", async ({ page }) => {
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto('/condominium-register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro de Condomínios');
  await expect(page.getByRole('status')).toHaveText('Loading ...');

  await page.unroute(APP_ENTRY);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadastro de Condomínios');
});

test.describe('desktop (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  asMaster('header of 80 px; sidebar of 248 px that collapses to 72 px and opens while hovered', async ({ page }) => {
    await openDashboard(page);
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(80);
    const sidebar = page.getByRole('complementary', { name: 'Menu lateral' });
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(248);
    await expect(sidebar.getByText('Zelo', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
    await page.mouse.move(700, 400);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(72);
    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(248);

    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeHidden();
  });

  asSindico('the menu’s screens arrive while the page is idle, so one opens without its code even offline', async ({ page, context }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeVisible();
    // The documents listing's screen (its code-split component) comes without anyone going there.
    await expect.poll(() => fetched.some((path) => /^\/assets\/documents-register-.*\.js$/.test(path)), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.getByRole('complementary', { name: 'Menu lateral' }).getByRole('link', { name: 'Documentos' }).click();
    await expect(page).toHaveURL(/\/documents-register$/);
    await expect(page.getByRole('table', { name: 'Documentos cadastrados' })).toBeVisible();
    await context.setOffline(false);
  });

  asSindico('the user menu opens the profile', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: /^Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Perfil do Usuário' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeVisible();
    await expect(page.getByText(DEMO.sindico)).toBeVisible();
  });
});

test.describe('phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile sidebar with overlay and close button, and the bottom bar', async ({ page }) => {
    await signIn(page, DEMO.morador);
    await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();

    const bottomBar = page.getByRole('navigation', { name: 'Atalhos' });
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Perfil' })).toBeVisible();
    await expect(bottomBar.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Zelo' });
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(248);
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();

    await bottomBar.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await bottomBar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  asSindico('the page does not scroll sideways', async ({ page }) => {
    await openDashboard(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});

test.describe('tablet (768×1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  asEngenheiro('menu button and drawer instead of the sidebar, no bottom bar', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Zelo' });
    await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});

/** A síndico's screen for the touch-target checks: a whole page must also not scroll sideways; a menu or dialog is over one. */
const sindicoScreens: { name: string; isPage: boolean; open: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', isPage: true, open: openDashboard },
  ...(
    [
      ['condominium profile', '/condominium-profile', (page: Page) => expect(page.getByLabel('Nome fantasia')).toHaveValue('Residencial Jardim das Flores')],
      ['apartment list', '/apartments-register', (page: Page) => expect(page.getByRole('switch').first()).toBeVisible()],
      ['user list', '/user-register', (page: Page) => expect(page.getByRole('switch').first()).toBeVisible()],
      ['new user form', '/user-register-add', (page: Page) => expect(page.getByRole('button', { name: 'Cadastrar usuário' })).toBeVisible()],
      ['user profile', '/user-profile', (page: Page) => expect(page.getByRole('button', { name: 'Trocar senha' })).toBeVisible()],
      ['document list', '/documents-register', (page: Page) => expect(page.getByRole('button', { name: 'Enviar documento' })).toBeVisible()],
      // The work categories: each checkbox with its long label, a finger's size (issue 23).
      ['new reform form', '/reforms-register-add', (page: Page) => expect(page.getByRole('checkbox', { name: 'Pintura' })).toBeVisible()],
      ['maintenance programme', '/maintenance', (page: Page) => expect(page.getByRole('table', { name: 'Programa de manutenção' })).toBeVisible()],
    ] as const
  ).map(([name, path, loaded]) => ({
    name,
    isPage: true,
    open: async (page: Page) => {
      await page.goto(path);
      await loaded(page);
    },
  })),
  {
    name: 'user menu',
    isPage: false,
    open: async (page) => {
      await openDashboard(page);
      await page.getByRole('button', { name: /^Menu do usuário/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'building preview',
    isPage: false,
    open: async (page) => {
      await page.goto('/apartments-register');
      await page.getByRole('button', { name: 'Cadastrar prédio' }).click();
      await expect(page.getByRole('heading', { name: /^Prévia: / })).toBeVisible();
    },
  },
  {
    name: 'document upload dialog',
    isPage: false,
    open: async (page) => {
      await page.goto('/documents-register');
      await page.getByRole('button', { name: 'Enviar documento' }).click();
      await expect(page.getByRole('dialog', { name: 'Enviar documento' }).getByLabel('Título')).toBeVisible();
    },
  },
  {
    name: 'menu drawer',
    isPage: false,
    open: async (page) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Zelo' })).toBeVisible();
    },
  },
];

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
]) {
  test.describe(`touch targets at ${viewport.width} px`, () => {
    test.use({ viewport });

    // A test per screen: one test walking all of them took over a third of its timeout, too little margin for a
    // slower machine.
    for (const { name, isPage, open } of sindicoScreens) {
      const checks = isPage ? 'is at least 44 × 44 px, and nothing scrolls sideways' : 'is at least 44 × 44 px';
      asSindico(`every control of the síndico’s ${name} ${checks}`, async ({ page }) => {
        await open(page);
        expect(await smallTouchTargets(page), name).toEqual([]);
        if (isPage) expect(await horizontalOverflow(page), name).toBe(0);
      });
    }

    test('every control of the master’s listings is at least 44 × 44 px, and nothing scrolls sideways', async ({ page, request }) => {
      const registered = await request.post('/api/v1/register', {
        data: { name: 'Paulo Toque', email: `toque.${viewport.width}.${Date.now()}@exemplo.com.br`, phone: '11955554444', condominium_name: 'Edifício Toque', cnpj: generateCnpj(), units: 6 },
      });
      expect(registered.status()).toBe(201);
      await signIn(page, DEMO.master);
      for (const path of ['/condominium-register', '/prospects-listing']) {
        await page.goto(path);
        await expect(page.getByRole('switch').first()).toBeVisible();
        expect(await smallTouchTargets(page), path).toEqual([]);
        expect(await horizontalOverflow(page), path).toBe(0);
      }
    });

    test('every control of the public screens is at least 44 × 44 px', async ({ page }) => {
      for (const [path, heading] of [
        ['/login', 'Entrar'],
        ['/register', 'Solicitar acesso'],
        ['/forgot-password', 'Esqueceu a senha?'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await smallTouchTargets(page), path).toEqual([]);
      }
    });
  });
}

test.describe('tables', () => {
  test('at 1440 px the city fits one line, and no column moves when a filter finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.master);
    await page.goto('/condominium-register');
    await expect(page.getByRole('switch').first()).toBeVisible();
    const headerWidths = () => page.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
    const before = await headerWidths();

    const cityFits = await page.getByRole('columnheader', { name: 'Cidade/UF' }).evaluate((header) => {
      const style = getComputedStyle(header.closest('table')!.querySelector('tbody td')!);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = header.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText('Rio de Janeiro/RJ').width <= room;
    });
    expect(cityFits).toBe(true);

    await page.getByRole('searchbox', { name: 'Buscar condomínio por nome ou CNPJ' }).fill('nenhum condominio tem este nome');
    await expect(page.getByText('Nenhum condomínio encontrado para esta busca.')).toBeVisible();
    expect(await headerWidths()).toEqual(before);
  });

  for (const [path, table] of [
    ['/documents-register', 'Documentos cadastrados'],
    ['/condominium-register', 'Condomínios cadastrados'],
    ['/user-register', 'Usuários cadastrados'],
    ['/reforms-register', 'Reformas cadastradas'],
  ] as const) {
    asMaster(`at 1440 px the master's ${path} shows every row action whole, and a click anywhere on a row opens it (issue 23)`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const listing = page.getByRole('table', { name: table });
      // The first row the master may open (their own account opens from the profile, not here).
      const row = listing.locator('tbody > tr').filter({ has: page.locator('td:first-child :is(a, button)') }).first();
      await expect(row.locator('td').nth(1)).toBeVisible();
      // Nothing to scroll to: the table fits its card, and each action lies inside it.
      const scroller = listing.locator('xpath=..');
      expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      const card = (await scroller.boundingBox())!;
      for (const action of await row.locator('td:last-child').getByRole('button').all()) {
        const box = (await action.boundingBox())!;
        expect(box.x + box.width, (await action.getAttribute('aria-label')) ?? 'a row action').toBeLessThanOrEqual(card.x + card.width);
      }
      // A click on the second cell lands on the row's own opener, stretched over the whole row.
      const url = page.url();
      const cell = (await row.locator('td').nth(1).boundingBox())!;
      await page.mouse.click(cell.x + 4, cell.y + 4);
      await expect.poll(async () => page.url() !== url || (await page.getByRole('dialog').count()) > 0).toBe(true);
    });
  }

  test('at 768 px the name keeps its room: each row is a card headed by it (issue 23)', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page, DEMO.master);
    await page.goto('/condominium-register');
    await expect(page.getByRole('switch').first()).toBeVisible();
    const name = await page.getByRole('table', { name: 'Condomínios cadastrados' }).locator('tbody td').first().boundingBox();
    expect(name!.width).toBeGreaterThanOrEqual(200);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('at 390 px a long e-mail and the prospects search fit the screen', async ({ page, request }) => {
    const email = `um.endereco.de.email.bem.comprido.${Date.now()}@dominio-de-exemplo.com.br`;
    const registered = await request.post('/api/v1/register', {
      data: { name: 'Rosa Pereira', email, phone: '11955554444', condominium_name: 'Edifício Estreito', cnpj: generateCnpj(), units: 12 },
    });
    expect(registered.status()).toBe(201);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.master);
    await page.goto(`/prospects-listing?filter=${encodeURIComponent(email)}`);
    await expect(page.getByRole('row').filter({ hasText: 'Rosa Pereira' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    const placeholderFits = await page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(placeholderFits).toBe(true);

    // The notification of this request: its panel keeps off the screen's edges and its text is not one word a line.
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = page.getByRole('menu');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 8);
    const title = panel.getByText('Novo pedido de acesso').first();
    // One line of text (14 px at 1.43 line height), not a word per line.
    expect((await title.boundingBox())!.height).toBeLessThan(30);
  });
});

test.describe('phone bottom bar (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the current page and leaves the footer visible at the end of a page', async ({ page }) => {
    await signIn(page, DEMO.zelador);
    const bottomBar = page.getByRole('navigation', { name: 'Atalhos' });
    await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await bottomBar.getByRole('link', { name: 'Perfil' }).click();
    await expect(bottomBar.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
    await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

    // The profile loads after the link is current; scrolling earlier would measure the loading skeleton.
    await expect(page.getByRole('heading', { name: 'Senha' })).toBeVisible();
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      const bar = (await bottomBar.boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 0.5);
    }).toPass();
  });
});
