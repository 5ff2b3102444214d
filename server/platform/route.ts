import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '#contract/endpoint.ts';
import { access, callContextOf, type CallContext, type SignedInPolicy } from './access/policy.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

type Response<E extends Endpoint> = Promise<z.output<E['response']>>;

interface RouteLimits {
  /** Per-route limit keyed by IP (ARCHITECTURE §4), on top of any `preHandler` limits. */
  rateLimit?: { max: number; timeWindow: string };
  preHandler?: preHandlerAsyncHookHandler[];
}

export interface EndpointRoute<E extends Endpoint> extends RouteLimits {
  access: SignedInPolicy;
  /** Receives the caller, their tenant scope and the unit of work that sets that scope for the database. */
  handler: (request: EndpointRequest<E>, call: CallContext, reply: FastifyReply) => Response<E>;
}

export interface PublicEndpointRoute<E extends Endpoint> extends RouteLimits {
  /** No caller, no scope: a public handler reaches tenant rows only through a reviewed `systemScope`. */
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Response<E>;
}

/** Registers a signed-in contract endpoint with its schemas, access policy and handler under the current prefix. */
export function addEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, route: EndpointRoute<E>) {
  register(app, endpoint, route.access, route, (request, reply) => route.handler(request, callContextOf(request), reply));
}

/** Registers a contract endpoint anyone may call. */
export function addPublicEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, route: PublicEndpointRoute<E>) {
  register(app, endpoint, access.public, route, route.handler);
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  policy: SignedInPolicy | typeof access.public,
  limits: RouteLimits,
  handle: (request: EndpointRequest<E>, reply: FastifyReply) => Response<E>,
) {
  const status = endpoint.status ?? 200;
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    config: { access: policy, ...(limits.rateLimit ? { rateLimit: limits.rateLimit } : {}) },
    ...(limits.preHandler ? { preHandler: limits.preHandler } : {}),
    handler: async (request, reply) => {
      const result = await handle(request as EndpointRequest<E>, reply);
      // API answers carry tokens and personal data: no browser or proxy may keep a copy, unless the route
      // says otherwise (public reference data such as the states).
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      return reply.status(status).send(result);
    },
  };
  app.route(options);
}
