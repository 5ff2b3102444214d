import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX } from '#contract/common.ts';
import type { AccessPolicy } from '#server/platform/access/policy.ts';
import { isUploadRoute } from './uploads.ts';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = `${API_PREFIX}/docs`;

type OpenApiDocument = { paths?: Record<string, Record<string, Record<string, unknown>>> };

/**
 * An upload reads its multipart body itself (server/platform/http/uploads.ts), so it has no body schema, and
 * @fastify/swagger documents no request body without one: this says that it takes one all the same.
 */
const MULTIPART_BODY = { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } };

/**
 * The OpenAPI document is generated from the contract's zod schemas. Each operation carries its access
 * policy as `x-access`, which the access-matrix test reads: documentation and enforcement cannot drift. Uploads
 * carry a multipart request body, which the fuzz suite reads to send them malformed ones.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  const policies = new Map<string, AccessPolicy>();
  const uploads = new Set<string>();
  app.addHook('onRoute', (route) => {
    const policy = route.config?.access;
    if (!policy) return;
    for (const method of [route.method].flat()) {
      policies.set(`${method.toLowerCase()} ${route.url}`, policy);
      if (isUploadRoute(route)) uploads.add(`${method.toLowerCase()} ${route.url}`);
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zelo API',
        version,
        description: 'API do Zelo: gestão de condomínios. Respostas em `{ data }`; erros em `{ message, code, errors? }`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject) as OpenApiDocument;
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
        for (const [method, operation] of Object.entries(operations)) {
          const policy = policies.get(`${method} ${fastifyPath}`);
          if (policy) operation['x-access'] = { ...policy };
          if (uploads.has(`${method} ${fastifyPath}`)) operation.requestBody ??= MULTIPART_BODY;
        }
      }
      return document as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });

  app.get(OPENAPI_PATH, { config: { access: { scope: 'public', types: [] } }, schema: { hide: true } }, async () => app.swagger());

  await app.register(scalar, {
    routePrefix: DOCS_PATH,
    // Nothing that needs a third-party service: the page works on a machine with no internet.
    configuration: {
      url: OPENAPI_PATH,
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      mcp: { disabled: true },
      agent: { disabled: true },
    },
    logLevel: 'warn',
  });
}
