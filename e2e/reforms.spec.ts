import { expect, expectNoSeriousA11yViolations, savedToken, sessionFile, testAs } from './support/fixtures.ts';

const asSindico = testAs('sindico');

// Issue 13: the síndico decides on a tablet; the morador reads the answer on a phone.
asSindico.use({ viewport: { width: 768, height: 1024 } });

asSindico('a morador asks for a reform, the síndico disapproves it with a reason, and the morador reads the reason', async ({ page, browser, baseURL, request }) => {
  const morador = { Authorization: `Bearer ${await savedToken('morador')}` };
  const home = (await (await request.get('/api/v1/users/profile', { headers: morador })).json()).data.apartments[0].uuid as string;
  const title = `Troca do quadro elétrico ${Date.now()}`;
  const asked = await request.post('/api/v1/reforms/store', {
    headers: morador,
    data: {
      apartment: home,
      title,
      description: 'Quadro novo com disjuntor DR.',
      categories: ['electrical'],
      starts_on: '2026-12-01',
      ends_on: '2026-12-05',
      professional_name: 'Eng. Paula Reis',
      professional_registry: 'CREA-SP 123456',
      art_number: 'ART 2026-0001',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto('/reforms-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Reformas' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar reforma por título, obra, empresa ou responsável' }).fill(title);
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('button', { name: `Ver reforma ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Enviada para análise')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Reprovar' }).click();
  await dialog.getByLabel('Motivo da reprovação').fill('A ART não cobre a troca do quadro.');
  await dialog.getByRole('button', { name: 'Reprovar reforma' }).click();
  await expect(dialog.getByText('Reprovada', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText('A ART não cobre a troca do quadro.').first()).toBeVisible();

  const phone = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 }, storageState: sessionFile('morador') });
  await phone.goto('/reforms-register');
  await phone.getByRole('button', { name: `Ver reforma ${title}` }).click();
  const seen = phone.getByRole('dialog', { name: title });
  await expect(seen.getByText('A ART não cobre a troca do quadro.').first()).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await phone.close();
});
