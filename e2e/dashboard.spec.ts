import type { APIRequestContext } from '@playwright/test';
import { expect, savedToken, testAs } from './support/fixtures.ts';

const asSindico = testAs('sindico');

/** Morador1's first apartment and condominium, as the profile gives them. */
async function moradorHome(request: APIRequestContext, headers: Record<string, string>) {
  const profile = (await (await request.get('/api/v1/users/profile', { headers })).json()) as { data: { apartments: { uuid: string; condominium_uuid: string }[] } };
  return profile.data.apartments[0]!;
}

asSindico('a reform a morador submits shows in the síndico’s dashboard and bell, leads to the reform, and leaves the count once decided', async ({ page, request }) => {
  // Issue 15: the morador asks (through the API: the form has its own journey in reforms.spec.ts).
  const morador = { Authorization: `Bearer ${await savedToken('morador')}` };
  const title = `Pintura da varanda ${Date.now()}`;
  const home = await moradorHome(request, morador);
  const asked = await request.post('/api/v1/reforms/store', {
    headers: morador,
    data: { apartment: home.uuid, title, description: 'Pintura das paredes da varanda.', categories: ['painting'], starts_on: '2027-01-10', ends_on: '2027-01-20' },
  });
  expect(asked.status()).toBe(201);

  // The síndico, on a tablet, finds it among the reforms waiting for a decision, with their count.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/dashboard');
  const awaiting = page.getByRole('region', { name: 'Reformas aguardando decisão' });
  await expect(awaiting.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  // "N em análise, da mais antiga à mais recente." (the demo has another reform pending, so N ≥ 2 here).
  const pendingShown = async () => Number((await awaiting.getByText(/em análise, da mais antiga/).textContent())!.match(/^(\d+)/)![1]);
  const pendingBefore = await pendingShown();

  // Issue 23: the count opens the reforms listing filtered to those waiting, the new one among them.
  await awaiting.getByRole('link', { name: /^\d+ em análise$/ }).click();
  await expect(page).toHaveURL(/\/reforms-register\?.*situation=pending/);
  await expect(page.getByRole('combobox', { name: 'Etapa' })).toHaveValue('pending');
  const listed = page.getByRole('table', { name: 'Reformas cadastradas' });
  await expect(listed.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expect(listed.getByRole('row').filter({ hasText: /Aprovada|Reprovada|Concluída/ })).toHaveCount(0);
  await page.goBack();

  // The bell tells the same; opening the notice goes to the reform's record.
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await page.getByRole('menuitem').filter({ hasText: 'Nova reforma para análise' }).filter({ hasText: title }).click();
  await expect(page).toHaveURL(/\/reforms-register\?.*reform=/);
  const record = page.getByRole('dialog', { name: title });
  await expect(record).toBeVisible();

  // A decision takes it off the list, and the count drops by one.
  await record.getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('alertdialog', { name: 'Aprovar reforma?' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(record.getByText('Aprovada').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(awaiting.getByRole('link', { name: /Troca do quadro elétrico/ })).toBeVisible();
  await expect(awaiting.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  expect(await pendingShown()).toBe(pendingBefore - 1);
});

asSindico('a resident someone else links to an apartment reaches the síndico’s bell, which leads to that person and marks the notice read', async ({ page, request }) => {
  // Issue 15: master registers a new morador in the demo building (through the API: people.spec.ts has the form).
  const master = { Authorization: `Bearer ${await savedToken('master')}` };
  const home = await moradorHome(request, { Authorization: `Bearer ${await savedToken('morador')}` });
  const email = `nova.moradora.${Date.now()}@exemplo.com.br`;
  const created = await request.post('/api/v1/users/store', {
    headers: master,
    data: { name: 'Lívia Nogueira', email, type: 'morador', condominiums: [home.condominium_uuid], apartments: [{ apartment: home.uuid, relation: 'inquilino' }] },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await page.getByRole('menuitem').filter({ hasText: 'Novo morador' }).filter({ hasText: 'Lívia Nogueira' }).click();
  await expect(page).toHaveURL(/\/user-register\?.*filter=/);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await expect(page.getByRole('menuitem').filter({ hasText: 'Lívia Nogueira' })).toHaveCount(0);
});
