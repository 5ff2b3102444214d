import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { DEMO, expect, signIn, test, testAs } from './support/fixtures.ts';
import { latestResetLink } from './support/mail.ts';

const asMaster = testAs('master');

test('a stranger asks for access, master sends it, and the new síndico signs in to their condominium', async ({ page }) => {
  // Three people, an e-mail and a self-closing dialog in one journey.
  test.slow();
  const mailDir = process.env.E2E_MAIL_DIR ?? '';
  const stamp = Date.now();
  const email = `helena.${stamp}@exemplo.com.br`;
  const condominiumName = `Residencial Ipê ${stamp}`;
  const password = 'Senha-da-Helena-2024';

  // The stranger's request.
  await page.goto('/register');
  await page.getByLabel('Seu nome').fill('Helena Prado');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('11912345678');
  await page.getByLabel('Nome do condomínio').fill(condominiumName);
  await page.getByLabel('CNPJ do condomínio').fill(generateCnpj());
  await page.getByLabel('Número de unidades').fill('24');
  await page.getByLabel('Mensagem (opcional)').fill('Queremos organizar as manutenções do prédio.');
  await page.getByRole('button', { name: 'Solicitar acesso' }).click();
  await expect(page.getByRole('dialog', { name: 'Acesso Solicitado!' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The master is told in the bell (issue 15); opening the notice marks it read and leads to the request.
  await signIn(page, DEMO.master);
  await page.getByRole('button', { name: /^Notificações/ }).click();
  const notice = page.getByRole('menuitem').filter({ hasText: 'Novo pedido de acesso' }).filter({ hasText: condominiumName });
  await notice.click();
  await expect(page).toHaveURL(/\/prospects-listing\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: condominiumName })).toBeVisible();
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await expect(page.getByRole('menuitem').filter({ hasText: 'Novo pedido de acesso' }).filter({ hasText: condominiumName })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The listing shows it waiting; the master sends the access.
  await page.getByRole('complementary', { name: 'Menu lateral' }).getByRole('link', { name: 'Prospects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listagem de Prospects' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Buscar pedido/ }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(condominiumName);
  await expect(row).toContainText('Aguardando');
  await row.getByRole('link', { name: 'Abrir o pedido de Helena Prado' }).click();

  await expect(page.getByRole('heading', { level: 2, name: condominiumName })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar acesso' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Enviar acesso?' });
  await expect(confirm).toContainText(`envia para ${email} um link para definir a senha`);
  await confirm.getByRole('button', { name: 'Enviar acesso' }).click();
  await expect(page.getByRole('dialog', { name: 'Dados para acesso enviados com sucesso!' })).toBeVisible();
  await expect(page.getByText(/^Acesso enviado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // The link from the e-mail, a password, and the síndico's first sign-in.
  await expect.poll(() => latestResetLink(mailDir, email), { timeout: 30_000 }).toBeTruthy();
  const link = latestResetLink(mailDir, email) ?? '';
  expect(new URL(link).pathname).toBe('/reset-password');

  // The success dialog closes by itself (3 s) and holds the page until then.
  await expect(page.getByRole('dialog', { name: 'Dados para acesso enviados com sucesso!' })).toBeHidden();
  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByRole('dialog', { name: 'Senha redefinida com sucesso!' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, password);
  await expect(page.getByRole('banner').getByText(condominiumName)).toBeVisible();

  // The new síndico's welcome (issue 15) leads to the condominium's profile and is read once opened.
  await page.getByRole('button', { name: 'Notificações: 1 não lida' }).click();
  await page.getByRole('menuitem').filter({ hasText: 'Bem-vindo ao Zelo!' }).click();
  await expect(page).toHaveURL(/\/condominium-profile$/);
  await expect(page.getByRole('button', { name: 'Notificações: nenhuma não lida' })).toBeVisible();
});

asMaster('master edits a request and archives it; an archived request cannot be sent', async ({ page, request }) => {
  const stamp = Date.now();
  const email = `caio.${stamp}@exemplo.com.br`;
  const registered = await request.post('/api/v1/register', {
    data: { name: 'Caio Martins', email, phone: '11955554444', condominium_name: `Edifício Aroeira ${stamp}`, cnpj: generateCnpj(), units: 12 },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`/prospects-listing?filter=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('link', { name: 'Abrir o pedido de Caio Martins' }).click();

  await page.getByLabel('Nome do condomínio').fill(`Edifício Aroeira Azul ${stamp}`);
  await page.getByLabel('Número de unidades').fill('16');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('dialog', { name: 'Prospect atualizado com sucesso!' })).toBeVisible();
  // The success dialog closes by itself (3 s) and holds the page until then.
  await expect(page.getByRole('dialog', { name: 'Prospect atualizado com sucesso!' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: `Edifício Aroeira Azul ${stamp}` })).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para a listagem' }).click();
  await expect(page).toHaveURL(/\/prospects-listing\?filter=/);
  const archived = page.getByRole('row').filter({ hasText: email });
  await archived.getByRole('switch', { name: 'Ativo: Caio Martins' }).click();
  await page.getByRole('alertdialog', { name: 'Arquivar pedido?' }).getByRole('button', { name: 'Arquivar' }).click();
  await expect(archived).toContainText('Arquivado');
  await expect(archived.getByRole('switch', { name: 'Ativo: Caio Martins' })).toHaveAttribute('aria-checked', 'false');

  await archived.getByRole('link', { name: 'Abrir o pedido de Caio Martins' }).click();
  await expect(page.getByRole('button', { name: 'Enviar acesso' })).toBeDisabled();
});
