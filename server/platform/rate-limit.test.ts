import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import RedisMock from 'ioredis-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '#server/adapters/redis/redis-client.ts';
import { loadConfig } from '#server/config.ts';
import { createUser } from '#server/test/fixtures.ts';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * REDIS_URL (ARCHITECTURE §9): the machine's Redis at TEST_REDIS_URL when set (CI sets it), otherwise
 * ioredis-mock, which runs the same Lua scripts in memory and shares one keyspace between its clients.
 */
const sharedRedis = async (): Promise<Redis> =>
  process.env.TEST_REDIS_URL ? connectRedis(process.env.TEST_REDIS_URL, { warn: () => {} }) : (new RedisMock() as unknown as Redis);

/** Every run signs in from its own address, so counters a real Redis keeps from earlier runs never meet it. */
const anAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const anEmail = () => `alvo.${randomBytes(4).toString('hex')}@teste.zelo`;

const signInStatus = async (t: TestApp, remoteAddress: string, email: string, password = 'senha-errada') =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/auth', remoteAddress, payload: { email, password } })).statusCode;

describe('rate limits in a shared Redis', () => {
  let redisA: Redis;
  let redisB: Redis;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [redisA, redisB] = [await sharedRedis(), await sharedRedis()];
    first = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, { redis: redisA });
    second = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, { redis: redisB });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await Promise.all([redisA.quit(), redisB.quit()]);
  });

  it('counts failed passwords for one e-mail across processes', async () => {
    const email = anEmail();
    const address = anAddress();
    const statuses = [];
    for (const t of [first, second, first, second]) statuses.push(await signInStatus(t, address, email));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('refuses every address that failed for a locked e-mail, but lets the owner in from an address that has not', async () => {
    const owner = await createUser(first.db, { type: 'master' });
    const guessers = [anAddress(), anAddress(), anAddress()];
    for (const [index, address] of guessers.entries()) {
      expect(await signInStatus(index % 2 ? second : first, address, owner.email)).toBe(401);
    }
    for (const address of guessers) expect(await signInStatus(second, address, owner.email, owner.password)).toBe(429);

    expect(await signInStatus(first, anAddress(), owner.email, owner.password)).toBe(200);
    // A new address still has to know the password: a wrong one counts, and that address is refused next.
    const latecomer = anAddress();
    expect(await signInStatus(first, latecomer, owner.email)).toBe(401);
    expect(await signInStatus(second, latecomer, owner.email, owner.password)).toBe(429);
  });

  it('limits one address across processes whatever e-mails it tries', async () => {
    const address = anAddress();
    const statuses = [];
    for (const t of [first, second, first, second]) statuses.push(await signInStatus(t, address, anEmail()));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('rate limits while Redis is away', () => {
  it('let sign-in through rather than refuse everyone', async () => {
    // Never connected, and with no offline queue: every command fails at once, as when Redis is down.
    const unreachable = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    unreachable.on('error', () => {});
    const t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1' }, { redis: unreachable });
    try {
      const address = anAddress();
      const email = anEmail();
      expect([await signInStatus(t, address, email), await signInStatus(t, address, email)]).toEqual([401, 401]);
    } finally {
      await t.close();
      unreachable.disconnect();
    }
  });

  it('stops the start with a clear message when REDIS_URL cannot be reached', async () => {
    await expect(connectRedis('redis://:segredo@127.0.0.1:1', { warn: () => {} })).rejects.toThrow(
      'Não foi possível conectar ao Redis em redis://:***@127.0.0.1:1 (REDIS_URL): connect ECONNREFUSED 127.0.0.1:1',
    );
  });

  it('refuses a REDIS_URL that is not a Redis address', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache.interno:6379' })).toThrow('REDIS_URL deve ser um endereço redis:// ou rediss://.');
  });
});
