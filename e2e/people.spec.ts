import sharp from 'sharp';
import { expect, signIn, test, testAs } from './support/fixtures.ts';
import { latestResetLink } from './support/mail.ts';

const asSindico = testAs('sindico');

// Issue 11: a síndico's tablet.
asSindico.use({ viewport: { width: 768, height: 1024 } });

asSindico('a síndico builds a building, adds a morador to A-101, and the morador sets a password, signs in and adds a picture', async ({ page, browser, baseURL }) => {
  // Two people, an e-mail, four self-closing dialogs and an upload in one journey.
  test.slow();
  const mailDir = process.env.E2E_MAIL_DIR ?? '';
  const stamp = Date.now();
  const email = `caio.${stamp}@exemplo.com.br`;
  const password = 'Senha-do-Caio-2024';

  // The building: 2 blocks × 10 floors × 4 units, previewed before saving.
  await page.goto('/apartments-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Listagem de Apartamentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar prédio' }).click();
  const building = page.getByRole('dialog', { name: 'Cadastrar prédio' });
  await building.getByLabel('Blocos', { exact: true }).selectOption('letters');
  await building.getByLabel('Número de blocos').fill('2');
  await building.getByLabel('Andares').fill('10');
  await building.getByLabel('Primeiro andar').fill('1');
  await building.getByLabel('Unidades por andar').fill('4');
  await expect(building.getByRole('heading', { name: 'Prévia: 80 apartamentos' })).toBeVisible();
  await expect(building.getByText('Bloco A: 40 (A-101 a A-1004)')).toBeVisible();
  await building.getByRole('button', { name: 'Cadastrar apartamentos' }).click();
  await expect(page.getByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toContainText('80 apartamentos cadastrados.');
  await page.getByRole('searchbox', { name: 'Buscar apartamento por bloco ou número' }).fill('A-101');
  await expect(page.getByRole('row').filter({ hasText: 'Nenhum morador' })).toHaveCount(1);

  // The morador, in A-101.
  await page.goto('/user-register-add');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Usuário' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill('Caio Prado');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Tipo de usuário').selectOption('morador');
  await page.getByRole('button', { name: 'Adicionar apartamento' }).click();
  await expect(page.getByLabel('Apartamento 1', { exact: true }).locator('option', { hasText: 'A-101' })).toHaveCount(1);
  await page.getByLabel('Apartamento 1', { exact: true }).selectOption({ label: 'A-101' });
  await page.getByLabel('Relação com o apartamento 1').selectOption('proprietario');
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeVisible();
  await expect(page).toHaveURL(/\/user-register$/);
  await page.getByRole('searchbox', { name: 'Buscar usuário por nome, e-mail ou CPF' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: 'Caio Prado' })).toContainText('Morador');

  // The e-mail that says "defina sua senha", the password, and the morador's own session.
  await expect.poll(() => latestResetLink(mailDir, email), { timeout: 30_000 }).toBeTruthy();
  // A browser of its own: nothing of the síndico's session.
  const morador = await browser.newPage({ baseURL, viewport: { width: 768, height: 1024 }, storageState: { cookies: [], origins: [] } });
  await morador.goto(latestResetLink(mailDir, email) ?? '');
  await morador.getByLabel('Nova senha', { exact: true }).fill(password);
  await morador.getByLabel('Confirme a nova senha', { exact: true }).fill(password);
  await morador.getByRole('button', { name: 'Criar senha' }).click();
  await expect(morador.getByRole('dialog', { name: 'Senha redefinida com sucesso!' })).toBeVisible();
  await signIn(morador, email, password);

  // A picture, which the header shows at once.
  await morador.goto('/user-profile');
  await expect(morador.getByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeVisible();
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f855a' } }).jpeg().toBuffer();
  const chooser = morador.waitForEvent('filechooser');
  await morador.getByRole('button', { name: 'Enviar foto' }).click();
  await (await chooser).setFiles({ name: 'caio.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(morador.getByRole('dialog', { name: 'Perfil atualizado com sucesso!' })).toBeVisible();
  const avatar = morador.getByRole('button', { name: 'Menu do usuário: Caio Prado' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/api\/v1\/users\/image-profile\/.+\?v=/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);
  await morador.close();
});
