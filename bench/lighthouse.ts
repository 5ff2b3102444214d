// Lighthouse performance (mobile, its default throttling), median of 5 runs, against the budgets of issue 27 §5:
// ≥ 95 on /login and on the condominium listing signed in as the demo master; and of issue 14 for the public
// QR page of a maintenance, opened directly: ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.02, ≤ 50 KB in all (medians). Run after `npm run build`: it
// starts `node build/server/index.js` on a fresh embedded PostgreSQL in a temporary folder (the demo seed gives the
// master and a condominium), signs in through the API, and runs `npx lighthouse@12.8.2` with Debian's Chromium
// (STACK.md: not a devDependency, it breaks the install on Node 20). Results go to bench/results/lighthouse.json.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { freePort, stopProcess as stop, waitUntilAnswering } from '#testing/child-processes.ts';
import { CHROMIUM, CHROMIUM_FLAGS, MASTER_EMAIL, START_TIMEOUT_MS, saveSessionScript, signIn, startBuiltApp } from './support/built-app.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const RUNS = 5;
/** Lighthouse sometimes fails a run here (NO_NAVSTART): such a run is tried again, this many times at most. */
const ATTEMPTS_PER_RUN = 3;

interface Page {
  name: string;
  path: string;
  budget: number;
  signedIn: boolean;
  /** Limits on the medians of Lighthouse's audits, by audit id (milliseconds, a shift score, bytes). */
  limits?: Record<string, number>;
}

const pages: Page[] = [
  { name: '/login', path: '/login', budget: 95, signedIn: false },
  { name: 'listagem de condomínios', path: '/condominium-register', budget: 95, signedIn: true },
  {
    name: 'página pública da manutenção (QR)',
    // Filled in once the server runs: the public id of a maintenance enabled for the demo condominium.
    path: '/maintenance/public/details/:id',
    budget: 98,
    signedIn: false,
    limits: { 'largest-contentful-paint': 1500, 'cumulative-layout-shift': 0.02, 'total-byte-weight': 50 * 1024 },
  },
];

const run = promisify(execFile);

interface Measure {
  score: number;
  metrics: Record<string, number>;
}

/** The last full report of each page, kept for diagnosis (the waterfall, the LCP element) next to the figures. */
const reportPath = (page: Page) => `bench/results/lighthouse-${page.path.replace(/\W+/g, '') || 'root'}.report.json`;

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'total-byte-weight'];

/**
 * Empties the HTTP cache of the Chromium on `port` and keeps its local storage (the session): Lighthouse's own
 * storage reset would sign the master out, and without any reset the signed-in runs would load warm.
 */
async function clearHttpCache(port: number): Promise<void> {
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = connection.contexts()[0]!;
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await connection.close();
}

/** One cold Lighthouse run: in a Chromium of its own, or in the one listening on `port` (which holds the session). */
async function lighthouse(url: string, port: number | undefined, saveReportTo: string): Promise<Measure> {
  const args = ['-y', LIGHTHOUSE, url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet'];
  if (port) args.push(`--port=${port}`, '--disable-storage-reset');
  else args.push(`--chrome-flags=${CHROME_FLAGS.join(' ')}`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (port) await clearHttpCache(port);
      const { stdout } = await run('npx', args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 });
      const report = JSON.parse(stdout) as {
        runtimeError?: { code: string };
        categories: { performance: { score: number | null } };
        audits: Record<string, { numericValue?: number }>;
      };
      const score = report.categories.performance.score;
      if (report.runtimeError || score === null) throw new Error(`Lighthouse: ${report.runtimeError?.code ?? 'no score'}`);
      writeFileSync(saveReportTo, stdout);
      return { score: Math.round(score * 100), metrics: Object.fromEntries(METRICS.map((id) => [id, Math.round((report.audits[id]?.numericValue ?? 0) * 1000) / 1000])) };
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.log(`  tentativa ${attempt} falhou (${(error as Error).message.split('\n')[0]}); de novo`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Enables the catalogue's first activity for the demo condominium, as master would, and gives its public id. */
async function publicMaintenanceId(baseUrl: string): Promise<string> {
  const { token } = await signIn(baseUrl, MASTER_EMAIL);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listing = (await (await fetch(`${baseUrl}/api/v1/condominium/listing`, { headers })).json()) as { data: { data: { uuid: string }[] } };
  const condominium = listing.data.data[0]!.uuid;
  const maintenances = [{ catalog: 1, type: 1, periodicity: 7, responsible_type: 1, starts_on: new Date().toISOString().slice(0, 10) }];
  const enabled = await fetch(`${baseUrl}/api/v1/maintenance/enable-dynamic-maintenance/${condominium}`, { method: 'POST', headers, body: JSON.stringify({ maintenances }) });
  if (!enabled.ok) throw new Error(`Enabling a maintenance failed with HTTP ${enabled.status}: ${await enabled.text()}`);
  return ((await enabled.json()) as { data: { public_id: string }[] }).data[0]!.public_id;
}

/** A Chromium on a debugging port whose profile holds the master's saved session (the SPA's persisted store). */
async function signedInChromium(baseUrl: string, profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const master = await signIn(baseUrl, MASTER_EMAIL);
  const port = await freePort();
  const browser = spawn(CHROMIUM, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'], { stdio: 'ignore' });
  await waitUntilAnswering(`http://127.0.0.1:${port}/json/version`, browser, 'Chromium', START_TIMEOUT_MS);
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await connection.contexts()[0]!.newPage();
  await page.goto(`${baseUrl}/404`);
  await page.evaluate(saveSessionScript(master));
  await page.close();
  await connection.close();
  return { port, process: browser };
}

const app = await startBuiltApp('lighthouse');
const { baseUrl } = app;
let signedIn: { port: number; process: ChildProcess } | undefined;
const results: { page: string; url: string; budget: number; limits: Record<string, number>; median: number; medians: Record<string, number>; runs: Measure[] }[] = [];
try {
  signedIn = await signedInChromium(baseUrl, join(app.workDir, 'profile'));
  const publicId = await publicMaintenanceId(baseUrl);
  mkdirSync('bench/results', { recursive: true });
  for (const page of pages) {
    const url = `${baseUrl}${page.path.replace(':id', publicId)}`;
    const runs: Measure[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      runs.push(await lighthouse(url, page.signedIn ? signedIn.port : undefined, reportPath(page)));
      console.log(`  ${page.name}: execução ${index + 1} → ${runs.at(-1)!.score}`);
    }
    const medians = Object.fromEntries(METRICS.map((id) => [id, median(runs.map((measure) => measure.metrics[id] ?? 0))]));
    results.push({ page: page.name, url: page.path, budget: page.budget, limits: page.limits ?? {}, median: median(runs.map((measure) => measure.score)), medians, runs });
  }
} finally {
  if (signedIn) await stop(signedIn.process);
  await app.stop();
}

for (const result of results) {
  console.log(`${String(result.median).padStart(5)}  ${result.page} (mediana de ${RUNS}, mobile), mínimo ${result.budget}`);
  for (const [id, limit] of Object.entries(result.limits)) console.log(`       ${id}: ${result.medians[id]} (máximo ${limit})`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/lighthouse.json', JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: LIGHTHOUSE, formFactor: 'mobile', results }, null, 2));
const failures = results.flatMap((result) => [
  ...(result.median < result.budget ? [`${result.page} ${result.median} < ${result.budget}`] : []),
  ...Object.entries(result.limits)
    .filter(([id, limit]) => (result.medians[id] ?? 0) > limit)
    .map(([id, limit]) => `${result.page}: ${id} ${result.medians[id]} > ${limit}`),
]);
if (failures.length > 0) {
  console.error(`Fora do orçamento: ${failures.join('; ')}.`);
  process.exit(1);
}
