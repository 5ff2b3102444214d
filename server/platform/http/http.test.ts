import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body></body></html>';
/** The same page with the sign-in screen drawn at build time (decision 026). */
const LOGIN_HTML = '<!doctype html><html lang="pt-BR"><head></head><body><div id="root"><form aria-label="Entrar"></form></div></body></html>';
const APP_JS = 'console.log("zelo");'.repeat(50);

let buildDir: string;
let t: TestApp;

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'zelo-test-build-'));
  await mkdir(join(buildDir, 'client', 'assets'), { recursive: true });
  await writeFile(join(buildDir, 'client', 'index.html'), INDEX_HTML);
  await writeFile(join(buildDir, 'client', 'login.html'), LOGIN_HTML);
  await writeFile(join(buildDir, 'client', 'assets', 'app-1a2b3c.js'), APP_JS);
  await writeFile(join(buildDir, 'client', 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(APP_JS));
  t = await startTestApp({ BUILD_DIR: buildDir });
});
afterAll(async () => {
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe('the SPA', () => {
  it.each(['/condominium-register-edit/42', '/rota/que/nao/existe', '/login/outra'])('answers %s with index.html, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/login', '/?redirect=%2Fuser-profile'])('answers %s with the sign-in page drawn at build time, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOGIN_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets pre-compressed and immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a CSP that allows only its own scripts, and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the API around its routes', () => {
  it('answers unknown API routes with the 404 envelope, not index.html', async () => {
    for (const url of ['/api/v1/nao-existe', '/api/v2/auth', '/api/v1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Rota não encontrada.', code: 'ROUTE_NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/login' })).statusCode).toBe(404);
  });

  it('publishes the OpenAPI document with every operation and the reference page', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth', '/api/v1/logout', '/api/v1/validate-token', '/api/v1/password/email', '/api/v1/password/reset', '/api/v1/states', '/api/v1/cities/by-state/{state}', '/api/v1/plans', '/api/v1/notifications/all-unread', '/api/v1/notifications/read/{id}', '/api/v1/version.json']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    // Only the reference page may run its inline bootstrap script; the API answers keep the strict policy.
    expect(String(docs.headers['content-security-policy'])).toMatch(/script-src 'self' 'unsafe-inline'/);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/version.json' });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
