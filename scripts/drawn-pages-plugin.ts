import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';

/** The pages' own scripts: entries of the build, so that they come hashed and without the framework. */
const PAGE_SCRIPT = 'src/features/auth/sign-in-page-start.ts';
const PAGE_MARKUP = './src/features/auth/sign-in-page.tsx';
const FRAME_SCRIPT = 'src/layout/signed-in-frame-start.ts';
const FRAME_MARKUP = './src/layout/signed-in-frame.tsx';

/** Loads a module of the app's source into the build, to render with the app's own components. */
async function sourceModule<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(path, { configFile: false, plugins: [react()], logLevel: 'warn' });
  return module;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The pages whose first paint the build draws, with react-dom/server and the app's own components:
 * - decision 026: build/client/login.html, the page the server sends for `/` and `/login`. It is index.html with the
 *   sign-in screen already drawn (sign-in-page.tsx) and, in place of the app's entry, the page's script, which starts
 *   the app when the person reaches for the form. The entry stays preloaded, so starting it waits for no download.
 * - decision 028: index.html gains the frame of the signed-in screens (signed-in-frame.tsx) and the classic script
 *   that draws it, before the first paint, for a person with a saved session.
 */
export function drawnPages(): Plugin {
  let outDir = '';
  return {
    name: 'zelo:drawn-pages',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { 'sign-in-page': PAGE_SCRIPT, 'signed-in-frame': FRAME_SCRIPT } } } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
      const app = `/${manifest['index.html']!.file}`;
      const script = `/${manifest[PAGE_SCRIPT]!.file}`;
      const { renderSignInPage } = await sourceModule<{ renderSignInPage: () => string }>(PAGE_MARKUP);
      const { renderSignedInFrame } = await sourceModule<{ renderSignedInFrame: () => { markup: string } }>(FRAME_MARKUP);
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const appScript = `<script type="module" crossorigin src="${app}"></script>`;
      // The root and the boot spinner inside it (index.html).
      const root = /<div id="root">([\s\S]*?<\/div>)\s*<\/div>/;
      if (!index.includes(appScript) || !root.test(index)) throw new Error('index.html changed shape: the sign-in page cannot be made from it.');
      const page = index
        .replace(appScript, `<link rel="modulepreload" crossorigin href="${app}" />\n    <script type="module" crossorigin src="${script}"></script>`)
        .replace(
          root,
          // The spinner is kept for those whom the app starts for at once (a saved session or look), until it renders.
          (_, boot: string) => `<div id="root" data-app="${app}">${renderSignInPage()}</div>\n    <template id="boot">${boot.trim()}</template>`,
        );
      writeFileSync(join(outDir, 'login.html'), page);

      const { markup, ...frame } = renderSignedInFrame();
      const framed = index.replace(
        root,
        (drawn) =>
          `${drawn}\n    <template id="signed-in-frame" data-frame="${escapeAttribute(JSON.stringify(frame))}">${markup}</template>` +
          `\n    <script src="/${manifest[FRAME_SCRIPT]!.file}"></script>`,
      );
      writeFileSync(join(outDir, 'index.html'), framed);
    },
  };
}
