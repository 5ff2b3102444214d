import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { publicIdParams, type PublicMaintenanceDetails } from '#contract/maintenance.ts';
import type { AppContext } from '#server/context.ts';
import { systemScope } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { PublicMaintenanceScreen } from '#views/public-maintenance-screen.tsx';
import { publicMaintenanceDetails } from './public-details.ts';

/** The SPA's address of a maintenance's public page, which its QR label encodes (SPEC §2). */
export const PUBLIC_PAGE_PATH = '/maintenance/public/details/:id';
const STYLESHEET_SOURCE = 'views/public-page.css';

/** The built stylesheet of the page (vite.config.ts names it in the manifest); none when the SPA is not built. */
function readStylesheet(clientDir: string): string {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[STYLESHEET_SOURCE];
  return entry ? readFileSync(join(clientDir, entry.file), 'utf8') : '';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The whole document: the component's HTML and its stylesheet inline, and no script at all. */
export function publicPageHtml(details: PublicMaintenanceDetails, stylesheet: string): string {
  const body = renderToString(createElement(PublicMaintenanceScreen, { details }));
  const title = escapeHtml(`${details.activity} — ${details.condominium_name} | Zelo`);
  const description = escapeHtml(`${details.system}: ${details.activity}. Manutenção do ${details.condominium_name}.`);
  return htmlDocument({
    title,
    head: [
      `<meta name="description" content="${description}" />`,
      '<meta name="theme-color" content="#4f46e5" />',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      `<style>${stylesheet}</style>`,
    ],
    body: `<div id="root">${body}</div>`,
  });
}

/** A whole page drawn on the server for a visitor's phone, in pt-BR and never indexed; `head` adds to the common head. */
function htmlDocument({ title, head, body }: { title: string; head: string[]; body: string }): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR" dir="ltr">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${title}</title>`,
    '<meta name="robots" content="noindex" />',
    ...head,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('');
}

/** The few lines of style of a notice the server writes to a visitor instead of the page (static text, no CSS file). */
const NOTICE_STYLE =
  '.visitor-notice{max-width:32rem;margin:15vh auto 0;padding:0 1.25rem;font:1.125rem/1.5 system-ui,sans-serif;color:#0f172a}' +
  '.visitor-notice h1{font-size:1.5rem;margin:0 0 .75rem}' +
  '@media(prefers-color-scheme:dark){body{background:#0f172a}.visitor-notice{color:#f1f5f9}}';
const noticeBody = (title: string, paragraphs: string[]) =>
  ['<main class="visitor-notice">', `<h1>${title}</h1>`, ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`), '</main>'].join('');
const noticeHtml = (title: string, paragraphs: string[]) =>
  htmlDocument({ title: `${title} | Zelo`, head: [`<style>${NOTICE_STYLE}</style>`], body: noticeBody(title, paragraphs) });

/**
 * What a visitor reads when a label's id names nothing (the label was replaced, or its maintenance retired): that the
 * label is not valid, and whom to ask.
 */
export const INVALID_LABEL_TITLE = 'Etiqueta não reconhecida';
const INVALID_LABEL_TEXT = [
  'Este código QR não corresponde a nenhuma manutenção em vigor: a etiqueta pode ter sido substituída ou a manutenção, encerrada.',
  'Para saber da manutenção deste equipamento, procure a administração do condomínio (o síndico ou o zelador).',
];

/** The invalid label's page on its own, when no SPA is built to carry it. */
export function invalidLabelHtml(): string {
  return noticeHtml(INVALID_LABEL_TITLE, INVALID_LABEL_TEXT);
}

/** A phone that scanned too often in a minute reads a page, not the API's JSON: what happened, and when to try again. */
export const TOO_MANY_VISITS_TITLE = 'Muitos acessos em pouco tempo';
export const tooManyVisitsHtml = (retryMessage: string) => noticeHtml(TOO_MANY_VISITS_TITLE, [escapeHtml(retryMessage)]);

/**
 * The SPA's index.html carrying the invalid label's page in a <noscript>: with JavaScript the SPA starts and shows
 * SPEC §8's toast, then /404; without it, the visitor reads the page instead of the boot spinner it hides.
 */
export function spaWithInvalidLabel(indexHtml: string): string {
  const noscript = `<noscript><style>.boot{display:none}${NOTICE_STYLE}</style>${noticeBody(INVALID_LABEL_TITLE, INVALID_LABEL_TEXT)}</noscript>`;
  return indexHtml.replace(/<body[^>]*>/, (body) => `${body}${noscript}`);
}

/**
 * Issue 14: the page a QR label opens, often on a phone in a basement on a poor connection. Opened directly, the
 * server answers with the page already drawn by the same React component the SPA uses (react-dom/server), its few
 * kilobytes of CSS inline and no JavaScript: nothing of the admin app loads. An id that names nothing is a 404 (issue
 * 23: not a blank 200) with the SPA, whose route shows SPEC §8's toast and goes to /404, and for a phone without
 * JavaScript the page saying the label is not valid. Inside the SPA the route is an ordinary client route.
 */
export async function publicMaintenancePage(app: FastifyInstance, { db, config }: AppContext) {
  const clientDir = join(config.buildDir, 'client');
  const stylesheet = readStylesheet(clientDir);
  const indexPath = join(clientDir, 'index.html');
  const notFoundPage = existsSync(indexPath) ? spaWithInvalidLabel(readFileSync(indexPath, 'utf8')) : invalidLabelHtml();

  app.get(
    PUBLIC_PAGE_PATH,
    {
      config: { rateLimit: { max: config.publicMaintenanceRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { hide: true },
      // Only the limit's refusal becomes a page; any other error goes on to the app's handler.
      errorHandler: (error: { statusCode?: number; message: string }, _request, reply) => {
        if (error.statusCode !== 429) throw error;
        return reply.status(429).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(tooManyVisitsHtml(error.message));
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const details = publicIdParams.safeParse({ id }).success
        ? await inScope(db, systemScope('public-maintenance'), (tx) => publicMaintenanceDetails(tx, id))
        : null;
      if (!details) return reply.status(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(notFoundPage);
      // Never cached: the next due date and the status change the day an execution is recorded.
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(publicPageHtml(details, stylesheet));
    },
  );
}
