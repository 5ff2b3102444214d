import type { Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO, DEMO_PASSWORD, expect, savedToken, signIn, test, testAs } from './support/fixtures.ts';
import { latestResetLink } from './support/mail.ts';

const asEngenheiro = testAs('engenheiro');
const asMorador = testAs('morador');

test.describe('signing in and out', () => {
  test('the síndico signs in and sees the dashboard frame', async ({ page }) => {
    await signIn(page, DEMO.sindico);

    const header = page.getByRole('banner');
    await expect(header.getByText('Residencial Jardim das Flores')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Menu lateral' }).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2024 Zelo. Todos os direitos reservados.');
    await expect(page).toHaveTitle('Zelo | /dashboard');
  });

  test('a wrong password shows the server message once, however often it is typed, and stays on the login', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('E-mail').fill(DEMO.zelador);
    await page.getByLabel('Senha', { exact: true }).fill('senha-que-nao-e');
    const toasts = page.getByRole('region', { name: 'Avisos' }).locator('[data-sonner-toast]');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(toasts.filter({ hasText: 'E-mail ou senha inválidos.' })).toHaveCount(1);
    }
    await expect(toasts).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
  });

  asEngenheiro('/ and /login go straight to the dashboard when signed in', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    // At once, while the app still checks the saved session: leaving mid-start must not sign anyone out.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout ends the session and goes to /', async ({ page }) => {
    await signIn(page, DEMO.master);
    await page.getByRole('button', { name: /^Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});

const VALIDATE_TOKEN = '**/api/v1/validate-token';

/** The session the page has saved in its local storage (zelo-auth), if any. */
const savedSessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('zelo-auth') ?? 'null') as { state: { token: string | null } } | null);

/**
 * The first GET /validate-token of the page goes to a server that sends the status line and the start of the body,
 * then nothing more: the answer is still arriving when the test moves on. Resolves once the page has the status.
 */
async function stallFirstTokenCheck(page: Page): Promise<{ answering: Promise<unknown>; close: () => void }> {
  const stalling = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"data":{');
  });
  await new Promise<void>((listening) => stalling.listen(0, '127.0.0.1', listening));
  let first = true;
  await page.route(VALIDATE_TOKEN, (route) => {
    if (!first) return route.continue();
    first = false;
    const url = new URL(route.request().url());
    url.port = String((stalling.address() as AddressInfo).port);
    return route.continue({ url: url.toString() });
  });
  return {
    answering: page.waitForResponse(VALIDATE_TOKEN),
    close: () => {
      stalling.closeAllConnections();
      stalling.close();
    },
  };
}

/** Signed in on the dashboard, with the saved session untouched and no 'Token inválido'. */
async function expectStillSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  expect((await savedSessionOf(page))?.state.token).toBe(await savedToken('engenheiro'));
  await expect(page.getByText('Token inválido')).toBeHidden();
}

// The app lets the saved user in at once and checks the token alongside (decision 013). Leaving the page while that
// check is under way cut its answer off, which read as a refused token: the saved session was cleared on the way out.
test.describe('a page load while the saved session is being checked', () => {
  asEngenheiro('a reload while the answer is still arriving keeps the session', async ({ page }) => {
    const check = await stallFirstTokenCheck(page);
    try {
      await page.goto('/dashboard');
      await check.answering;
      await page.reload();
      await expectStillSignedIn(page);
    } finally {
      check.close();
    }
  });

  asEngenheiro('following a link while the answer is still arriving keeps the session', async ({ page }) => {
    const check = await stallFirstTokenCheck(page);
    try {
      await page.goto('/user-profile');
      await check.answering;
      await page.goto('/dashboard');
      await expectStillSignedIn(page);
    } finally {
      check.close();
    }
  });

  asEngenheiro('a reload before any answer keeps the session', async ({ page }) => {
    let held = false;
    let asked: () => void = () => {};
    const checking = new Promise<void>((resolve) => (asked = resolve));
    // The first check is never answered: the reload cancels it.
    await page.route(VALIDATE_TOKEN, (route) => {
      if (held) return route.continue();
      held = true;
      asked();
      return undefined;
    });
    await page.goto('/dashboard');
    await checking;
    await page.reload();
    await expectStillSignedIn(page);
  });

  asEngenheiro('an unreachable server keeps the session', async ({ page }) => {
    await page.route(VALIDATE_TOKEN, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/v1/validate-token'));
    await page.goto('/dashboard');
    await failed;
    await expectStillSignedIn(page);
  });

  asEngenheiro("a refused token still says 'Token inválido' and ends the session", async ({ page }) => {
    await page.route(VALIDATE_TOKEN, (route) =>
      route.fulfill({ status: 401, json: { message: 'Sessão inválida ou expirada. Entre novamente.', code: 'UNAUTHENTICATED' } }),
    );
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/\?redirect=%2Fuser-profile$/);
    await expect(page.getByRole('region', { name: 'Avisos' })).toContainText('Token inválido');
    expect(await savedSessionOf(page)).toBeNull();
  });
});

test.describe('guards', () => {
  test('a protected route without a token goes to /, and there after signing in', async ({ page }) => {
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/\?redirect=%2Fuser-profile$/);
    await page.getByLabel('E-mail').fill(DEMO.zelador);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeVisible();
  });

  test('a redirect to another site is ignored after signing in', async ({ page }) => {
    await page.goto(`/?redirect=${encodeURIComponent('//evil.example/')}`);
    await page.getByLabel('E-mail').fill(DEMO.zelador);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  asMorador('a route the type may not open goes to /404, and so does an unknown path', async ({ page }) => {
    await page.goto('/user-register');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();

    await page.goto('/caminho/que/nao/existe');
    await expect(page).toHaveURL(/\/404$/);
  });
});

test('forgot password → the e-mailed link → a new password → signing in with it', async ({ page }) => {
  const mailDir = process.env.E2E_MAIL_DIR ?? '';
  const newPassword = 'Nova-senha-do-morador-42';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueceu a senha?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DEMO.moradorForReset);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByRole('dialog', { name: 'Recuperação Solicitada!' })).toBeVisible();

  await expect.poll(() => latestResetLink(mailDir, DEMO.moradorForReset), { timeout: 30_000 }).toBeTruthy();
  const link = latestResetLink(mailDir, DEMO.moradorForReset) ?? '';
  expect(new URL(link).pathname).toBe('/reset-password');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByRole('dialog', { name: 'Senha redefinida com sucesso!' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link is single use, and the page says so as it opens.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeHidden();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DEMO.moradorForReset);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('region', { name: 'Avisos' })).toContainText('E-mail ou senha inválidos.');

  await signIn(page, DEMO.moradorForReset, newPassword);
});
