import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from './draining.ts';

let server: Server;

/** A server whose `/slow` answers only when `release` is called (`arrived` once it is in flight); `/fast` at once. */
async function serve() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  server = createServer((request, response) => {
    if (request.url !== '/slow') return void response.end('rápido');
    arrive();
    void released.then(() => response.end('feito'));
  });
  const draining = drainable(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { draining, release, arrived, url };
}

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('draining the HTTP server before it closes', () => {
  it('lets the requests in flight finish and answers new ones 503 in the API shape until then', async () => {
    const { draining, release, arrived, url } = await serve();
    const slow = fetch(`${url}/slow`);
    await arrived;

    let drained = false;
    const done = draining.drain().then(() => (drained = true));
    const late = await fetch(`${url}/fast`);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('5');
    expect(late.headers.get('connection')).toBe('close');
    expect(await late.json()).toEqual({ message: 'O Zelo está sendo encerrado. Tente novamente em instantes.', code: 'SERVICE_UNAVAILABLE' });
    expect(drained).toBe(false);

    release();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe('feito');
    await done;
    expect(drained).toBe(true);
  });

  it('is drained at once when nothing is in flight', async () => {
    const { draining, url } = await serve();
    expect((await fetch(`${url}/fast`)).status).toBe(200);
    await draining.drain();
    expect((await fetch(`${url}/fast`)).status).toBe(503);
  });
});
