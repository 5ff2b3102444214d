import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleModules } from './scripts/bundle-modules-plugin.ts';
import { drawnPages } from './scripts/drawn-pages-plugin.ts';

const apiPort = process.env.PORT ?? '3000';

/** What every page runs: React, TanStack Router and Query, zustand. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack|zustand|use-sync-external-store)[\\/]/;
/**
 * What /login needs to be ready to type in (its 120 KB budget, bench/login-js-size.ts), in one chunk; and the
 * protected routes' guard, so that entering the app does not wait for a chunk before it can load the page's own.
 */
const SIGN_IN =
  /[\\/]src[\\/](layout[\\/]auth-layout|lib[\\/]product|features[\\/]auth[\\/](login-screen|use-login-form|skip-when-signed-in|authorize|session-verification|api[\\/]auth-requests)|ui[\\/](button|field|password-field|text-link|use-schema-form)|lib[\\/](redirect-path|permissions)|stores[\\/]session|api[\\/]session[\\/])|[\\/]views[\\/]cn\.ts$/;
/**
 * zod, the contract's shared pieces, the session's schemas and the HTTP client that parses with them: loaded by the
 * first API call. Each module's own schemas go with the screens that import them, so that a page builds only the
 * schemas it uses (decision 028).
 */
const CONTRACT = /[\\/]contract[\\/](common|common-endpoints|endpoint|brazil|calendar|uploads|auth|plans)\.ts$|node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]http\.ts$/;
/**
 * The shared pieces of the signed-in screens: layout, UI kit, hooks and the libraries behind them. Not the form
 * library: forms load with their screens.
 */
const SIGNED_IN =
  /[\\/]src[\\/](layout|ui|api|lib)[\\/]|node_modules[\\/](lucide-react|@radix-ui|date-fns|date-fns-tz|@brazilian-utils|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|@floating-ui|tslib|get-nonce|detect-node-es)[\\/]/;
/**
 * Shared by some screens but not the layout, and each brings a module's schemas: they go with those screens, not in
 * the signed-in chunk every page evaluates.
 */
const SCREENS_ONLY = /[\\/]src[\\/](api[\\/](plans|external-services)[\\/]|api[\\/](profile|condominium-choices|apartment-options)\.ts$|lib[\\/]download\.ts$)/;
/**
 * Loaded when first needed, whatever imports them: sonner's toaster comes with the first toast, a listing's CSV export
 * (and papaparse with it) with the first export.
 */
const ON_DEMAND = /[\\/]src[\\/](ui[\\/]toasts[\\/]sonner-toaster\.tsx|ui[\\/]data-table[\\/]listing-csv\.ts|lib[\\/]csv\.ts)$/;
/** The signed-in frame's classic script (decision 028) is an entry of its own, and must import nothing. */
const SIGNED_IN_FRAME_SCRIPT = /[\\/]src[\\/]layout[\\/]signed-in-frame-start\.ts$/;
/**
 * The form drafts' store, in a chunk of its own: signing in needs it (the login form warms it up as the person types),
 * the login page does not, and the signed-in chunk would bring ~60 KB along with it.
 */
const FORM_DRAFTS = /[\\/]src[\\/]lib[\\/]form-drafts\.ts$/;
/**
 * What the entry imports besides the framework (every page, /login included). A group takes its modules'
 * dependencies along, so these are claimed first: otherwise the signed-in chunk would take them, and /login with it.
 * The route definitions' search validators are here too (lib/listing-search, the features' own searches, the zod-free
 * contract files they read, and the notification kinds of /avisos), which would otherwise bring the whole contract and
 * zod to /login.
 */
const FIRST_PAGE =
  /[\\/]src[\\/](ui[\\/](pending-screen|spinner|dialogs[\\/](dialog-store|dialog-host)|toasts[\\/](toaster|notify))|layout[\\/](root-layout|page-title)|api[\\/]common[\\/]common-(requests|queries)|lib[\\/](query-client|api-error|listing-search|http-lazy|api-base-url|screen-code)|stores[\\/](preferences|hydration)|features[\\/](common[\\/]version-check|[a-z-]+[\\/][a-z-]+-search))\.tsx?$|[\\/]contract[\\/](notification-kinds|reform-statuses|document-validities|maintenance-statuses|user-types)\.ts$|[\\/]views[\\/]logo\.tsx$/;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
      autoCodeSplitting: true,
      // Loaders import their module's queries (and with them the contract and zod): split them like the screens,
      // so that the first page does not load every module's data layer (the /login budget). Each loader goes in one
      // chunk with its screen: entering a screen fetches one chunk, not the loader's and then the screen's, and a
      // screen whose code arrived early (layout/use-menu-screen-preload.ts) has its loader too, offline as well.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    tailwindcss(),
    drawnPages(),
    // build/bundle-modules.json, beside build/client so it is not served: each chunk's modules, for bench/spa-screens.ts.
    bundleModules(),
  ],
  build: {
    outDir: 'build/client',
    emptyOutDir: true,
    // The server finds the public QR page's stylesheet by its source name (server/modules/maintenance/public-page.ts).
    manifest: true,
    // Every browser of the build's target preloads modules itself or, without it (Safari before 17), only loads later:
    // the polyfill cost /login ~0.3 KB of its 120 KB (decision 026).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { main: 'index.html', 'public-page': 'views/public-page.css' },
      output: {
        // Fewer, larger chunks on the two paths that are measured (decision 013): the first page of a signed-in
        // session fetched ~45 small chunks over HTTP/1.1's six connections, which cost Lighthouse's LCP more than
        // their bytes. Higher priority wins when a module matches two groups.
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 50, test: FRAMEWORK },
            { name: 'first-page', priority: 40, test: FIRST_PAGE },
            { name: 'form-drafts', priority: 35, test: FORM_DRAFTS },
            { name: 'sign-in', priority: 30, test: SIGN_IN },
            { name: 'contract', priority: 20, test: CONTRACT },
            { name: 'signed-in', priority: 10, test: (id: string) => SIGNED_IN.test(id) && !SCREENS_ONLY.test(id) && !ON_DEMAND.test(id) && !SIGNED_IN_FRAME_SCRIPT.test(id) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
