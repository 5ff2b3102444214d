import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures.ts';
import { latestResetLink } from './support/mail.ts';

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

  test('a wrong password shows the server message and stays on the login', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('E-mail').fill(DEMO.zelador);
    await page.getByLabel('Senha', { exact: true }).fill('senha-que-nao-e');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('region', { name: 'Avisos' })).toContainText('E-mail ou senha inválidos.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/ and /login go straight to the dashboard when signed in', async ({ page }) => {
    await signIn(page, DEMO.engenheiro);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
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

test.describe('guards', () => {
  test('a protected route without a token goes to /', async ({ page }) => {
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a route the type may not open goes to /404, and so does an unknown path', async ({ page }) => {
    await signIn(page, DEMO.morador);
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
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('dialog', { name: 'Senha redefinida com sucesso!' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link is single use.
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('Outra-senha-qualquer-1');
  await page.getByLabel('Confirme a nova senha', { exact: true }).fill('Outra-senha-qualquer-1');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('region', { name: 'Avisos' })).toContainText('Link de redefinição inválido ou expirado.');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DEMO.moradorForReset);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('region', { name: 'Avisos' })).toContainText('E-mail ou senha inválidos.');

  await signIn(page, DEMO.moradorForReset, newPassword);
});
