import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '#contract/endpoint.ts';
import { access, callContextOf, type CallContext, type SignedInPolicy } from './access/policy.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the contract says of any route it describes (an endpoint, an upload, a download): where it is and what it reads. */
export type DescribedRoute = Pick<Endpoint, 'method' | 'path' | 'summary' | 'tag' | 'params' | 'query' | 'body'>;

export type EndpointRequest<E extends DescribedRoute> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

export type EndpointResponse<E extends Pick<Endpoint, 'response'>> = Promise<z.output<E['response']>>;

export interface RouteLimits {
  /** Per-route limit keyed by IP (ARCHITECTURE §4), on top of any `preHandler` limits. */
  rateLimit?: { max: number; timeWindow: string };
  preHandler?: preHandlerAsyncHookHandler[];
}

export interface EndpointRoute<E extends Endpoint> extends RouteLimits {
  access: SignedInPolicy;
  /** Receives the caller, their tenant scope and the unit of work that sets that scope for the database. */
  handler: (request: EndpointRequest<E>, call: CallContext, reply: FastifyReply) => EndpointResponse<E>;
}

export interface PublicEndpointRoute<E extends Endpoint> extends RouteLimits {
  /** No caller, no scope: a public handler reaches tenant rows only through a reviewed `systemScope`. */
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => EndpointResponse<E>;
}

/** Registers a signed-in contract endpoint with its schemas, access policy and handler under the current prefix. */
export function addEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, route: EndpointRoute<E>) {
  register(app, endpoint, route.access, route, (request, reply) => route.handler(request, callContextOf(request), reply));
}

/** Registers a contract endpoint anyone may call. */
export function addPublicEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, route: PublicEndpointRoute<E>) {
  register(app, endpoint, access.public, route, route.handler);
}

interface StatusRoute<A extends Endpoint, I extends Endpoint> {
  access: SignedInPolicy;
  /** Activates (`active`) or inactivates the record the request names; both endpoints answer alike. */
  setActive: (request: EndpointRequest<A | I>, call: CallContext, active: boolean) => Promise<z.output<A['response']> & z.output<I['response']>>;
}

/** Registers a module's `activate` and `inactivate` endpoints, which differ only in the status they set. */
export function addStatusEndpoints<A extends Endpoint, I extends Endpoint>(app: FastifyInstance, { activate, inactivate }: { activate: A; inactivate: I }, route: StatusRoute<A, I>) {
  addEndpoint(app, activate, { access: route.access, handler: (request, call) => route.setActive(request, call, true) });
  addEndpoint(app, inactivate, { access: route.access, handler: (request, call) => route.setActive(request, call, false) });
}

/** The method, path, schemas, access policy and limits every route the contract describes is registered with. */
export function describedRouteOptions(described: DescribedRoute, policy: SignedInPolicy | typeof access.public, limits: RouteLimits = {}) {
  const schema: FastifySchema = {
    summary: described.summary,
    tags: [described.tag],
    ...(described.params ? { params: described.params } : {}),
    ...(described.query ? { querystring: described.query } : {}),
    ...(described.body ? { body: described.body } : {}),
  };
  return {
    method: described.method,
    url: described.path,
    schema,
    config: { access: policy, ...(limits.rateLimit ? { rateLimit: limits.rateLimit } : {}) },
    ...(limits.preHandler ? { preHandler: limits.preHandler } : {}),
  } satisfies Omit<RouteOptions, 'handler'>;
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  policy: SignedInPolicy | typeof access.public,
  limits: RouteLimits,
  handle: (request: EndpointRequest<E>, reply: FastifyReply) => EndpointResponse<E>,
) {
  const status = endpoint.status ?? 200;
  const options = describedRouteOptions(endpoint, policy, limits);
  app.route({
    ...options,
    schema: { ...options.schema, response: { [status]: endpoint.response } },
    handler: async (request, reply) => {
      const result = await handle(request as EndpointRequest<E>, reply);
      // API answers carry tokens and personal data: no browser or proxy may keep a copy, unless the route
      // says otherwise (public reference data such as the states).
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      return reply.status(status).send(result);
    },
  });
}
