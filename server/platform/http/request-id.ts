import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like to be kept: a UUID, a trace id, a load balancer's token; nothing to inject into a log. */
const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * Fastify's `genReqId`: every request gets an id, which its log lines carry as `reqId` (through `request.log`) and
 * its answers as X-Request-Id, so a síndico's "Ops!" can be found in the log. A trusted reverse proxy's own id is
 * kept, so one id follows the request through both logs; from anyone else the header is ignored.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    return trustProxy && typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  };
}

/** Every answer says its request's id: errors above all, which a person may quote to support. */
export function exposeRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
