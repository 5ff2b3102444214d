// The JS that /login loads, gzip-compressed, against the budget of issue 3 (120 KB). Run after `npm run build`:
// it serves build/client as the server does, opens /login in Debian's Chromium and sums every script fetched.
// The page comes drawn (login.html, decision 026): it is ready to type in at its first paint, with what it preloads
// (the budget). Reported beside it: once the app has taken the form over (started by a first key), and after a
// first submit, which also loads the contract's zod schemas for validation (so the cost of that deferral stays visible).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_BYTES = 120 * 1024;
const CLIENT_DIR = 'build/client';
const SIGN_IN_PATHS = new Set(['/', '/login']);
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
  console.error('build/client is missing: run `npm run build` first.');
  process.exit(1);
}

// The API is not needed to load the page: its calls answer 404 here, as an unreachable server would.
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(CLIENT_DIR, path);
  if (path.startsWith('/api/')) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"offline","code":"NOT_FOUND"}');
  } else if (path !== '/' && existsSync(file)) {
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  } else {
    // As server/platform/http/spa.ts: the sign-in screen's addresses get the page drawn at build time.
    const html = SIGN_IN_PATHS.has(path) && existsSync(join(CLIENT_DIR, 'login.html')) ? 'login.html' : 'index.html';
    response.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(join(CLIENT_DIR, html)));
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const scripts = new Set<string>();
const page = await browser.newPage();
page.on('response', (response) => {
  const url = new URL(response.url());
  if (url.origin === baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname);
});
await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Entrar' }).waitFor();
const ready = [...scripts];
// A first key starts the app without focusing a field (whose focus would warm the submit's chunks); the drawn page,
// renamed #sign-in-page meanwhile, goes once the app's form is there.
await page.keyboard.press('Shift');
await page.locator('#sign-in-page').waitFor({ state: 'detached' });
await page.waitForLoadState('networkidle');
const takenOver = [...scripts];
await page.getByRole('button', { name: 'Entrar' }).click();
// The empty form's message shows once the schemas arrived: `networkidle` alone returns at once on an idle page.
await page.getByText('Informe a senha.').waitFor();
await page.waitForLoadState('networkidle');
const afterSubmit = [...scripts];
await browser.close();
server.close();

const gzipOf = (path: string) => gzipSync(readFileSync(join(CLIENT_DIR, path)), { level: 9 }).length;
const sum = (paths: string[]) => paths.reduce((total, path) => total + gzipOf(path), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const readyBytes = sum(ready);
const takenOverBytes = sum(takenOver);
const afterSubmitBytes = sum(afterSubmit);

const stage = (path: string) => (ready.includes(path) ? '' : takenOver.includes(path) ? '  (app no formulário)' : '  (after submit)');
for (const path of afterSubmit.sort()) console.log(`${kb(gzipOf(path)).padStart(10)}  ${path}${stage(path)}`);
console.log(`${kb(readyBytes).padStart(10)}  /login ready to type in (gzip), budget ${kb(BUDGET_BYTES)}`);
console.log(`${kb(takenOverBytes).padStart(10)}  /login com o app no formulário, após a primeira tecla (gzip), informado`);
console.log(`${kb(afterSubmitBytes).padStart(10)}  /login after a first submit (gzip), reported`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/login-js-size.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), budgetBytes: BUDGET_BYTES, readyGzipBytes: readyBytes, takenOverGzipBytes: takenOverBytes, afterSubmitGzipBytes: afterSubmitBytes, scripts: afterSubmit.map((path) => ({ path, gzip: gzipOf(path), initial: ready.includes(path) })) }, null, 2),
);
if (readyBytes > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(readyBytes - BUDGET_BYTES)}.`);
  process.exit(1);
}
