import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** The API's error shape (ARCHITECTURE §3), as the central error handler answers an unavailable database. */
const DRAINING_BODY = JSON.stringify({ message: 'O Zelo está sendo encerrado. Tente novamente em instantes.', code: 'SERVICE_UNAVAILABLE' });
const RETRY_AFTER_SECONDS = 5;

export interface Draining {
  /** From now on every new request is answered 503; resolves once the requests already in flight are answered. */
  drain(): Promise<void>;
}

/**
 * The first half of a graceful shutdown, in front of the app's own request listener. Fastify's close stops listening
 * at once, so a request arriving after the signal would be refused at the door (or, on a kept-alive connection, get
 * Fastify's English 503); while draining, the listener stays open and each new request is told, in the API's shape,
 * to come back (503, Retry-After, Connection: close) without reaching a handler. The caller closes the app after.
 */
export function drainable(server: Server): Draining {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  let draining = false;
  let inFlight = 0;
  let settled: (() => void) | null = null;

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      refuse(response);
      return;
    }
    inFlight += 1;
    // `close` comes once per response, answered or cut short by the client.
    response.once('close', () => {
      inFlight -= 1;
      if (draining && inFlight === 0) settled?.();
    });
    for (const listener of listeners) listener(request, response);
  });

  return {
    drain() {
      draining = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => (settled = resolve));
    },
  };
}

function refuse(response: ServerResponse) {
  response.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(DRAINING_BODY),
    'retry-after': String(RETRY_AFTER_SECONDS),
    connection: 'close',
  });
  response.end(DRAINING_BODY);
}
