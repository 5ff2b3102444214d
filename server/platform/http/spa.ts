import { existsSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '#contract/common.ts';
import { apiRouteNotFound } from '#server/platform/errors.ts';

/** The sign-in screen's addresses (SPEC §2), whose page the build draws ahead (login.html, decision 026). */
const SIGN_IN_PATHS = new Set(['/', '/login']);

/**
 * Serves the built SPA (pre-compressed .br/.gz written at build time). Hashed assets are immutable; any
 * other GET outside /api gets index.html so client-side routes survive a reload, and the sign-in screen's
 * addresses get login.html, the same page with the screen already drawn.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string) {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const hasSignInPage = existsSync(join(clientDir, 'login.html'));
  if (hasClient) {
    await app.register(staticFiles, {
      root: clientDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith('/api/');
    if (isApi || !hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) return apiRouteNotFound(reply);
    reply.header('cache-control', 'no-cache');
    const path = request.url.split('?', 1)[0]!;
    return reply.sendFile(hasSignInPage && SIGN_IN_PATHS.has(path) ? 'login.html' : 'index.html');
  });
}
