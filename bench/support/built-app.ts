// The built app as the browser benchmarks run it (lighthouse.ts, spa-screens.ts): `node build/server/index.js` on a
// fresh embedded PostgreSQL in a temporary folder, with the demo seed (master, a condominium and its people) under a
// known password, and the saved session the SPA restores at start.
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopProcess, waitUntilAnswering } from '#testing/child-processes.ts';

export const CHROMIUM = '/usr/bin/chromium';
/** STACK.md: what Debian's Chromium needs here (no sandbox as root, no GPU) and no background traffic of its own. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const DEMO_PASSWORD = 'Zelo-bench-Demo-2024';
export const MASTER_EMAIL = 'master@zelo.demo';
const SERVER_ENTRY = 'build/server/index.js';
export const START_TIMEOUT_MS = 180_000;

export interface BuiltApp {
  baseUrl: string;
  /** A temporary folder removed by `stop`, for whatever else the run needs on disk (a browser profile). */
  workDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server and waits until it answers (migrations and the demo seed done); its output goes to
 * .tmp/<name>-server.log. Exits the process when there is no build.
 */
export async function startBuiltApp(name: string): Promise<BuiltApp> {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const workDir = mkdtempSync(join(tmpdir(), `zelo-${name}-`));
  // Run as root, the embedded PostgreSQL runs as the postgres user, who must reach its data directory in here.
  chmodSync(workDir, 0o755);
  const serverLog = `.tmp/${name}-server.log`;
  mkdirSync('.tmp', { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Always a fresh embedded PostgreSQL, whatever the shell has in DATABASE_URL.
  const { DATABASE_URL: _ignoredDatabaseUrl, ...environment } = process.env;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...environment,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(workDir, 'data'),
      SEED_DEMO_PASSWORD: DEMO_PASSWORD,
      APP_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(serverLog);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const stop = async () => {
    await stopProcess(server);
    rmSync(workDir, { recursive: true, force: true });
  };
  console.log('Iniciando o servidor (PostgreSQL embutido, migrações e dados de demonstração) …');
  try {
    await waitUntilAnswering(`${baseUrl}/api/v1/version.json`, server, `The server (its log: ${serverLog})`, START_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, workDir, stop };
}

/** What POST /auth answers: the token and the session's user, as the SPA keeps them. */
export type SignedIn = { token: string } & Record<string, unknown>;

/** Signs a demo account in through the API. */
export async function signIn(baseUrl: string, email: string): Promise<SignedIn> {
  const login = await fetch(`${baseUrl}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in of ${email} failed with HTTP ${login.status}.`);
  return ((await login.json()) as { data: SignedIn }).data;
}

/**
 * A script that saves `signedIn` where the SPA restores its session from (src/stores/session.ts: key zelo-auth,
 * version 1), to evaluate on a page of the app's origin. A string: the benchmarks compile without the DOM's types.
 */
export function saveSessionScript({ token, ...activeUser }: SignedIn): string {
  const saved = JSON.stringify({ state: { isAuth: true, token, activeUser }, version: 1 });
  return `localStorage.setItem('zelo-auth', ${JSON.stringify(saved)})`;
}
