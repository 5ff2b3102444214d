import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures.ts';

const publicScreens = [
  ['login', '/login', 'Entrar'],
  ['access request', '/register', 'Solicitar acesso'],
  ['forgot password', '/forgot-password', 'Esqueceu a senha?'],
  ['reset password', '/reset-password?token=um-token-qualquer', 'Criar nova senha'],
  ['lock screen', '/lock-screen', 'Sessão bloqueada'],
  ['404', '/404', 'Página não encontrada'],
] as const;

async function useDarkMode(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('zelo-preferences', JSON.stringify({ state: { darkMode: true }, version: 1 }));
  });
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      if (mode === 'dark') await useDarkMode(page);
    });

    for (const [name, path, heading] of publicScreens) {
      test(`${name} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${mode}\\b`));
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('form errors have no serious or critical violation', async ({ page }) => {
      await page.goto('/register');
      await page.getByRole('button', { name: 'Solicitar acesso' }).click();
      await expect(page.getByText('Informe seu nome completo.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('dashboard, menus and profile have no serious or critical violation', async ({ page }) => {
      await signIn(page, DEMO.sindico);
      await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: /^Notificações/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Menu do usuário/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('menuitem', { name: 'Perfil do Usuário' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Personalizar layout' }).click();
      await expect(page.getByRole('dialog', { name: 'Personalizar layout' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('condominium screens have no serious or critical violation', async ({ page }) => {
      await signIn(page, DEMO.master);
      await page.goto('/condominium-register');
      await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Condomínios' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('switch').first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('link', { name: /^Editar / }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Editar Condomínio' })).toBeVisible();
      await expect(page.getByLabel('Nome fantasia')).not.toHaveValue('');
      await expectNoSeriousA11yViolations(page);

      await page.goto('/condominium-register-add');
      await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Condomínio' })).toBeVisible();
      await page.getByRole('button', { name: 'Cadastrar condomínio' }).click();
      await expect(page.getByText('Informe a razão social.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('prospect screens have no serious or critical violation', async ({ page, request }) => {
      const email = `a11y.${mode}.${Date.now()}@exemplo.com.br`;
      const registered = await request.post('/api/v1/register', {
        data: { name: 'Lúcia Andrade', email, phone: '11955554444', condominium_name: 'Edifício Acessível', cnpj: generateCnpj(), units: 10 },
      });
      expect(registered.status()).toBe(201);

      await signIn(page, DEMO.master);
      await page.goto(`/prospects-listing?filter=${encodeURIComponent(email)}`);
      await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Abrir o pedido de Lúcia Andrade' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Edifício Acessível' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Enviar acesso' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Enviar acesso?' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('condominium profile has no serious or critical violation', async ({ page }) => {
      await signIn(page, DEMO.sindico);
      await page.goto('/condominium-profile');
      await expect(page.getByLabel('Nome fantasia')).toHaveValue('Residencial Jardim das Flores');
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(page);
    });

    test('phone layout of a listing has no serious or critical violation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, DEMO.master);
      await page.goto('/condominium-register');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('phone layout with the drawer open has no serious or critical violation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, DEMO.morador);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Zelo' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
