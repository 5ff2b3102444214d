import { DEMO, expect, signIn, test } from './support/fixtures.ts';

test('dark mode persists across a reload', async ({ page }) => {
  await signIn(page, DEMO.zelador);
  await expect(page.locator('body')).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'Ativar modo escuro' }).click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Ativar modo claro' })).toBeVisible();
});

test.describe('desktop (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('header of 80 px; sidebar of 248 px that collapses to 72 px and opens while hovered', async ({ page }) => {
    await signIn(page, DEMO.master);
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(80);
    const sidebar = page.getByRole('complementary', { name: 'Menu lateral' });
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(248);
    await expect(sidebar.getByText('Zelo', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
    await page.mouse.move(700, 400);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(72);
    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(248);

    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeHidden();
  });

  test('the user menu opens the profile', async ({ page }) => {
    await signIn(page, DEMO.sindico);
    await page.getByRole('button', { name: /^Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Perfil do Usuário' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil do Usuário' })).toBeVisible();
    await expect(page.getByText(DEMO.sindico)).toBeVisible();
  });
});

test.describe('phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile sidebar with overlay and close button, and the bottom bar', async ({ page }) => {
    await signIn(page, DEMO.morador);
    await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();

    const bottomBar = page.getByRole('navigation', { name: 'Atalhos' });
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Perfil' })).toBeVisible();
    await expect(bottomBar.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Zelo' });
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(248);
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();

    await bottomBar.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await bottomBar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await signIn(page, DEMO.sindico);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});

test.describe('tablet (768×1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('menu button and drawer instead of the sidebar, no bottom bar', async ({ page }) => {
    await signIn(page, DEMO.engenheiro);
    await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Zelo' });
    await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
