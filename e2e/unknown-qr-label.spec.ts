import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

// Issue 23 §3: a QR label whose id names nothing (replaced, or its maintenance retired), read by a visitor's phone.
const UNKNOWN_LABEL = `/maintenance/public/details/${'Qq9'.repeat(7)}Q`;
const PHONE = { width: 390, height: 844 };

test('an unknown QR label: with JavaScript, SPEC’s toast then a 404 that tells the visitor whom to ask; without it, a 404 page saying so', async ({ browser, baseURL }) => {
  const withScript = await browser.newContext({ baseURL, viewport: PHONE });
  const phone = await withScript.newPage();
  await phone.goto(UNKNOWN_LABEL);
  await expect(phone.getByText('Detalhe da manutenção não encontrado')).toBeVisible();
  await expect(phone).toHaveURL(/\/404$/);
  const advice = phone.getByRole('region', { name: 'Chegou aqui pela etiqueta QR de um equipamento?' });
  await expect(advice).toContainText('procure a administração do condomínio');
  await expect(phone.getByRole('link', { name: 'Voltar ao início' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone);
  await withScript.close();

  const noScript = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const response = await plain.goto(UNKNOWN_LABEL);
  expect(response?.status()).toBe(404);
  await expect(plain.getByRole('heading', { level: 1, name: 'Etiqueta não reconhecida' })).toBeVisible();
  // Playwright's text engine skips <noscript>, where the page sits in the SPA's shell: read the landmark's text.
  await expect(plain.getByRole('main')).toContainText('procure a administração do condomínio (o síndico ou o zelador)');
  await noScript.close();
});
