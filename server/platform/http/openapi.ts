import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX } from '#contract/common.ts';
import { z } from 'zod';
import { acceptedFiles, type UploadEndpoint } from '#contract/uploads.ts';
import { contractRoutes, type ContractRoute } from './operation-names.ts';
import { errorResponseComponents, errorResponsesOf, errorStatusesOf, type DocumentedOperation, type RouteFacts } from './operation-responses.ts';
import { isUploadRoute } from './uploads.ts';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = `${API_PREFIX}/docs`;

type Operation = DocumentedOperation & Record<string, unknown>;
type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/**
 * An upload reads its multipart body itself (server/platform/http/uploads.ts), so it has no body schema, and
 * @fastify/swagger documents no request body without one: this documents it from the contract, its text fields
 * and its file (binary, with the types and size its rule accepts), so integrators and the suites know what to send.
 */
function multipartBody({ rule, fields, fileRequired = true }: UploadEndpoint) {
  const text = z.toJSONSchema(fields, { io: 'input', target: 'draft-2020-12' }) as { properties?: object; required?: string[] };
  const file = { type: 'string', format: 'binary', contentMediaType: rule.types.map((type) => type.mime).join(', '), description: acceptedFiles(rule) };
  const required = [...(text.required ?? []), ...(fileRequired ? [rule.field] : [])];
  const schema = { type: 'object', properties: { ...text.properties, [rule.field]: file }, ...(required.length > 0 && { required }), additionalProperties: false };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/**
 * The OpenAPI document is generated from the contract's zod schemas, as integrators' tools read it (it passes
 * `redocly lint` with the recommended rules): each operation is named after its contract entry, says whether it
 * needs a bearer token, and documents every error it can answer with the one `ApiError` schema. Each operation
 * also carries its access policy as `x-access`, which the access-matrix test reads: documentation and enforcement
 * cannot drift. Uploads carry a multipart request body, which the fuzz suite reads to send them malformed ones.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  const routes = new Map<string, RouteFacts>();
  app.addHook('onRoute', (route) => {
    const policy = route.config?.access;
    if (!policy) return;
    for (const method of [route.method].flat()) {
      routes.set(`${method.toUpperCase()} ${route.url}`, {
        method: method.toUpperCase(),
        access: policy,
        upload: isUploadRoute(route),
        rateLimited: Boolean(route.config?.rateLimit),
      });
    }
  });
  const contract = contractRoutes();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zelo API',
        version,
        description: 'API do Zelo: gestão de condomínios. Respostas em `{ data }`; erros em `{ message, code, errors? }`.',
        // Not open source: SPDX's form for a license of its own, since integrators' tools ask for an identifier.
        license: { name: 'Proprietária: todos os direitos reservados', identifier: 'LicenseRef-Zelo-Proprietaria' },
      },
      // Same origin as the app that serves it: a client generated from the document calls whichever host it was read from.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject) as OpenApiDocument;
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
        for (const [method, operation] of Object.entries(operations)) {
          const key = `${method.toUpperCase()} ${fastifyPath}`;
          const facts = routes.get(key);
          if (!facts) continue;
          describeOperation(operation, facts, contract.get(key));
        }
      }
      document.components = { ...document.components, responses: errorResponseComponents() };
      dropUnusedComponents(document);
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

function describeOperation(operation: Operation, facts: RouteFacts, contract: ContractRoute | undefined) {
  if (contract) operation.operationId = contract.operationId;
  operation['x-access'] = { ...facts.access };
  // Derived from the policy the route enforces, like `x-access`: a public route needs no token, any other the bearer one.
  operation.security = facts.access.scope === 'public' ? [] : [{ bearerAuth: [] }];
  if (facts.upload && contract?.upload) operation.requestBody = multipartBody(contract.upload);
  operation.responses = { ...(operation.responses as object), ...errorResponsesOf(errorStatusesOf(facts, operation)) };
}

/**
 * zod gives every named schema an input and an output component (`User`, `UserInput`) whether or not a route uses
 * both; the document keeps those some operation refers to, directly or through another component.
 */
function dropUnusedComponents(document: OpenApiDocument) {
  const components = document.components ?? {};
  const used = new Set<string>();
  const pending: unknown[] = [document.paths];
  while (pending.length > 0) {
    const value = pending.pop();
    if (!value || typeof value !== 'object') continue;
    const reference = (value as { $ref?: unknown }).$ref;
    if (typeof reference === 'string' && !used.has(reference)) {
      used.add(reference);
      const [, , section, name] = reference.split('/');
      pending.push((components as Record<string, Record<string, unknown> | undefined>)[section ?? '']?.[name ?? '']);
    }
    pending.push(...Object.values(value));
  }
  for (const section of ['schemas', 'responses'] as const) {
    const entries = components[section];
    if (entries) components[section] = Object.fromEntries(Object.entries(entries).filter(([name]) => used.has(`#/components/${section}/${name}`)));
  }
}
