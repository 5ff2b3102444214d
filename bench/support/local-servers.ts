import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The servers a benchmark starts on 127.0.0.1 (the app and its floors), closed together at the end. */
export class LocalServers {
  private readonly started: FastifyInstance[] = [];

  /** Listens on a free port and returns the server's base URL. */
  async listen(server: FastifyInstance): Promise<string> {
    this.started.push(server);
    await server.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  async closeAll() {
    for (const server of this.started) await server.close();
  }
}
