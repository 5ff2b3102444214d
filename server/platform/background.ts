import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

/**
 * Work that runs after the request that asked for it has been answered, so the answer's timing cannot tell what
 * the work found (e.g. whether an e-mail has an account). Closing the app waits for what is still running.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** `log`: the request's logger when a request defers the work, so a failure's line carries its request id. */
  defer(name: string, task: () => Promise<unknown>, log: FastifyBaseLogger = this.log) {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once nothing deferred is running, including work deferred meanwhile. */
  async drain() {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}

export function registerBackgroundTasks(app: FastifyInstance) {
  const tasks = new BackgroundTasks(app.log);
  app.decorate('background', tasks);
  app.addHook('onClose', () => tasks.drain());
  return tasks;
}
