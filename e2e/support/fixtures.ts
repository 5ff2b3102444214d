import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_DEMO_PASSWORD } from '../global-setup.ts';

export const DEMO_PASSWORD = E2E_DEMO_PASSWORD;

/** The demo accounts the server seeds (SEED_DEMO_PASSWORD is theirs). */
export const DEMO = {
  master: 'master@zelo.demo',
  sindico: 'sindico@zelo.demo',
  zelador: 'zelador@zelo.demo',
  engenheiro: 'engenheiro@zelo.demo',
  morador: 'morador1@zelo.demo',
  /** Kept for the password-reset spec: its password changes there. */
  moradorForReset: 'morador2@zelo.demo',
} as const;

/** The demo accounts the `sessions` setup project signs in once, each saved as a Playwright storage state. */
export const SIGNED_IN_ACCOUNTS = ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const;
export type SignedInAccount = (typeof SIGNED_IN_ACCOUNTS)[number];

/** Where the `sessions` setup project saves an account's signed-in browser storage (e2e/sessions.setup.ts). */
export const sessionFile = (account: SignedInAccount) => join('.tmp/e2e/sessions', `${account}.json`);

/** The API token a signed-in account's saved session holds: for calls a test makes as that person. */
export async function savedToken(account: SignedInAccount): Promise<string> {
  const state = JSON.parse(await readFile(sessionFile(account), 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const saved = state.origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === 'zelo-auth');
  return (JSON.parse(saved!.value) as { state: { token: string } }).state.token;
}

/** The global setup starts the server on a free port and leaves its address here. */
export const test = base.extend({
  // The first argument must be a destructuring pattern for Playwright; this fixture needs no other fixture.
  baseURL: async ({ browserName: _browserName }, use) => {
    const baseUrl = process.env.E2E_BASE_URL;
    if (!baseUrl) throw new Error('E2E_BASE_URL is not set: the global setup did not run.');
    await use(baseUrl);
  },
  // Issue 23: axe on every screen a journey visits, not a sample. Each page the test reached is opened again once
  // the test has passed, as the same person at the same size, and checked (a state seen before in this worker is not).
  page: async ({ page }, use, testInfo) => {
    const visited = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(frame.url());
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus || visited.size === 0) return;
    await auditVisitedScreens(page, [...visited]);
  },
});

export { expect };

/**
 * Tests that start signed in as a demo account, from the session its setup saved (no sign-in per test). A test that
 * signs out, or changes the account's password, signs in on its own with `signIn` instead: signing out would end
 * the session every other test of that account shares.
 */
export function testAs(account: SignedInAccount) {
  return test.extend({
    // The first argument must be a destructuring pattern for Playwright; this fixture needs no other fixture.
    storageState: async ({ browserName: _browserName }, use) => use(sessionFile(account)),
  });
}

/** A 1×1 PNG: the server reads the logo by its content and re-encodes it. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The dashboard of a test that starts signed in (`testAs`), once its greeting is on screen. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Claims a screen for this worker: false when a worker of this run has checked it already (an empty file per screen). */
function claimScreen(key: string): boolean {
  try {
    writeFileSync(join(process.env.E2E_AUDITED_DIR!, createHash('sha256').update(key).digest('hex')), '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

function screenKey(address: string, viewport: string, person: string): string {
  const url = new URL(address);
  const search = [...url.searchParams].map(([key, value]) => `${key}=${key === 'filter' || key === 'token' ? '…' : value.replace(UUID, ':id')}`).sort();
  return `${viewport} ${person} ${url.pathname.replace(UUID, ':id')}?${search.join('&')}`;
}

/** Opens each address again and runs axe on it; fails naming the screens with a serious or critical violation. */
async function auditVisitedScreens(page: Page, addresses: string[]): Promise<void> {
  await page.context().setOffline(false);
  const size = page.viewportSize();
  const viewport = size ? `${size.width}×${size.height}` : 'default';
  const person = await page.evaluate(() => {
    const saved = localStorage.getItem('zelo-auth');
    return saved ? ((JSON.parse(saved) as { state?: { activeUser?: { type?: string } } }).state?.activeUser?.type ?? 'signed-out') : 'signed-out';
  });
  const failures: string[] = [];
  // The screen the test ended on first, as it is (a dialog open, a message shown), then the others opened again.
  const current = page.url();
  for (const address of [current, ...addresses.filter((address) => address !== current)]) {
    const key = screenKey(address, viewport, person);
    if (!claimScreen(key)) continue;
    if (address !== page.url()) await page.goto(address);
    await expectScreenLoaded(page);
    const serious = await seriousA11yViolations(page);
    if (serious.length > 0) failures.push(`${key}:\n  ${serious.join('\n  ')}`);
  }
  expect(failures, 'axe on the screens this test visited').toEqual([]);
}

async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A record opened from the address (`?reform=…`) appears when its detail arrives, after the listing: its dialog
  // must have mounted before the wait for animations, or it fades in under axe and every line reads as low contrast.
  await page.waitForLoadState('networkidle');
  // Mid-animation text is partly transparent (the 0.5 s page transition) and would read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** The app in dark mode from its first paint (the layout preference, as the customizer saves it). */
export async function useDarkMode(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('zelo-preferences', JSON.stringify({ state: { darkMode: true }, version: 1 })));
}

/** The screen drawn, nothing loading: listings and cards say so with aria-busy, the router's pending screen with a status. */
export async function expectScreenLoaded(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Carregando")')).toHaveCount(0);
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}
