import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { rateLimited } from '#server/platform/errors.ts';
import { retryMessage } from '#server/platform/rate-limit.ts';

/**
 * Counters per key for a window that starts with the first count; Redis when the deployment has one, else this
 * process. Increments are atomic, so a burst of parallel attempts cannot all read "no failures yet".
 */
interface AttemptStore {
  /** Adds one and returns the new count with the milliseconds until the key is forgotten. */
  increment(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  decrement(key: string): Promise<void>;
}

class MemoryAttemptStore implements AttemptStore {
  private readonly counts = new LRUCache<string, { count: number; expiresAt: number }>({ max: 100_000 });

  async increment(key: string, windowMs: number) {
    const entry = this.counts.get(key);
    const live = entry && entry.expiresAt > Date.now() ? entry : { count: 0, expiresAt: Date.now() + windowMs };
    const count = live.count + 1;
    this.counts.set(key, { count, expiresAt: live.expiresAt });
    return { count, ttlMs: live.expiresAt - Date.now() };
  }

  async decrement(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.expiresAt > Date.now()) this.counts.set(key, { ...entry, count: Math.max(0, entry.count - 1) });
  }
}

class RedisAttemptStore implements AttemptStore {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowMs: number) {
    const results = await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
    const [[, count] = [], , [, ttlMs] = []] = results ?? [];
    return { count: Number(count ?? 0), ttlMs: Math.max(0, Number(ttlMs ?? 0)) };
  }

  async decrement(key: string) {
    await this.redis.decr(key);
  }
}

/**
 * The per-e-mail limit of ARCHITECTURE §4, counting wrong passwords only. Once an e-mail has had `max` of them
 * in the window, addresses that failed for it are refused, but the owner signing in from an address that has not
 * failed still gets in with the right password: a stranger guessing cannot lock the owner out.
 *
 * Every attempt counts as a failure before the password is checked (so parallel guesses meet the limit too),
 * and is forgiven once the password proved right.
 */
export class SignInThrottle {
  private readonly store: AttemptStore;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    redis?: Redis,
  ) {
    this.store = redis ? new RedisAttemptStore(redis) : new MemoryAttemptStore();
  }

  private keys(email: string, ip: string) {
    const account = email.trim().toLowerCase();
    return [`zelo:sign-in-failures:${account}`, `zelo:sign-in-failures:${ip}:${account}`] as const;
  }

  /** Counts the attempt; throws 429 when the e-mail is locked and this address already failed for it. */
  async begin(email: string, ip: string) {
    const [accountKey, addressKey] = this.keys(email, ip);
    let account, fromAddress;
    try {
      [account, fromAddress] = await Promise.all([this.store.increment(accountKey, this.windowMs), this.store.increment(addressKey, this.windowMs)]);
    } catch {
      // Redis away: like the other limits (skipOnError), sign-in keeps working rather than fail with it.
      return;
    }
    if (account.count > this.max && fromAddress.count > 1) throw rateLimited(retryMessage(account.ttlMs), account.ttlMs, 'sign_in');
  }

  /** The password was right: the attempt was not a failure. */
  async forgive(email: string, ip: string) {
    try {
      await Promise.all(this.keys(email, ip).map((key) => this.store.decrement(key)));
    } catch {
      // Redis away: nothing was counted either.
    }
  }
}
