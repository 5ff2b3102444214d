import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
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

/** axe-core on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Mid-animation text is partly transparent (the 0.5 s page transition) and would read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
