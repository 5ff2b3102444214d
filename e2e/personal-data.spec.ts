import { readFile } from 'node:fs/promises';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { expect, savedToken, testAs } from './support/fixtures.ts';

const asMaster = testAs('master');

// Issue 25 §4 (LGPD art. 18): the master downloads a person's data and erases it, from the person's edit screen.
asMaster('the master downloads a person’s data as JSON, then erases the person, who stays in the listing as “Pessoa removida”', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await savedToken('master')}` };
  const stamp = Date.now();
  const email = `lia.${stamp}@exemplo.com.br`;
  const cpf = generateCpf();
  const condominiums = await request.get('/api/v1/condominium/listing', { headers });
  const condominium = (await condominiums.json()).data.data[0].uuid as string;
  const created = await request.post('/api/v1/users/store', {
    headers,
    data: { name: `Lia Campos ${stamp}`, email, type: 'zelador', cpf, condominiums: [condominium] },
  });
  expect(created.status()).toBe(201);
  const person = (await created.json()).data.uuid as string;

  await page.goto(`/user-register-edit/${person}`);
  const actions = page.getByRole('group', { name: 'Dados pessoais (LGPD)' });
  const [download] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: 'Baixar dados' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^zelo-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.profile).toMatchObject({ uuid: person, email, cpf });

  await actions.getByRole('button', { name: 'Remover dados pessoais' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover os dados pessoais?' });
  await expect(confirm).toContainText(`Lia Campos ${stamp} passa a se chamar “Pessoa removida”`);
  await confirm.getByRole('button', { name: 'Remover dados' }).click();
  await expect(page.getByRole('dialog', { name: 'Os dados pessoais foram removidos.' })).toBeVisible();
  await expect(page).toHaveURL(/\/user-register/);

  const shown = await request.get(`/api/v1/users/show/${person}`, { headers });
  expect((await shown.json()).data).toMatchObject({ name: 'Pessoa removida', cpf: null, active: false });
  const signIn = await request.post('/api/v1/auth', { data: { email, password: 'qualquer-senha-1' } });
  expect(signIn.status()).toBeGreaterThanOrEqual(400);
});
