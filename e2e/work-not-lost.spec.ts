import { DEMO, DEMO_PASSWORD, expect, signIn, test, testAs } from './support/fixtures.ts';

/** Issue 23 §2: work is never silently lost. */
const asSindico = testAs('sindico');

const PROFILE_SAVE = '**/api/v1/condominium/profile/**';

asSindico('a session refused mid-edit: signing in again returns to the page with the edits', async ({ page }) => {
  await page.goto('/condominium-profile');
  const complement = page.getByLabel('Complemento');
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Residencial Jardim das Flores');
  await complement.fill('Bloco do rascunho');
  // The server expires the session just as the person saves.
  await page.route(PROFILE_SAVE, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 401, json: { message: 'Sessão inválida ou expirada. Entre novamente.', code: 'UNAUTHENTICATED' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Salvar alterações' }).click();

  await expect(page).toHaveURL(/\/\?redirect=%2Fcondominium-profile$/);
  await page.unroute(PROFILE_SAVE);
  await page.getByLabel('E-mail').fill(DEMO.sindico);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/condominium-profile$/);
  await expect(page.getByLabel('Complemento')).toHaveValue('Bloco do rascunho');
  await expect(page.getByRole('region', { name: 'Avisos' })).toContainText('Recuperamos as alterações');
});

const asZelador = testAs('zelador');
const RECORD_EXECUTION = '**/api/v1/maintenance/store-by-condominium';

asZelador('an execution being recorded when the session is refused comes back open after signing in, with what was typed', async ({ page }) => {
  await page.goto('/maintenance');
  await page.getByRole('button', { name: /^Registrar execução de / }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Registrar execução' });
  await expect(page).toHaveURL(/\/maintenance\?recording=[0-9a-f-]{36}$/);
  const address = page.url();
  await dialog.getByLabel('Empresa').fill('Hidro Limpa Ltda');
  await dialog.getByLabel('Observações').fill('Tampa da caixa trocada.');
  // The server expires the session just as the execution is saved.
  await page.route(RECORD_EXECUTION, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 401, json: { message: 'Sessão inválida ou expirada. Entre novamente.', code: 'UNAUTHENTICATED' } })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Registrar execução' }).click();

  await expect(page).toHaveURL(/\/\?redirect=%2Fmaintenance%3Frecording%3D/);
  await page.unroute(RECORD_EXECUTION);
  await page.getByLabel('E-mail').fill(DEMO.zelador);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(address);
  await expect(dialog.getByLabel('Empresa')).toHaveValue('Hidro Limpa Ltda');
  await expect(dialog.getByLabel('Observações')).toHaveValue('Tampa da caixa trocada.');
  await expect(page.getByRole('region', { name: 'Avisos' })).toContainText('Recuperamos as alterações');

  // Back asks as closing does; staying keeps the dialog, what was typed and its place in the address.
  await page.goBack();
  await page.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(address);
  await expect(dialog.getByLabel('Empresa')).toHaveValue('Hidro Limpa Ltda');

  // Leaving it by choice asks first, once, then drops the draft and the dialog's place in the address.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Sair sem salvar?' })).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/maintenance$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('zelo-draft:')))).toEqual([]);
});

asSindico('offline, the save says "Sem conexão", waits with the form as it is, and goes when the connection returns', async ({ page, context }) => {
  await page.goto('/condominium-profile');
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Residencial Jardim das Flores');
  const complement = page.getByLabel('Complemento');
  const value = `Sem conexão ${Date.now()}`;
  await complement.click();
  await complement.fill(value);
  // The toast area loads on the first interaction (decision 013), as it does for a person who taps the field.
  await expect(page.getByRole('region', { name: 'Avisos' })).toBeAttached();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão.' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('button', { name: 'Aguardando conexão' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'O salvamento está pausado' })).toBeVisible();
  await expect(complement).toHaveValue(value);

  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/condominium/profile/'));
  await context.setOffline(false);
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Condominio atualizado com sucesso!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeVisible();
});

asSindico('offline, a screen never opened on this device waits for the connection instead of replacing the app with the browser’s error page', async ({ page, context }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  // A reload would drop this mark: the app must stay the same document throughout.
  await page.evaluate(() => ((window as { stayedOnPage?: boolean }).stayedOnPage = true));

  // The menu's screens arrive while the page is idle (layout/use-menu-screen-preload.ts): the profile, opened from the
  // user menu, is one that has not.
  await context.setOffline(true);
  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Perfil do Usuário' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A página pedida abre assim que a conexão voltar.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});

test('the inactivity lock keeps the execution being recorded: unlocking returns to it, open, with what was typed', async ({ page }) => {
  // Signed in on its own: the lock ends this session, not the one the other zelador tests share.
  await page.clock.install();
  await signIn(page, DEMO.zelador);
  await page.goto('/maintenance');
  await page.getByRole('button', { name: /^Registrar execução de / }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Registrar execução' });
  await expect(page).toHaveURL(/\/maintenance\?recording=[0-9a-f-]{36}$/);
  const address = page.url();
  await dialog.getByLabel('Observações').fill('Boia da caixa trocada.');

  // Twenty minutes without a touch, then the warning's five without an answer.
  await page.clock.fastForward('20:05');
  await expect(page.getByRole('alertdialog', { name: 'Você ainda está aí?' })).toBeVisible();
  await page.clock.fastForward('05:05');
  await expect(page).toHaveURL(/\/lock-screen/);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Desbloquear' }).click();

  await expect(page).toHaveURL(address);
  await expect(dialog.getByLabel('Observações')).toHaveValue('Boia da caixa trocada.');
  await expect(page.getByRole('region', { name: 'Avisos' })).toContainText('Recuperamos as alterações');
});
