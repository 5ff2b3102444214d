import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sessionFile, test, testAs } from './support/fixtures.ts';

const asMorador = testAs('morador');

// Issue 13: the morador asks and reads the answer on a phone; the síndico and the engenheira decide on a tablet.
asMorador.use({ viewport: { width: 390, height: 844 } });
const TABLET = { width: 768, height: 1024 };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A calendar day `days` from now, as a date field takes it (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A real one-page PDF, as Chromium prints it: the professional's ART, distinct on every run. */
async function artPdf(browser: Browser, number: string): Promise<Buffer> {
  const printer = await browser.newPage();
  await printer.setContent(`<h1>Anotação de Responsabilidade Técnica</h1><p>${number} · Eng. Paula Reis · CREA-SP 123456</p>`);
  const bytes = await printer.pdf({ format: 'A4' });
  await printer.close();
  return bytes;
}

/** A signed-in person's other device, on the page given. */
async function openAs(browser: Browser, baseURL: string | undefined, account: 'sindico' | 'engenheiro', path: string): Promise<Page> {
  // A context of its own (not browser.newPage): axe-core runs only in pages of a context made by the test.
  const context = await browser.newContext({ baseURL, viewport: TABLET, storageState: sessionFile(account) });
  const page = await context.newPage();
  await page.goto(path);
  // Signed in and settled: another navigation while the app still checks the saved session can sign it out.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** Opens the newest unread notification about this reform from the header's bell: it leads to the reform's record. */
async function openFromBell(page: Page, notice: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await page.getByRole('menuitem').filter({ hasText: notice }).filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/[?&]reform=/);
  const record = page.getByRole('dialog', { name: title });
  await expect(record).toBeVisible();
  return record;
}

/** On the reforms listing, finds the reform by its title and opens its record. */
async function openFromListing(page: Page, title: string): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Reformas' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar reforma por título, obra, empresa ou responsável' }).fill(title);
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('button', { name: `Ver reforma ${title}` }).click();
  const record = page.getByRole('dialog', { name: title });
  await expect(record).toBeVisible();
  return record;
}

asMorador(
  'a morador asks for an electrical reform with its ART; the síndico disapproves it, the morador corrects and resubmits it, the síndico approves, the engenheira finishes it, and the record prints with every step',
  async ({ page: phone, browser, baseURL }) => {
    // Three people on three devices, eleven screens.
    test.slow();
    const stamp = Date.now();
    const title = `Troca da fiação da cozinha ${stamp}`;
    const art = await artPdf(browser, `ART 2026-${stamp}`);
    const reason = 'A ART não cobre a troca do quadro de distribuição.';
    const closingTerm = 'Vistoria final: quadro com disjuntor DR, circuitos identificados, sem danos às áreas comuns.';

    // The morador asks, on a phone.
    await phone.goto('/reforms-register');
    await expect(phone.getByRole('heading', { level: 1, name: 'Cadastro de Reformas' })).toBeVisible();
    await phone.getByRole('link', { name: 'Nova reforma' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Cadastrar Reforma' })).toBeVisible();
    await phone.getByLabel('Apartamento').selectOption({ label: 'Torre 1-101' });
    await phone.getByLabel('Título').fill(title);
    await phone.getByLabel('Descrição da obra').fill('Fiação nova da cozinha, com circuito próprio para o forno.');
    await phone.getByLabel('Instalações elétricas (exige ART/RRT)').check();
    await phone.getByLabel('Início previsto').fill(inDays(30));
    await phone.getByLabel('Término previsto').fill(inDays(35));

    // Electrical work needs its professional: the form says so before anything is sent.
    await phone.getByRole('button', { name: 'Cadastrar reforma' }).click();
    await expect(phone.getByText('Anexe a ART ou o RRT do profissional responsável: obras com estas categorias exigem o documento.')).toBeVisible();
    await expect(phone.getByText('Obras com estas categorias exigem o profissional responsável e o número da ART ou RRT.')).toHaveCount(3);
    await expect(phone.getByLabel('Nome do profissional')).toBeFocused();
    await phone.getByLabel('Nome do profissional').fill('Eng. Paula Reis');
    await phone.getByLabel('Registro no CREA ou CAU').fill('CREA-SP 123456');
    await phone.getByLabel('Número da ART ou RRT (obrigatório)').fill('ART 2026-0001');

    // The ART goes as soon as it is chosen; the request waits for it (held here until its progress is on screen).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await phone.route('**/api/v1/reforms/attachments', async (route) => {
      await held;
      await route.continue();
    });
    await phone.getByLabel('Arquivos: ART ou RRT').setInputFiles({ name: 'art-fiacao.pdf', mimeType: 'application/pdf', buffer: art });
    await expect(phone.getByRole('progressbar', { name: 'Envio de art-fiacao.pdf' })).toBeVisible();
    await phone.getByRole('button', { name: 'Cadastrar reforma' }).click();
    await expect(phone.getByText('Aguarde o envio dos anexos terminar antes de salvar.')).toBeVisible();
    release();
    await expect(phone.getByRole('button', { name: 'Baixar art-fiacao.pdf' })).toBeVisible();
    await expect(phone.getByRole('progressbar', { name: 'Envio de art-fiacao.pdf' })).toHaveCount(0);
    await phone.unroute('**/api/v1/reforms/attachments');

    await phone.getByRole('button', { name: 'Cadastrar reforma' }).click();
    await expect(phone.getByRole('dialog', { name: 'Cadastro realizado com sucesso!' })).toBeVisible();
    await expect(phone).toHaveURL(/\/reforms-register(\?|$)/);
    await phone.getByRole('searchbox', { name: 'Buscar reforma por título, obra, empresa ou responsável' }).fill(String(stamp));
    await expect(phone.getByRole('row').filter({ hasText: title })).toContainText('Em análise');

    // The síndico, on a tablet, is told and opens it from the bell; he disapproves it with a reason.
    const sindico = await openAs(browser, baseURL, 'sindico', '/dashboard');
    let record = await openFromBell(sindico, 'Nova reforma para análise', title);
    await expect(record.getByText('Em análise', { exact: true })).toBeVisible();
    await expect(record.getByText('art-fiacao.pdf')).toBeVisible();
    await expectNoSeriousA11yViolations(sindico);
    await record.getByRole('button', { name: 'Reprovar' }).click();
    await record.getByLabel('Motivo da reprovação').fill(reason);
    await record.getByRole('button', { name: 'Reprovar reforma' }).click();
    await expect(record.getByText('Reprovada', { exact: true }).first()).toBeVisible();
    await expect(record.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);

    // The morador reads the reason from her bell, corrects the ART number and sends it back.
    await phone.reload();
    let seen = await openFromBell(phone, 'Reforma reprovada', title);
    await expect(seen.getByText(reason).first()).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
    await seen.getByRole('link', { name: 'Editar' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Editar Reforma' })).toBeVisible();
    await expect(phone.getByRole('note')).toContainText(reason);
    await phone.getByLabel('Número da ART ou RRT (obrigatório)').fill('ART 2026-0002');
    await phone.getByLabel('Descrição da obra').fill('Fiação nova da cozinha e troca do quadro de distribuição, com disjuntor DR.');
    await phone.getByRole('button', { name: 'Reenviar para análise' }).click();
    await expect(phone.getByRole('dialog', { name: 'Cadastro atualizado com sucesso!' })).toBeVisible();
    await expect(phone).toHaveURL(/\/reforms-register(\?|$)/);

    // The síndico is told again and approves.
    await sindico.goto('/dashboard');
    record = await openFromBell(sindico, 'Nova reforma para análise', title);
    await expect(record.getByText('ART 2026-0002')).toBeVisible();
    await record.getByRole('button', { name: 'Aprovar' }).click();
    const confirm = sindico.getByRole('alertdialog', { name: 'Aprovar reforma?' });
    await confirm.getByRole('button', { name: 'Aprovar' }).click();
    await expect(record.getByText('Aprovada', { exact: true }).first()).toBeVisible();

    // The engenheira inspects the finished work and closes the record with its term and the signed paper. The work
    // period is still ahead (it was asked for in 30 days), so she is asked first.
    const engenheira = await openAs(browser, baseURL, 'engenheiro', '/reforms-register');
    const closing = await openFromListing(engenheira, title);
    await closing.getByRole('button', { name: 'Concluir' }).click();
    await closing.getByLabel('Termo de encerramento', { exact: true }).fill(closingTerm);
    await closing.getByLabel('Arquivos: Termo de encerramento assinado').setInputFiles({ name: 'termo-assinado.pdf', mimeType: 'application/pdf', buffer: art });
    await expect(closing.getByRole('button', { name: 'Baixar termo-assinado.pdf' })).toBeVisible();
    await closing.getByRole('button', { name: 'Concluir reforma' }).click();
    await engenheira.getByRole('alertdialog', { name: 'Concluir antes do início da obra?' }).getByRole('button', { name: 'Concluir mesmo assim' }).click();
    await expect(closing.getByText('Concluída', { exact: true }).first()).toBeVisible();
    await expect(closing.getByRole('region', { name: 'Anexos do encerramento' }).getByText('termo-assinado.pdf')).toBeVisible();
    await engenheira.context().close();

    // The record keeps every step, with who took it.
    await sindico.reload();
    record = sindico.getByRole('dialog', { name: title });
    const steps = record.getByRole('region', { name: 'Histórico' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText(/Enviada para análise.*Beatriz Lima/);
    await expect(steps.nth(1)).toContainText(/Reprovada.*Síndico Carlos Almeida/);
    await expect(steps.nth(1)).toContainText(reason);
    await expect(steps.nth(2)).toContainText(/Enviada para análise.*Beatriz Lima/);
    await expect(steps.nth(3)).toContainText(/Aprovada.*Síndico Carlos Almeida/);
    await expect(steps.nth(4)).toContainText(/Concluída.*Engenheira Ana Souza/);
    await expect(steps.nth(4)).toContainText(closingTerm);

    // Printed, it is the archive sheet alone: no header, menu, overlay or buttons around it.
    await sindico.emulateMedia({ media: 'print' });
    await expect(record.getByText('Registro de reforma — ABNT NBR 16280')).toBeVisible();
    for (const text of ['Torre 1-101', 'Residencial Jardim das Flores', 'Troca do quadro de distribuição', 'Instalações elétricas', 'Eng. Paula Reis', 'CREA-SP 123456', 'ART 2026-0002', 'art-fiacao.pdf', closingTerm]) {
      await expect(record.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(record.getByText(/^Situação em .*: Concluída\./)).toBeVisible();
    await expect(steps).toHaveCount(5);
    for (const step of await steps.all()) await expect(step).toBeVisible();
    await expect(sindico.locator('header').first()).toBeHidden();
    await expect(sindico.getByRole('main', { includeHidden: true })).toBeHidden();
    await expect(sindico.getByRole('navigation', { includeHidden: true }).first()).toBeHidden();
    await expect(record.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(record.getByRole('button', { name: 'Fechar' })).toBeHidden();
    await expect(record.getByRole('button', { name: 'Baixar art-fiacao.pdf' })).toBeHidden();
    // Nothing else on the page shows: not the app, the dialog's overlay or the toasts.
    const shown = await sindico.evaluate(() =>
      Array.from(document.body.children)
        .filter((element) => getComputedStyle(element).display !== 'none' && element.getBoundingClientRect().height > 0)
        .map((element) => element.getAttribute('role') ?? element.id ?? element.tagName),
    );
    expect(shown).toEqual(['dialog']);
    // The whole sheet flows onto the paper: nothing scrolls inside it or is cut at the screen's height.
    const sheet = await record.evaluate((element) => ({
      position: getComputedStyle(element).position,
      clipped: element.scrollHeight > element.clientHeight + 1,
      left: Math.round(element.getBoundingClientRect().left),
      top: Math.round(element.getBoundingClientRect().top),
    }));
    // At the page's top left corner: not still shifted by the centring of the dialog on screen.
    expect(sheet).toEqual({ position: 'static', clipped: false, left: 0, top: 0 });
    await sindico.context().close();

    // The morador downloads the ART from the finished record: the same bytes she sent.
    await phone.goto('/reforms-register');
    seen = await openFromListing(phone, title);
    await expect(seen.getByText('Concluída', { exact: true }).first()).toBeVisible();
    const [download] = await Promise.all([phone.waitForEvent('download'), seen.getByRole('button', { name: 'Baixar art-fiacao.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('art-fiacao.pdf');
    expect(sha256(await readFile((await download.path())!))).toBe(sha256(art));
  },
);
