import type { APIRequestContext } from '@playwright/test';
import { expect, savedToken, signIn, test } from './support/fixtures.ts';
import { bearer, newApartment, newCondominium, newPerson } from './support/own-condominium.ts';

/**
 * A building of the test's own, its síndico signed in: the reforms waiting and the notices the síndico reads are the
 * test's, whatever other tests leave in the demo condominium.
 */
async function ownBuilding(request: APIRequestContext) {
  const condominium = await newCondominium(request, 'Edifício do Painel');
  const apartment = await newApartment(request, condominium, '101');
  const sindico = await newPerson(request, condominium, { name: 'Sílvia Andrade', type: 'sindico' });
  return { condominium, apartment, sindico };
}

test('a reform a morador submits shows in the síndico’s dashboard and bell, leads to the reform, and leaves the count once decided', async ({ page, request }) => {
  // A building, two people and two reforms made through the API before the síndico's journey.
  test.slow();
  const { condominium, apartment, sindico } = await ownBuilding(request);
  // Issue 15: the morador asks (through the API: the form has its own journey in reforms.spec.ts), first another
  // reform, which stays waiting once this one is decided.
  const morador = bearer((await newPerson(request, condominium, { name: 'Otávio Lima', type: 'morador', apartment })).token);
  const ask = async (title: string) => {
    const asked = await request.post('/api/v1/reforms/store', {
      headers: morador,
      data: { apartment, title, description: 'Pintura das paredes.', categories: ['painting'], starts_on: '2027-01-10', ends_on: '2027-01-20' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
  };
  const stillWaiting = 'Pintura dos quartos';
  const title = 'Pintura da varanda';
  await ask(stillWaiting);
  await ask(title);

  // The síndico, on a tablet, finds it among the reforms waiting for a decision, with their count.
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, sindico.email);
  const awaiting = page.getByRole('region', { name: 'Reformas aguardando decisão' });
  await expect(awaiting.getByRole('link', { name: title })).toBeVisible();
  // "N em análise, da mais antiga à mais recente.": the two this test asked for.
  const pendingShown = async () => Number((await awaiting.getByText(/em análise, da mais antiga/).textContent())!.match(/^(\d+)/)![1]);
  expect(await pendingShown()).toBe(2);

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
  await expect(awaiting.getByRole('link', { name: stillWaiting })).toBeVisible();
  await expect(awaiting.getByRole('link', { name: title })).toHaveCount(0);
  expect(await pendingShown()).toBe(1);
});

test('a resident someone else links to an apartment reaches the síndico’s bell, which leads to that person and marks the notice read', async ({ page, request }) => {
  const { condominium, apartment, sindico } = await ownBuilding(request);

  // Issue 15: master registers a new morador in the building (through the API: people.spec.ts has the form).
  const email = `nova.moradora.${Date.now()}@exemplo.com.br`;
  const created = await request.post('/api/v1/users/store', {
    headers: bearer(await savedToken('master')),
    data: { name: 'Lívia Nogueira', email, type: 'morador', condominiums: [condominium.uuid], apartments: [{ apartment, relation: 'inquilino' }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, sindico.email);
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await page.getByRole('menuitem').filter({ hasText: 'Novo morador' }).filter({ hasText: 'Lívia Nogueira' }).click();
  await expect(page).toHaveURL(/\/user-register\?.*filter=/);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await expect(page.getByRole('menuitem').filter({ hasText: 'Lívia Nogueira' })).toHaveCount(0);
});
