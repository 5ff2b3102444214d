import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { DOCS_PATH } from './openapi.ts';

type ContentSecurityPolicy = Exclude<NonNullable<FastifyHelmetOptions['contentSecurityPolicy']>, boolean>;
type Directives = NonNullable<ContentSecurityPolicy['directives']>;

/**
 * A strict CSP that the built SPA satisfies: no inline or foreign scripts. Inline styles stay allowed
 * because Radix and sonner position elements with style attributes.
 */
const appDirectives: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** The API reference page brings its own inline bootstrap script, so only its routes get a looser policy. */
const docsDirectives: Directives = { ...appDirectives, scriptSrc: ["'self'", "'unsafe-inline'"] };

/**
 * The headers helmet sends for `directives`, computed once. @fastify/helmet rebuilds its middleware, CSP
 * parsing included, on every request: that was the largest single cost of a trivial route (issue 9 §3).
 * Asking helmet once, through a throwaway instance, keeps helmet the authority on the header values.
 */
async function helmetHeaders(directives: Directives): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, { contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false });
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (/^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-)/.test(name)) {
      headers[name] = String(value);
    }
  }
  return headers;
}

/** Every response carries the hardening headers, set in one synchronous hook from values computed at start. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const [appHeaders, docsHeaders] = await Promise.all([helmetHeaders(appDirectives), helmetHeaders(docsDirectives)]);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(DOCS_PATH) ? docsHeaders : appHeaders);
    done();
  });
}
