import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';

/** The sign-in page's own script: an entry of the build, so that it comes hashed and without the framework. */
const PAGE_SCRIPT = 'src/features/auth/sign-in-page-start.ts';
const PAGE_MARKUP = './src/features/auth/sign-in-page.tsx';

/**
 * Decision 026: build/client/login.html, the page the server sends for `/` and `/login`. It is index.html with the
 * sign-in screen already drawn (sign-in-page.tsx: react-dom/server and the app's own components) and, in place of the
 * app's entry, the page's script, which starts the app when the person reaches for the form. The entry stays
 * preloaded, so starting it waits for no download.
 */
export function signInPage(): Plugin {
  let outDir = '';
  return {
    name: 'zelo:sign-in-page',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { 'sign-in-page': PAGE_SCRIPT } } } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
      const app = `/${manifest['index.html']!.file}`;
      const script = `/${manifest[PAGE_SCRIPT]!.file}`;
      const { module } = await runnerImport<{ renderSignInPage: () => string }>(PAGE_MARKUP, {
        configFile: false,
        plugins: [react()],
        logLevel: 'warn',
      });
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
          (_, boot: string) => `<div id="root" data-app="${app}">${module.renderSignInPage()}</div>\n    <template id="boot">${boot.trim()}</template>`,
        );
      writeFileSync(join(outDir, 'login.html'), page);
    },
  };
}
