import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the built app and a real server on a fresh data directory (e2e/global-setup.ts).
 * `npm run test:e2e` builds first. Debian's Chromium only: Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: '.tmp/e2e/results',
  // The slowest tests beside their timeout: CI output shows the margin a slower machine would eat.
  reporter: [['list'], ['./e2e/support/slowest-reporter.ts']],
  // The machines have 2 cores: one worker per core keeps the journeys well inside their time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // Signs each demo account in once and saves its storage state for the specs (e2e/sessions.setup.ts).
    { name: 'sessions', testMatch: '**/*.setup.ts' },
    { name: 'chromium', dependencies: ['sessions'] },
  ],
});
