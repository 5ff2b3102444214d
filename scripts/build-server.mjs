// Bundles the API into build/server/index.js, ships its migrations beside it, stamps the build's
// version, and pre-compresses the SPA so @fastify/static can serve .br/.gz without compressing per request.
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, 'build');
const serverOut = join(buildDir, 'server');
const clientDir = join(buildDir, 'client');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;

await rm(serverOut, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'server/main.ts')],
  outfile: join(serverOut, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The public QR page is drawn on the server by a component it shares with the SPA (views/).
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
await cp(join(root, 'server/db/migrations'), join(serverOut, 'migrations'), { recursive: true });

// The version changes exactly when what the browser or the API runs changes (index.html names every
// hashed asset), so restarting an unchanged build does not make every open SPA reload.
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const fingerprint = createHash('sha256')
  .update(await readFile(join(serverOut, 'index.js')))
  .update((await readFile(join(clientDir, 'index.html')).catch(() => '')) || '')
  .digest('hex')
  .slice(0, 10);
const version = `${pkg.version}+${fingerprint}`;
await writeFile(join(buildDir, 'version.json'), `${JSON.stringify({ version })}\n`);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
let compressed = 0;
if (await stat(clientDir).catch(() => null)) {
  for await (const file of filesUnder(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < 512) continue;
    await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
    compressed += 1;
  }
}
console.log(`API em build/server/index.js (versão ${version}); ${compressed} arquivos do SPA pré-comprimidos.`);
