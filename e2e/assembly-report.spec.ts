import { expect, expectNoSeriousA11yViolations, testAs } from './support/fixtures.ts';

const asSindico = testAs('sindico');

/** The product's calendar day (America/Sao_Paulo), as a date field takes it: YYYY-MM-DD. */
const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** DD/MM/YYYY, as every screen shows a day. */
const shown = (day: string) => day.split('-').reverse().join('/');

// Issue 23 §4: the síndico prints the maintenance report for the assembleia from the Resumo tab.
asSindico('the síndico opens the assembleia report of the demo building, with its executions and papers, and it prints alone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/maintenance?tab=resumo');
  await page.getByRole('button', { name: 'Relatório para assembleia' }).click();
  const report = page.getByRole('dialog', { name: 'Relatório de manutenção para assembleia' });
  const year = saoPauloToday().slice(0, 4);
  await expect(report.getByLabel('Período: de')).toHaveValue(`${year}-01-01`);
  await expect(report.getByLabel('Período: até')).toHaveValue(`${year}-12-31`);

  // The demo seed's executions: the water tank 120 days ago (with its certificate), the generator 2 days ago.
  const today = saoPauloToday();
  const from = daysBefore(today, 200);
  await report.getByLabel('Período: de').fill(from);
  await report.getByLabel('Período: até').fill(today);
  await expect(report.getByText(`${shown(from)} a ${shown(today)}`)).toBeVisible();

  for (const heading of ['Condomínio', 'Resumo', 'Execuções no período', `Manutenções vencidas em ${shown(today)}`]) {
    await expect(report.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(report.getByText('Residencial Jardim das Flores', { exact: true })).toBeVisible();
  const tank = report.getByRole('listitem').filter({ hasText: "Limpeza e desinfecção da caixa d'água e cisternas" });
  await expect(tank).toContainText('Empresa especializada · Aqua Pura Limpeza de Reservatórios Ltda · Marcelo Antunes');
  await expect(tank.getByRole('list', { name: /^Comprovantes de / })).toContainText('Certificado: Certificado de limpeza da caixa d’água.pdf');
  await expect(report.getByRole('region', { name: 'Gerador' })).toContainText('Partida semanal do gerador');
  await expect(report.getByRole('rowheader', { name: 'Inspeção dos extintores (lacre, manômetro e validade)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Printing ("Salvar como PDF" too) shows the report alone: not the app behind the dialog, nor the dialog's controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(report.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(report.getByLabel('Período: de')).toBeHidden();
  await expect(report.getByRole('heading', { level: 2, name: 'Relatório de manutenção para assembleia' })).toBeVisible();
  await expect(tank).toBeVisible();
  const colours = await report.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgba(0, 0, 0, 0)' });
  // Each execution stays whole on its page.
  expect(await tank.evaluate((element) => getComputedStyle(element).breakInside)).toBe('avoid');
  await page.emulateMedia({ media: 'screen' });

  await report.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('button', { name: 'Relatório para assembleia' })).toBeFocused();
});
