import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, stopProcess as stop, waitUntilAnswering } from '../testing/child-processes.ts';
import { startFakeBrazilApis } from '../testing/fake-brazil-apis.ts';
import { startSmtpCatcher } from '../testing/smtp-catcher.ts';

/** The demo accounts' password for this run (SEED_DEMO_PASSWORD). */
export const E2E_DEMO_PASSWORD = 'Zelo-e2e-Demo-2024';

const SERVER_ENTRY = 'build/server/index.js';
const START_TIMEOUT_MS = 120_000;

/**
 * Starts an SMTP catcher, fake BrasilAPI and ViaCEP services (the CNPJ and CEP lookups; fixtures in
 * testing/fake-brazil-apis.ts) and `node build/server/index.js` on a fresh data directory and a free port; the
 * returned function (Playwright's teardown) stops them all. Tests read E2E_BASE_URL, E2E_MAIL_DIR and E2E_AUDITED_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);

  const e2eDir = resolve('.tmp/e2e');
  // Only the last run's logs and mail are kept; each run starts from an empty data directory.
  for (const entry of existsSync(e2eDir) ? readdirSync(e2eDir) : []) {
    if (entry.startsWith('run-')) rmSync(join(e2eDir, entry), { recursive: true, force: true });
  }
  const runDir = join(e2eDir, `run-${Date.now()}`);
  const dataDir = join(runDir, 'data');
  const mailDir = join(runDir, 'mail');
  mkdirSync(mailDir, { recursive: true });

  // The specs run in other processes: each message becomes a file they can read.
  let received = 0;
  const smtp = await startSmtpCatcher((mail) => {
    received += 1;
    writeFileSync(join(mailDir, `${Date.now()}-${String(received).padStart(4, '0')}.json`), JSON.stringify(mail));
  });
  const brazilApis = await startFakeBrazilApis();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(join(runDir, 'server.log'));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      SMTP_URL: smtp.url,
      APP_URL: baseUrl,
      // Every spec signs in; the production limit (10 a minute per address) would refuse the suite.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // The two services' paths do not overlap: one fake answers for both.
      BRASILAPI_URL: brazilApis.url,
      VIACEP_URL: brazilApis.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    // The first start runs initdb, migrations and the seeds.
    await waitUntilAnswering(`${baseUrl}/api/v1/version.json`, server, 'The server', START_TIMEOUT_MS);
  } catch (error) {
    await stop(server);
    await smtp.close();
    await brazilApis.close();
    throw new Error(`${(error as Error).message} See ${join(runDir, 'server.log')}.`);
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  // One empty file per screen axe has checked, shared by the workers (e2e/support/fixtures.ts).
  const auditedDir = join(runDir, 'audited-screens');
  mkdirSync(auditedDir);
  process.env.E2E_AUDITED_DIR = auditedDir;

  return async () => {
    await stop(server);
    await smtp.close();
    await brazilApis.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
