import { readFile } from 'node:fs/promises';
import { expect, testAs } from './support/fixtures.ts';

const asSindico = testAs('sindico');

// Issue 23 §4: every listing exports what it shows, as a CSV that Excel opens in pt-BR.
asSindico('a síndico exports every apartment the filter finds, not only the page on screen, as a CSV for Excel', async ({ page }) => {
  // The demo's towers: more apartments than one page of the listing shows.
  await page.goto('/apartments-register?filter=Torre');
  const table = page.getByRole('table', { name: 'Apartamentos cadastrados' });
  await expect(table.getByRole('row').filter({ hasText: 'Beatriz Lima' })).toHaveCount(1);
  const shown = await page.getByRole('navigation', { name: 'Paginação' }).getByText(/^Mostrando 1–10 de \d+ registros$/).textContent();
  const total = Number(/de (\d+) registros/.exec(shown ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^apartamentos-cadastrados-\d{4}-\d{2}-\d{2}\.csv$/);

  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe('Bloco/Torre;Número;Andar;Moradores;Status');
  const rows = lines.slice(1, -1);
  expect(rows).toHaveLength(total);
  expect(rows.every((row) => row.startsWith('Torre '))).toBe(true);
  // The demo's A-101 (another spec may add a tenant beside its owner).
  expect(rows.find((row) => row.startsWith('Torre 1;101;'))).toMatch(/^Torre 1;101;1;Beatriz Lima \(Proprietário\)(, [^;]+)?;Ativo$/);
  expect(lines.at(-1)).toBe('');
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeFocused();
});
