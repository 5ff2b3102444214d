import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '#contract/endpoint.ts';
import type { AccessPolicy } from './access/policy.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

export interface EndpointRoute<E extends Endpoint> {
  access: AccessPolicy;
  /** Per-route limit keyed by IP (ARCHITECTURE §4), on top of any `preHandler` limits. */
  rateLimit?: { max: number; timeWindow: string };
  preHandler?: preHandlerAsyncHookHandler[];
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<z.output<E['response']>>;
}

/** Registers a contract endpoint with its schemas, access policy and handler under the current prefix. */
export function addEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, route: EndpointRoute<E>) {
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
      ...(route.access.scope === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      response: { [status]: endpoint.response },
    },
    config: { access: route.access, ...(route.rateLimit ? { rateLimit: route.rateLimit } : {}) },
    ...(route.preHandler ? { preHandler: route.preHandler } : {}),
    handler: async (request, reply) => {
      const result = await route.handler(request as EndpointRequest<E>, reply);
      return reply.status(status).send(result);
    },
  };
  app.route(options);
}
