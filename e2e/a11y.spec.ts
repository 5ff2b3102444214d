import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO, expect, expectNoSeriousA11yViolations, openDashboard, signIn, test, testAs, TINY_PNG, useDarkMode } from './support/fixtures.ts';

// Parallel within the file too: its many short tests would otherwise run on one worker while the other idles.
test.describe.configure({ mode: 'parallel' });

const signedInAs = { master: testAs('master'), morador: testAs('morador'), sindico: testAs('sindico') } as const;

const PHONE = { width: 390, height: 844 };

/**
 * One screen state scanned by axe: how a user reaches it, as whom (signed out when no account), and on what screen.
 * Each state is a test of its own: an axe scan takes seconds on these machines, and a test that scans a dozen
 * states runs out of time on a slower one.
 */
type ScreenState = {
  name: string;
  account?: keyof typeof signedInAs;
  viewport?: { width: number; height: number };
  open: (page: Page, request: APIRequestContext) => Promise<void>;
};

const publicScreens = [
  ['login', '/login', 'Entrar'],
  ['access request', '/register', 'Solicitar acesso'],
  ['forgot password', '/forgot-password', 'Esqueceu a senha?'],
  ['reset password with an unusable link', '/reset-password?token=um-token-qualquer', 'Link inválido ou expirado'],
  ['lock screen', '/lock-screen', 'Sessão bloqueada'],
  ['404', '/404', 'Página não encontrada'],
] as const;

async function openDashboardMenu(page: Page, button: RegExp) {
  await openDashboard(page);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function openCondominiumList(page: Page) {
  await page.goto('/condominium-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Condomínios' })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
}

async function openApartmentList(page: Page) {
  await page.goto('/apartments-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Listagem de Apartamentos' })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
}

async function openDocumentList(page: Page) {
  await page.goto('/documents-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Documentos' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documentos cadastrados' })).toBeVisible();
}

/** A new access request of its own (so parallel tests never share one), found in the master's listing. */
async function openProspectList(page: Page, request: APIRequestContext) {
  const email = `a11y.${randomUUID()}@exemplo.com.br`;
  const registered = await request.post('/api/v1/register', {
    data: { name: 'Lúcia Andrade', email, phone: '11955554444', condominium_name: 'Edifício Acessível', cnpj: generateCnpj(), units: 10 },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`/prospects-listing?filter=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
}

async function openProspect(page: Page, request: APIRequestContext) {
  await openProspectList(page, request);
  await page.getByRole('link', { name: 'Abrir o pedido de Lúcia Andrade' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edifício Acessível' })).toBeVisible();
}

async function openCondominiumProfile(page: Page) {
  await page.goto('/condominium-profile');
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Residencial Jardim das Flores');
}

const screenStates: ScreenState[] = [
  ...publicScreens.map(([name, path, heading]) => ({
    name,
    open: async (page: Page) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    },
  })),
  {
    name: 'access request with form errors',
    open: async (page) => {
      await page.goto('/register');
      await page.getByRole('button', { name: 'Solicitar acesso' }).click();
      await expect(page.getByText('Informe seu nome completo.')).toBeVisible();
    },
  },
  { name: 'dashboard', account: 'sindico', open: openDashboard },
  { name: 'notifications menu', account: 'sindico', open: (page) => openDashboardMenu(page, /^Notificações/) },
  { name: 'user menu', account: 'sindico', open: (page) => openDashboardMenu(page, /^Menu do usuário/) },
  {
    name: 'user profile',
    account: 'sindico',
    open: async (page) => {
      await page.goto('/user-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeVisible();
      await expect(page.getByLabel('Nome', { exact: true })).not.toHaveValue('');
    },
  },
  {
    name: 'layout customizer',
    account: 'sindico',
    open: async (page) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Personalizar layout' }).click();
      await expect(page.getByRole('dialog', { name: 'Personalizar layout' })).toBeVisible();
    },
  },
  { name: 'condominium list', account: 'master', open: openCondominiumList },
  {
    name: 'condominium status confirmation',
    account: 'master',
    open: async (page) => {
      await openCondominiumList(page);
      await page.getByRole('switch').first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'condominium edit form',
    account: 'master',
    open: async (page) => {
      await openCondominiumList(page);
      await page.getByRole('link', { name: /^Editar / }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Editar Condomínio' })).toBeVisible();
      await expect(page.getByLabel('Nome fantasia')).not.toHaveValue('');
    },
  },
  {
    name: 'new condominium with form errors',
    account: 'master',
    open: async (page) => {
      await page.goto('/condominium-register-add');
      await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Condomínio' })).toBeVisible();
      await page.getByRole('button', { name: 'Cadastrar condomínio' }).click();
      await expect(page.getByText('Informe a razão social.')).toBeVisible();
    },
  },
  { name: 'apartment list', account: 'sindico', open: openApartmentList },
  {
    name: 'building preview',
    account: 'sindico',
    open: async (page) => {
      await openApartmentList(page);
      await page.getByRole('button', { name: 'Cadastrar prédio' }).click();
      await expect(page.getByRole('heading', { name: /^Prévia: / })).toBeVisible();
    },
  },
  {
    name: 'user list',
    account: 'sindico',
    open: async (page) => {
      await page.goto('/user-register');
      await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Usuários' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
    },
  },
  {
    name: 'new morador with form errors',
    account: 'sindico',
    open: async (page) => {
      await page.goto('/user-register-add');
      await page.getByLabel('Tipo de usuário').selectOption('morador');
      await page.getByRole('button', { name: 'Adicionar apartamento' }).click();
      await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
      await expect(page.getByText('Informe o nome.')).toBeVisible();
    },
  },
  { name: 'document list', account: 'sindico', open: openDocumentList },
  {
    name: 'document upload with form errors',
    account: 'sindico',
    open: async (page) => {
      await openDocumentList(page);
      await page.getByRole('button', { name: 'Enviar documento' }).click();
      const sending = page.getByRole('dialog', { name: 'Enviar documento' });
      await sending.getByRole('button', { name: 'Enviar documento' }).click();
      await expect(sending.getByText('Informe o título do documento.')).toBeVisible();
    },
  },
  { name: 'prospect list', account: 'master', open: openProspectList },
  { name: 'prospect details', account: 'master', open: openProspect },
  {
    name: 'send access confirmation',
    account: 'master',
    open: async (page, request) => {
      await openProspect(page, request);
      await page.getByRole('button', { name: 'Enviar acesso' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Enviar acesso?' })).toBeVisible();
    },
  },
  { name: 'condominium profile', account: 'sindico', open: openCondominiumProfile },
  { name: 'condominium profile on a phone', account: 'sindico', viewport: PHONE, open: openCondominiumProfile },
  { name: 'condominium list on a phone', account: 'master', viewport: PHONE, open: openCondominiumList },
  { name: 'dashboard on a phone', account: 'morador', viewport: PHONE, open: openDashboard },
  {
    name: 'menu drawer on a phone',
    account: 'morador',
    viewport: PHONE,
    open: async (page) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Zelo' })).toBeVisible();
    },
  },
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      if (mode === 'dark') await useDarkMode(page);
    });

    for (const { name, account, viewport, open } of screenStates) {
      const testScreen = account ? signedInAs[account] : test;
      testScreen(`${name} has no serious or critical violation`, async ({ page, request }) => {
        if (viewport) await page.setViewportSize(viewport);
        await open(page, request);
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${mode}\\b`));
        await expectNoSeriousA11yViolations(page);
      });
    }
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
