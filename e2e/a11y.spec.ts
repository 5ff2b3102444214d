import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, openDashboard, signIn, test, testAs, TINY_PNG } from './support/fixtures.ts';

const asMaster = testAs('master');
const asMorador = testAs('morador');
const asSindico = testAs('sindico');

const publicScreens = [
  ['login', '/login', 'Entrar'],
  ['access request', '/register', 'Solicitar acesso'],
  ['forgot password', '/forgot-password', 'Esqueceu a senha?'],
  ['reset password with an unusable link', '/reset-password?token=um-token-qualquer', 'Link inválido ou expirado'],
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

    asSindico('dashboard, menus and profile have no serious or critical violation', async ({ page }) => {
      await openDashboard(page);
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

    asMaster('condominium screens have no serious or critical violation', async ({ page }) => {
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

    asSindico('people and apartment screens have no serious or critical violation', async ({ page }) => {
      await page.goto('/apartments-register');
      await expect(page.getByRole('heading', { level: 1, name: 'Listagem de Apartamentos' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Cadastrar prédio' }).click();
      await expect(page.getByRole('heading', { name: /^Prévia: / })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/user-register');
      await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Usuários' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto('/user-register-add');
      await page.getByLabel('Tipo de usuário').selectOption('morador');
      await page.getByRole('button', { name: 'Adicionar apartamento' }).click();
      await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
      await expect(page.getByText('Informe o nome.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto('/user-profile');
      await expect(page.getByLabel('Nome', { exact: true })).not.toHaveValue('');
      await expectNoSeriousA11yViolations(page);

      await page.goto('/documents-register');
      await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Documentos' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Documentos cadastrados' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Enviar documento' }).click();
      const sending = page.getByRole('dialog', { name: 'Enviar documento' });
      await sending.getByRole('button', { name: 'Enviar documento' }).click();
      await expect(sending.getByText('Informe o título do documento.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
    });

    asMaster('prospect screens have no serious or critical violation', async ({ page, request }) => {
      const email = `a11y.${mode}.${Date.now()}@exemplo.com.br`;
      const registered = await request.post('/api/v1/register', {
        data: { name: 'Lúcia Andrade', email, phone: '11955554444', condominium_name: 'Edifício Acessível', cnpj: generateCnpj(), units: 10 },
      });
      expect(registered.status()).toBe(201);

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

    asSindico('condominium profile has no serious or critical violation', async ({ page }) => {
      await page.goto('/condominium-profile');
      await expect(page.getByLabel('Nome fantasia')).toHaveValue('Residencial Jardim das Flores');
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(page);
    });

    asMaster('phone layout of a listing has no serious or critical violation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/condominium-register');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    asMorador('phone layout with the drawer open has no serious or critical violation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openDashboard(page);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Zelo' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

/** Opens a dialog with Enter on its opener, closes it with Escape, and expects focus back on the opener. */
async function expectFocusBackAfterEscape(opener: Locator, dialog: Locator) {
  await opener.focus();
  await opener.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.press('Escape');
  await expect(opener).toBeFocused();
}

test.describe('keyboard only, on a tablet (768×1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('focus goes back to the menu button and the customizer button; the next Tab goes on from there', async ({ page }) => {
    await signIn(page, DEMO.sindico);
    await expectFocusBackAfterEscape(page.getByRole('button', { name: 'Abrir menu' }), page.getByRole('dialog', { name: 'Zelo' }));
    await expectFocusBackAfterEscape(
      page.getByRole('button', { name: 'Personalizar layout' }),
      page.getByRole('dialog', { name: 'Personalizar layout' }),
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Notificações/ })).toBeFocused();
  });

  test('the first invalid field shows below the sticky header; leaving with edits asks first', async ({ page }) => {
    await signIn(page, DEMO.sindico);
    await page.goto('/condominium-profile');
    const cep = page.getByLabel('CEP');
    await expect(cep).not.toHaveValue('');
    await cep.fill('');
    await page.getByRole('button', { name: 'Salvar alterações' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Informe o CEP.')).toBeVisible();
    await expect(cep).toBeFocused();
    const header = (await page.getByRole('banner').boundingBox())!;
    const field = (await cep.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(page.getByText('CEP', { exact: true })).toBeInViewport();

    await page.getByRole('link', { name: 'Zelo: ir para o Dashboard' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/\/condominium-profile$/);

    // A reload asks too (the browser's own question); accepted, the page reloads without the edit.
    let asked = '';
    page.once('dialog', (question) => {
      asked = question.type();
      void question.accept();
    });
    await page.reload();
    expect(asked).toBe('beforeunload');
    await expect(page.getByLabel('CEP')).not.toHaveValue('');
  });

  test('"Escolher imagem" opens the picker on Enter; after the upload focus is back on "Enviar logo"', async ({ page }) => {
    await signIn(page, DEMO.sindico);
    await page.goto('/condominium-profile');
    await expect(page.getByLabel('Nome fantasia')).toHaveValue('Residencial Jardim das Flores');
    await page.getByRole('button', { name: 'Escolher imagem' }).focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'Prévia do novo logo' })).toBeVisible();
    await expect(page.getByText(/o novo logo ainda não foi enviado/)).toBeVisible();

    const send = page.getByRole('button', { name: 'Enviar logo' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Logo atualizado com sucesso!' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Logo atualizado com sucesso!' })).toBeHidden();
    await expect(send).toBeFocused();
  });

  test('focus goes back to the row switch after its confirmation, and to "Enviar acesso" after sending', async ({ page, request }) => {
    test.slow();
    const email = `teclado.${Date.now()}@exemplo.com.br`;
    const registered = await request.post('/api/v1/register', {
      data: { name: 'Teresa Teclado', email, phone: '11955554444', condominium_name: 'Edifício do Teclado', cnpj: generateCnpj(), units: 8 },
    });
    expect(registered.status()).toBe(201);
    await signIn(page, DEMO.master);
    await page.goto(`/prospects-listing?filter=${encodeURIComponent(email)}`);

    const toggle = page.getByRole('switch', { name: 'Ativo: Teresa Teclado' });
    await expectFocusBackAfterEscape(toggle, page.getByRole('alertdialog', { name: 'Arquivar pedido?' }));

    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Arquivar pedido?' }).getByRole('button', { name: 'Arquivar' }).focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Reativar pedido?' }).getByRole('button', { name: 'Reativar' }).focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toBeFocused();

    await page.goto(`/prospects-listing?filter=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Abrir o pedido de Teresa Teclado' }).click();
    const sendAccess = page.getByRole('button', { name: 'Enviar acesso' });
    await sendAccess.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Enviar acesso?' });
    await confirm.getByRole('button', { name: 'Enviar acesso' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Dados para acesso enviados com sucesso!' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Dados para acesso enviados com sucesso!' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reenviar acesso' })).toBeFocused();
  });

  test('a bad edit id offers the way back to the list', async ({ page }) => {
    await signIn(page, DEMO.master);
    await page.goto('/condominium-register-edit/nao-e-um-id');
    await expect(page.getByText('Erro ao carregar o condomínio')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeHidden();
    await page.getByRole('link', { name: 'Voltar para a listagem' }).click();
    await expect(page).toHaveURL(/\/condominium-register$/);
  });
});
