import { createHash } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, savedToken, sessionFile, test, testAs } from './support/fixtures.ts';
import { latestResetLink } from './support/mail.ts';
import { PAULISTA_ADDRESS } from '../testing/sample-address.ts';

const asSindico = testAs('sindico');

// Issue 12: a síndico's tablet.
asSindico.use({ viewport: { width: 768, height: 1024 } });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PDF of about `megabytes`, distinct on every run (the same file twice in a condominium is refused). */
const pdf = (label: string, megabytes: number) => Buffer.from(`%PDF-1.7\n% ${label}\n${'%'.repeat(megabytes * 1024 * 1024)}\n%%EOF\n`);

/** A morador of a condominium of their own, made through the API as master would, signed in: their token. */
async function moradorElsewhere(request: APIRequestContext, mailDir: string): Promise<string> {
  const master = { Authorization: `Bearer ${await savedToken('master')}` };
  const condominium = await request.post('/api/v1/condominium/store', {
    headers: master,
    data: {
      cnpj: generateCnpj(),
      corporate_name: 'Condomínio Vizinho Ltda',
      comercial_name: 'Residencial Vizinho',
      ...PAULISTA_ADDRESS,
      number: '2000',
      units: 20,
      blocks: 1,
      plan: 'Premium',
    },
  });
  expect(condominium.status(), await condominium.text()).toBe(201);
  const condominiumId = (await condominium.json()).data.uuid as string;
  const apartment = await request.post('/api/v1/apartments/store', { headers: master, data: { condominium: condominiumId, block: 'A', number: '101' } });
  expect(apartment.status(), await apartment.text()).toBe(201);
  const email = `vizinho.${Date.now()}@exemplo.com.br`;
  const user = await request.post('/api/v1/users/store', {
    headers: master,
    data: {
      name: 'Vera Vizinha',
      email,
      type: 'morador',
      condominiums: [condominiumId],
      apartments: [{ apartment: (await apartment.json()).data.uuid, relation: 'proprietario' }],
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  await expect.poll(() => latestResetLink(mailDir, email), { timeout: 30_000 }).toBeTruthy();
  const token = new URL(latestResetLink(mailDir, email)!).searchParams.get('token') ?? new URL(latestResetLink(mailDir, email)!).pathname.split('/').pop();
  const reset = await request.post('/api/v1/password/reset', { data: { token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } });
  expect(reset.status(), await reset.text()).toBe(200);
  const signedIn = await request.post('/api/v1/auth', { data: { email, password: DEMO_PASSWORD } });
  return (await signedIn.json()).data.token as string;
}

async function downloadFrom(page: Page, title: string): Promise<Buffer> {
  const row = page.getByRole('row').filter({ hasText: title });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Baixar ${title}` }).click()]);
  return readFile((await download.path())!);
}

asSindico('a síndico sends a PDF and sees it go; a morador downloads the same bytes, a morador elsewhere cannot; a new version keeps the old one', async ({ page, browser, baseURL, request }) => {
  // Two people, a throttled upload, downloads and a neighbour made through the API.
  test.slow();
  const stamp = Date.now();
  const title = `Regimento interno ${stamp}`;
  const first = pdf(`primeira ${stamp}`, 3);

  await page.goto('/documents-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Documentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar documento' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Tipo').selectOption({ label: 'Regimento interno' });
  await dialog.getByLabel('Moradores podem ver este documento').check();
  await dialog.getByLabel('Arquivo do documento').setInputFiles({ name: 'regimento.pdf', mimeType: 'application/pdf', buffer: first });
  await expect(dialog.getByText('regimento.pdf')).toBeVisible();

  // A slow connection (1 MB/s up), so that the progress bar has something to show.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await dialog.getByRole('button', { name: 'Enviar documento' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Envio do arquivo' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeVisible({ timeout: 30_000 });
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Regimento interno');

  // A morador of the same condominium finds it and gets the same bytes.
  const morador = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 }, storageState: sessionFile('morador') });
  await morador.goto('/documents-register');
  await morador.getByRole('searchbox', { name: 'Buscar documento por título, tipo ou descrição' }).fill(String(stamp));
  await expect(morador).toHaveURL(new RegExp(`filter=.*${stamp}`));
  expect(sha256(await downloadFrom(morador, title))).toBe(sha256(first));

  // A morador of another condominium neither sees it nor fetches it.
  const path = await morador.evaluate(async (wanted) => {
    const saved = JSON.parse(localStorage.getItem('zelo-auth') ?? '{}') as { state: { token: string } };
    const response = await fetch(`/api/v1/documents/listing?filter=${encodeURIComponent(wanted)}`, { headers: { Authorization: `Bearer ${saved.state.token}` } });
    return ((await response.json()) as { data: { data: { file: { path: string } }[] } }).data.data[0]!.file.path;
  }, String(stamp));
  const neighbour = { Authorization: `Bearer ${await moradorElsewhere(request, process.env.E2E_MAIL_DIR ?? '')}` };
  const listed = await request.get(`/api/v1/documents/listing?filter=${stamp}`, { headers: neighbour });
  expect((await listed.json()).data.data).toEqual([]);
  const fetched = await request.post('/api/v1/file_storage/get_file', { headers: neighbour, data: { path } });
  expect(fetched.status()).toBe(404);
  expect((await fetched.body()).toString()).not.toContain('%PDF');

  // The síndico sends a new version: both are listed, and the morador now gets the new one.
  const second = pdf(`segunda ${stamp}`, 1);
  await page.getByRole('searchbox', { name: 'Buscar documento por título, tipo ou descrição' }).fill(String(stamp));
  await expect(page).toHaveURL(new RegExp(`filter=.*${stamp}`));
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  const editing = page.getByRole('dialog', { name: 'Editar documento' });
  await editing.getByLabel('Arquivo do documento').setInputFiles({ name: 'regimento-revisado.pdf', mimeType: 'application/pdf', buffer: second });
  await editing.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('dialog', { name: 'Cadastro atualizado com sucesso!' })).toBeVisible();
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  const versions = page.getByRole('dialog', { name: 'Editar documento' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Versão 2 · regimento-revisado.pdf');
  await expect(versions.last()).toContainText('Versão 1 · regimento.pdf');

  await morador.reload();
  expect(sha256(await downloadFrom(morador, title))).toBe(sha256(second));
  await morador.close();
});
