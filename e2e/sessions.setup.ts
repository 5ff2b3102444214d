import { DEMO, SIGNED_IN_ACCOUNTS, sessionFile, signIn, test as setup } from './support/fixtures.ts';

// Each demo account signs in once per run; the specs start from these saved sessions (testAs in support/fixtures).
for (const account of SIGNED_IN_ACCOUNTS) {
  setup(`signs ${account} in`, async ({ page }) => {
    await signIn(page, DEMO[account]);
    await page.context().storageState({ path: sessionFile(account) });
  });
}
