import type { Page } from '@playwright/test';
import { FAKE_CEP, FAKE_CNPJ } from '../testing/fake-brazil-apis.ts';
import { expect, openDashboard, test, testAs, TINY_PNG } from './support/fixtures.ts';

const asMaster = testAs('master');
const asSindico = testAs('sindico');
const asZelador = testAs('zelador');

/** Fills the add form from the CNPJ lookup, then the address from the CEP lookup. */
async function fillFromLookups(page: Page) {
  await page.getByLabel('CNPJ', { exact: true }).fill(FAKE_CNPJ.found);
  await page.getByRole('button', { name: 'Buscar dados do CNPJ' }).click();
  await expect(page.getByLabel('Razão social')).toHaveValue('Condominio Edificio Solar das Palmeiras');
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Solar das Palmeiras');
  await expect(page.getByLabel('E-mail')).toHaveValue('administracao@solardaspalmeiras.com.br');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3333-4444');

  await page.getByLabel('CEP').fill(FAKE_CEP.found);
  await expect(page.getByText('Endereço preenchido a partir do CEP.')).toBeVisible();
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Estado').locator('option:checked')).toHaveText('São Paulo');
  await expect(page.getByLabel('Cidade').locator('option:checked')).toHaveText('São Paulo');
  await page.getByLabel('Número de unidades').fill('80');
  await page.getByLabel('Blocos').fill('2');
}

asMaster('master creates a condominium from the lookups, finds it, edits it, and cannot register its CNPJ twice', async ({ page }) => {
  // A whole journey with two self-closing dialogs (3 s each) and two lookups.
  test.slow();
  await openDashboard(page);
  await page.getByRole('complementary', { name: 'Menu lateral' }).getByRole('link', { name: 'Condomínios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Condomínios' })).toBeVisible();
  await page.getByRole('link', { name: 'Cadastrar condomínio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Condomínio' })).toBeVisible();

  await fillFromLookups(page);
  await page.getByLabel('Nome fantasia').fill('Edifício Solar das Palmeiras');
  await page.getByLabel('Plano').selectOption('Basic');
  await expect(page.getByRole('checkbox', { name: 'Documentos' })).toBeChecked();
  await page.getByRole('button', { name: 'Cadastrar condomínio' }).click();
  await expect(page.getByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeVisible();
  await expect(page).toHaveURL(/\/condominium-register$/);
  // The success dialog closes by itself (3 s) and holds the page until then.
  await expect(page.getByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeHidden();

  // The filter ignores accents and case.
  await page.getByRole('searchbox', { name: 'Buscar condomínio por nome ou CNPJ' }).fill('edificio solar das palmeiras');
  await expect(page).toHaveURL(/filter=edificio/);
  const row = page.getByRole('row').filter({ hasText: 'Edifício Solar das Palmeiras' });
  await expect(row).toContainText('11.444.777/0001-61');
  await expect(row).toContainText('São Paulo/SP');
  await expect(row).toContainText('Basic');

  // Inactivate and activate again, the listing keeping its filter.
  await row.getByRole('switch', { name: 'Ativo: Edifício Solar das Palmeiras' }).click();
  await page.getByRole('alertdialog', { name: 'Inativar condomínio?' }).getByRole('button', { name: 'Inativar' }).click();
  await expect(row.getByRole('switch', { name: 'Ativo: Edifício Solar das Palmeiras' })).toHaveAttribute('aria-checked', 'false');
  await row.getByRole('switch', { name: 'Ativo: Edifício Solar das Palmeiras' }).click();
  await page.getByRole('alertdialog', { name: 'Ativar condomínio?' }).getByRole('button', { name: 'Ativar' }).click();
  await expect(row.getByRole('switch', { name: 'Ativo: Edifício Solar das Palmeiras' })).toHaveAttribute('aria-checked', 'true');

  // Edit: the logo and the fields.
  await row.getByRole('link', { name: 'Editar Edifício Solar das Palmeiras' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Condomínio' })).toBeVisible();
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Edifício Solar das Palmeiras');
  await page.getByLabel('Arquivo do logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Prévia do novo logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar logo' }).click();
  // The same feedback as a save: the success dialog, and focus back on the button afterwards.
  await expect(page.getByRole('dialog', { name: 'Logo atualizado com sucesso!' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Logo atualizado com sucesso!' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enviar logo' })).toBeFocused();
  const logo = page.getByRole('img', { name: 'Logo de Edifício Solar das Palmeiras' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel('Blocos').fill('3');
  await page.getByLabel('Complemento').fill('Torre B');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('dialog', { name: 'Cadastro atualizado com sucesso!' })).toBeVisible();
  // Back at the page and filter the edit was opened from.
  await expect(page).toHaveURL(/\/condominium-register\?filter=edificio/);
  await expect(row).toContainText('Edifício Solar das Palmeiras');
  // The success dialog closes by itself (3 s) and holds the page until then.
  await expect(page.getByRole('dialog', { name: 'Cadastro atualizado com sucesso!' })).toBeHidden();

  // The same CNPJ again.
  await page.getByRole('link', { name: 'Cadastrar condomínio' }).click();
  await fillFromLookups(page);
  await page.getByRole('button', { name: 'Cadastrar condomínio' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Ops!' });
  await expect(warning).toContainText('Este CNPJ já possui cadastro no sistema.');
  await expect(page).toHaveURL(/\/condominium-register-add$/);
});

asSindico('the demo síndico opens the condominium profile and saves it', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Perfil do Condomínio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil do Condominio' })).toBeVisible();
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Residencial Jardim das Flores');
  await expect(page.getByText('Condomínio Residencial Jardim das Flores')).toBeVisible();
  await expect(page.getByLabel('CNPJ')).toHaveCount(0);

  await page.getByLabel('Complemento').fill('Portaria 24 horas');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('dialog', { name: 'Condominio atualizado com sucesso!' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Complemento')).toHaveValue('Portaria 24 horas');
});

asZelador('the zelador reads the condominium profile', async ({ page }) => {
  await page.goto('/condominium-profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Residencial Jardim das Flores' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
});
