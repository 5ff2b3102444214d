import { randomBytes, randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What makes this run's traffic its own on a Redis that others may use (a developer's machine): the server keeps its
 * counters under fixed names (`zelo:rate-limit:…`, `zelo:sign-in-failures:…`) keyed by client address, e-mail or
 * person, so every client of the run calls from an address of its own in 127.x.y.0/24 (through X-Forwarded-For,
 * with TRUST_PROXY as behind a load balancer) and every e-mail carries the run's id. At the end exactly those keys
 * are deleted, never anyone else's.
 */
export class RunIdentity {
  readonly id = randomBytes(4).toString('hex');
  private readonly network = `127.${randomInt(1, 255)}.${randomInt(256)}.`;
  private nextHost = 1;
  private readonly people = new Set<string>();

  /** A client address no other client of the run, nor any earlier run, has used. */
  address() {
    return `${this.network}${this.nextHost++}`;
  }

  email(label: string) {
    return `${label}.${this.id}@processos.zelo`;
  }

  /** A person of the run's database: per-person counters are keyed by their id. */
  addPerson(id: string) {
    this.people.add(id);
  }

  /** Deletes the run's counters; returns how many there were. */
  async forget(redis: Redis): Promise<number> {
    const marks = [this.network, this.id, ...this.people];
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'zelo:*', 'COUNT', 1000);
      cursor = next;
      const ours = keys.filter((key) => marks.some((mark) => key.includes(mark)));
      if (ours.length > 0) deleted += await redis.del(...ours);
    } while (cursor !== '0');
    return deleted;
  }
}
