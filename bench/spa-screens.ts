// Issue 27 §4: each listing of the menu and the dashboard, from the click on its menu entry to its rows painted, in
// Debian's Chromium throttled to 4× CPU, median of 5, as a user type that opens it; budget ≤ 500 ms each. Run after
// `npm run build`: it starts the built app (bench/support/built-app.ts), and reads build/bundle-modules.json (written by
// scripts/bundle-modules-plugin.ts) to break each screen's JS down by package. It prints the /api/v1 calls each
// screen makes on entering (the server benchmark's list too) and writes bench/results/spa-screens.{json,md}.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { BundleChunk } from '../scripts/bundle-modules-plugin.ts';
import { Budgets } from './support/budgets.ts';
import { CHROMIUM, CHROMIUM_FLAGS, MASTER_EMAIL, saveSessionScript, signIn, startBuiltApp } from './support/built-app.ts';

const SAMPLES = 5;
const BUDGET_MS = 500;
const CPU_SLOWDOWN = 4;
/** Wide enough for the desktop sidebar (SPEC §2: from 1280 px), where the menu entries are clicked. */
const VIEWPORT = { width: 1440, height: 900 };
const CLIENT_DIR = 'build/client';
const BUNDLE_MODULES = 'build/bundle-modules.json';
/**
 * Where every sample starts: a fresh load of a signed-in screen that is in no menu and shows neither a listing nor
 * the dashboard's blocks, so the target's queries start from an empty cache and nothing on it counts as painted.
 */
const START_PATH = '/user-profile';
/** How long the network must stay quiet after the rows are painted for the screen's calls to count as all made. */
const QUIET_MS = 500;
const QUIET_LIMIT_MS = 10_000;
const PAINT_TIMEOUT_MS = 30_000;

type Painted = 'rows' | 'blocks';

interface Screen {
  path: string;
  painted: Painted;
}

const listing = (path: string): Screen => ({ path, painted: 'rows' });
const dashboard: Screen = { path: '/dashboard', painted: 'blocks' };

/** Each listing and the dashboard, as a type whose menu has it (src/lib/menu.ts); a morador has screens of their own. */
const users: { label: string; email: string; screens: Screen[] }[] = [
  { label: 'master', email: MASTER_EMAIL, screens: [dashboard, listing('/condominium-register'), listing('/prospects-listing'), listing('/auditoria')] },
  {
    label: 'síndico',
    email: 'sindico@zelo.demo',
    screens: [
      dashboard,
      listing('/maintenance'),
      listing('/reforms-register'),
      listing('/user-register'),
      listing('/apartments-register'),
      listing('/documents-register'),
    ],
  },
  { label: 'morador', email: 'morador1@zelo.demo', screens: [dashboard, listing('/reforms-register'), listing('/documents-register')] },
];

/**
 * In-page predicates (strings: this file compiles without the DOM's types). A listing is painted once the DataTable
 * shows a record's row (the loading, empty and error messages are one cell spanning the row); the dashboard once
 * every block has left its loading state (BlockCard's aria-busy).
 */
const PAINTED: Record<Painted, string> = {
  rows: `() => document.querySelector('table[role="table"] > tbody > tr > td:not([colspan])') !== null`,
  blocks: `() => {
    const blocks = document.querySelectorAll('section[aria-busy]');
    return blocks.length > 0 && [...blocks].every((block) => block.getAttribute('aria-busy') === 'false');
  }`,
};

/**
 * Arms the measure inside the page: a capture-phase click listener stamps the click, a MutationObserver notices the
 * screen painted, and two animation frames later (one frame rendered with it) `window.__zeloEntered` resolves to
 * the milliseconds in between. Measured in the page, not by polling from Playwright, which adds its own latency.
 */
function armScript(painted: Painted): string {
  return `(() => {
    const painted = ${PAINTED[painted]};
    if (painted()) throw new Error('The start screen already looks painted: the measure would end at once.');
    window.__zeloEntered = new Promise((resolve) => {
      let clickedAt;
      const observer = new MutationObserver(() => check());
      const check = () => {
        if (clickedAt === undefined || !painted()) return;
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - clickedAt)));
      };
      document.addEventListener('click', () => { clickedAt = performance.now(); check(); }, { capture: true, once: true });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
  })()`;
}

/** The requests a page makes, and a way to wait until none has been in flight for a while. */
function watchRequests(page: Page) {
  const made: { method: string; url: URL }[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    made.push({ method: request.method(), url: new URL(request.url()) });
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Marks where the requests of what comes next start. */
    mark: () => made.length,
    since: (mark: number) => made.slice(mark),
    async quiet() {
      const deadline = Date.now() + QUIET_LIMIT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS)) await new Promise((wake) => setTimeout(wake, 50));
    },
  };
}

interface Sample {
  ms: number;
  api: string[];
  scripts: string[];
}

async function sample(page: Page, baseUrl: string, screen: Screen, requests: ReturnType<typeof watchRequests>): Promise<{ sample: Sample; startScripts: string[] }> {
  const loadMark = requests.mark();
  await page.goto(`${baseUrl}${START_PATH}`, { waitUntil: 'networkidle' });
  const menuEntry = page.locator(`aside li > a[href="${screen.path}"]`);
  await menuEntry.waitFor();
  await requests.quiet();
  const startScripts = scriptsOf(requests.since(loadMark));

  // Set on each sample: the throttling belongs to the page's renderer, which a load may replace.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(armScript(screen.painted));
  const enterMark = requests.mark();
  await menuEntry.click();
  const ms = await Promise.race([
    page.evaluate('window.__zeloEntered') as Promise<number>,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${screen.path} was not painted within ${PAINT_TIMEOUT_MS / 1000} s.`)), PAINT_TIMEOUT_MS)),
  ]);
  await requests.quiet();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const entered = requests.since(enterMark);
  const api = entered.filter(({ url }) => url.pathname.startsWith('/api/v1/')).map(({ method, url }) => `${method} ${url.pathname}${url.search}`);
  return { sample: { ms, api, scripts: scriptsOf(entered) }, startScripts };
}

function scriptsOf(requests: { url: URL }[]): string[] {
  return [...new Set(requests.filter(({ url }) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')).map(({ url }) => url.pathname.slice(1)))];
}

/** Gives the master an access request and audit entries, which the demo seed has none of, so both listings have rows. */
async function fillEmptyListings(baseUrl: string) {
  const registered = await fetch(`${baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lúcia Andrade', email: 'lucia.andrade@exemplo.com.br', phone: '11955554444', condominium_name: 'Edifício Bench', cnpj: '11444777000161', units: 10 }),
  });
  if (!registered.ok) throw new Error(`The access request failed with HTTP ${registered.status}: ${await registered.text()}`);
  // The master reading the users' listing reads their CPFs, which the audit trail records (LGPD).
  const { token } = await signIn(baseUrl, MASTER_EMAIL);
  const read = await fetch(`${baseUrl}/api/v1/users/listing`, { headers: { authorization: `Bearer ${token}` } });
  if (!read.ok) throw new Error(`The users' listing failed with HTTP ${read.status}.`);
}

// ---- The JS of each screen, by package, from the build's raw data.

const chunks = new Map((JSON.parse(readFileSync(BUNDLE_MODULES, 'utf8')) as { chunks: BundleChunk[] }).chunks.map((chunk) => [chunk.fileName, chunk]));
const gzipOf = (fileName: string) => gzipSync(readFileSync(join(CLIENT_DIR, fileName)), { level: 9 }).length;

/** node_modules' package name (`@scope/name` included); `src/<feature>` or `src/<folder>`, `contract`, `views` for ours. */
function packageOf(moduleId: string): string {
  const inPackages = moduleId.split('node_modules/').at(-1)!;
  if (inPackages !== moduleId) return inPackages.split('/').slice(0, inPackages.startsWith('@') ? 2 : 1).join('/');
  const [top = moduleId, folder, feature] = moduleId.split('/');
  if (top !== 'src' || !folder) return top;
  if (folder === 'features' && feature) return `src/${feature}`;
  // A file at src/'s root (main.tsx, the route tree) counts as src itself.
  return folder.includes('.') ? 'src' : `src/${folder}`;
}

interface ScriptBreakdown {
  chunks: { fileName: string; gzipBytes: number }[];
  gzipBytes: number;
  packages: { name: string; renderedBytes: number }[];
}

function breakdown(scripts: string[]): ScriptBreakdown {
  const rendered = new Map<string, number>();
  for (const fileName of scripts) {
    const chunk = chunks.get(fileName);
    if (!chunk) throw new Error(`${fileName} is not in ${BUNDLE_MODULES}: build again (npm run build).`);
    for (const module of chunk.modules) rendered.set(packageOf(module.id), (rendered.get(packageOf(module.id)) ?? 0) + module.renderedLength);
  }
  const chunkSizes = scripts.map((fileName) => ({ fileName, gzipBytes: gzipOf(fileName) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    chunks: chunkSizes,
    gzipBytes: chunkSizes.reduce((total, chunk) => total + chunk.gzipBytes, 0),
    packages: [...rendered].map(([name, renderedBytes]) => ({ name, renderedBytes })).sort((a, b) => b.renderedBytes - a.renderedBytes),
  };
}

// ---- The run.

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ScreenResult {
  user: string;
  path: string;
  medianMs: number;
  samplesMs: number[];
  api: string[];
  js: ScriptBreakdown;
}

const budgets = new Budgets();
const results: ScreenResult[] = [];
const startLoads: { user: string; path: string; js: ScriptBreakdown }[] = [];
const app = await startBuiltApp('spa-screens');
let browser: Browser | undefined;
try {
  await fillEmptyListings(app.baseUrl);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  for (const user of users) {
    // One context per person: the HTTP cache holds the route chunks from the first sample on, as it would for them.
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/404`);
    await page.evaluate(saveSessionScript(await signIn(app.baseUrl, user.email)));
    const requests = watchRequests(page);
    for (const screen of user.screens) {
      const samples: Sample[] = [];
      for (let index = 0; index < SAMPLES; index += 1) {
        const { sample: measured, startScripts } = await sample(page, app.baseUrl, screen, requests);
        samples.push(measured);
        if (startLoads.every((load) => load.user !== user.label)) startLoads.push({ user: user.label, path: START_PATH, js: breakdown(startScripts) });
      }
      const [first] = samples as [Sample];
      const result: ScreenResult = {
        user: user.label,
        path: screen.path,
        medianMs: Math.round(median(samples.map((measured) => measured.ms))),
        samplesMs: samples.map((measured) => Math.round(measured.ms)),
        // The first sample's: the only one whose route chunks came over the network, not from the HTTP cache.
        api: first.api,
        js: breakdown(first.scripts),
      };
      results.push(result);
      console.log(`\n${user.label} ${screen.path}: ${result.samplesMs.join(', ')} ms → mediana ${result.medianMs} ms`);
      for (const call of result.api) console.log(`  ${call}`);
      console.log(`  JS ao entrar: ${result.js.chunks.length} arquivo(s), ${kb(result.js.gzipBytes)} gzip`);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  await app.stop();
}

console.log(`\nCPU ${CPU_SLOWDOWN}× mais lenta; cada amostra parte de uma carga nova de ${START_PATH} (cache do TanStack Query vazio); os chunks das rotas vêm do cache HTTP a partir da 2ª amostra.`);
for (const result of results) budgets.atMost(`${result.user} ${result.path}: do clique às linhas pintadas (mediana de ${SAMPLES})`, result.medianMs, BUDGET_MS, 'ms');

function markdown(): string {
  const lines = [
    '# Telas do SPA: do clique no menu às linhas pintadas',
    '',
    `Chromium do Debian, CPU ${CPU_SLOWDOWN}× mais lenta, janela ${VIEWPORT.width}×${VIEWPORT.height}, mediana de ${SAMPLES}; orçamento ≤ ${BUDGET_MS} ms por tela.`,
    `Cada amostra parte de uma carga nova de \`${START_PATH}\` (cache do TanStack Query vazio); os chunks das rotas vêm do cache HTTP a partir da 2ª amostra.`,
    'O JS de cada tela é o que o navegador buscou ao entrar nela (fora o que a tela de partida já carregou), por pacote, a partir de `build/bundle-modules.json`.',
    '',
    '| usuário | tela | mediana | amostras (ms) | chamadas /api/v1 | JS ao entrar (gzip) |',
    '|---|---|---|---|---|---|',
    ...results.map((result) => `| ${result.user} | \`${result.path}\` | ${result.medianMs} ms | ${result.samplesMs.join(', ')} | ${result.api.length} | ${kb(result.js.gzipBytes)} |`),
  ];
  const section = (title: string, api: string[] | undefined, js: ScriptBreakdown) => [
    '',
    `## ${title}`,
    '',
    ...(api ? ['Chamadas ao entrar:', '', ...(api.length ? api.map((call) => `- \`${call}\``) : ['- nenhuma']), ''] : []),
    '| arquivo | gzip |',
    '|---|---|',
    ...js.chunks.map((chunk) => `| \`${chunk.fileName}\` | ${kb(chunk.gzipBytes)} |`),
    '',
    '| pacote | bytes renderizados (sem compressão) |',
    '|---|---|',
    ...js.packages.map((entry) => `| \`${entry.name}\` | ${kb(entry.renderedBytes)} |`),
  ];
  for (const load of startLoads) lines.push(...section(`${load.user}: carga de ${load.path} (a partida de cada amostra)`, undefined, load.js));
  for (const result of results) lines.push(...section(`${result.user}: ${result.path}`, result.api, result.js));
  return `${lines.join('\n')}\n`;
}

await budgets.finish('spa-screens', {
  cpuSlowdown: CPU_SLOWDOWN,
  samples: SAMPLES,
  startPath: START_PATH,
  note: 'Route chunks come from the HTTP cache from the second sample on; api and js are the first sample\'s.',
  screens: results,
  startLoads,
}, markdown());
