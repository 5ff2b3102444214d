import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import RedisMock from 'ioredis-mock';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_VISITS_TITLE } from '#server/modules/maintenance/public-page.ts';
import { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import { Outbox } from '#server/adapters/outbox/outbox.ts';
import { createOutboxTransports } from '#server/adapters/outbox/outbox-transports.ts';
import { connectRedis } from '#server/adapters/redis/redis-client.ts';
import { createFileStorage } from '#server/adapters/storage/create-file-storage.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createUser } from '#server/test/fixtures.ts';
import { multipart } from '#server/test/multipart.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * REDIS_URL (ARCHITECTURE §9): the machine's Redis at TEST_REDIS_URL when set (CI sets it), otherwise
 * ioredis-mock, which runs the same Lua scripts in memory and shares one keyspace between its clients.
 */
const sharedRedis = async (): Promise<Redis> =>
  process.env.TEST_REDIS_URL ? connectRedis(process.env.TEST_REDIS_URL, { warn: () => {} }) : (new RedisMock() as unknown as Redis);

/** Every run calls from its own address, so counters a real Redis keeps from earlier runs never meet it. */
const anAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const anEmail = () => `alvo.${randomBytes(4).toString('hex')}@teste.zelo`;
/** A well-formed id of a public QR page that names nothing: what someone scraping for labels sends. */
const aPublicId = () => randomBytes(16).toString('base64url').slice(0, 22);

/** Each limit small, so that crossing it takes a few requests. */
const LIMIT = 3;
const LIMITS = { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), PUBLIC_MAINTENANCE_RATE_LIMIT_PER_MINUTE: String(LIMIT), UPLOAD_RATE_LIMIT_PER_MINUTE: String(LIMIT) };

/**
 * Two API processes behind one load balancer: one database, one Redis, each process with its own connection to
 * both, its own outbox and its own rate-limit plugin. Only the Redis is shared state between them.
 */
interface TwoProcesses {
  first: TestApp;
  processes: [FastifyInstance, FastifyInstance];
  close(): Promise<void>;
}

async function startTwoProcesses(): Promise<TwoProcesses> {
  const [redisA, redisB] = [await sharedRedis(), await sharedRedis()];
  const first = await startTestApp(LIMITS, { redis: redisA });
  // The same environment as the first, as a second process started beside it would read.
  const config = first.config;
  const outbox = new Outbox(first.db, createOutboxTransports(config), pino({ level: 'silent' }));
  const second = await buildApp({
    version: 'test',
    config,
    db: first.appDb,
    outbox,
    lookups: new BrazilLookups(config.lookups),
    storage: createFileStorage(config),
    redis: redisB,
  });
  await second.ready();
  return {
    first,
    processes: [first.app, second],
    async close() {
      await second.close();
      await outbox.stop();
      await first.close();
      await Promise.all([redisA.quit(), redisB.quit()]);
    },
  };
}

/** The answers to `count` requests, sent in turn to one process and the other. */
async function alternating(processes: TwoProcesses['processes'], count: number, request: (attempt: number) => InjectOptions) {
  const answers: LightMyRequestResponse[] = [];
  for (let attempt = 0; attempt < count; attempt++) answers.push(await processes[attempt % 2]!.inject(request(attempt)));
  return answers;
}

/**
 * The limit's worth of requests is served (whatever the answer, it is not a refusal), and the next one, whichever
 * process takes it, is refused with 429, Retry-After and a pt-BR sentence.
 */
function expectRefusedPastTheLimit(answers: LightMyRequestResponse[], reason = 'Muitas tentativas') {
  const served = answers.slice(0, LIMIT);
  expect(served.map((answer) => answer.statusCode)).not.toContain(429);
  expect(served.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
  const refused = answers.slice(LIMIT);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.json()).toEqual({ message: expect.stringMatching(new RegExp(`^${reason}\\. Aguarde \\d+ (segundos|minutos) e tente novamente\\.$`)), code: 'RATE_LIMITED' });
  }
}

describe('rate limits across two API processes sharing Redis', () => {
  let two: TwoProcesses;
  beforeAll(async () => {
    two = await startTwoProcesses();
  });
  afterAll(() => two.close());

  const signIn = (remoteAddress: string, email: string, password = 'senha-errada'): InjectOptions => ({
    method: 'POST',
    url: '/api/v1/auth',
    remoteAddress,
    payload: { email, password },
  });

  describe('sign-in', () => {
    it('counts failed passwords for one e-mail across processes', async () => {
      const email = anEmail();
      const address = anAddress();
      const answers = await alternating(two.processes, LIMIT + 1, () => signIn(address, email));
      expect(answers.slice(0, LIMIT).map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
      expectRefusedPastTheLimit(answers);
    });

    it('limits one address across processes whatever e-mails it tries', async () => {
      const address = anAddress();
      const answers = await alternating(two.processes, LIMIT + 2, () => signIn(address, anEmail()));
      expect(answers.slice(0, LIMIT).map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
      expectRefusedPastTheLimit(answers);
    });

    it('refuses every address that failed for a locked e-mail, but lets the owner in from an address that has not', async () => {
      const [first, second] = two.processes;
      const owner = await createUser(two.first.db, { type: 'master' });
      const guessers = [anAddress(), anAddress(), anAddress()];
      for (const [index, address] of guessers.entries()) {
        expect((await two.processes[index % 2]!.inject(signIn(address, owner.email))).statusCode).toBe(401);
      }
      for (const address of guessers) expect((await second.inject(signIn(address, owner.email, owner.password))).statusCode).toBe(429);

      expect((await first.inject(signIn(anAddress(), owner.email, owner.password))).statusCode).toBe(200);
      // A new address still has to know the password: a wrong one counts, and that address is refused next.
      const latecomer = anAddress();
      expect((await first.inject(signIn(latecomer, owner.email))).statusCode).toBe(401);
      expect((await second.inject(signIn(latecomer, owner.email, owner.password))).statusCode).toBe(429);
    });
  });

  it('limits registrations from one address across processes', async () => {
    const address = anAddress();
    const answers = await alternating(two.processes, LIMIT + 1, (attempt) => ({
      method: 'POST',
      url: '/api/v1/register',
      remoteAddress: address,
      payload: {
        name: 'Marina Costa',
        email: `marina.${attempt}.${randomBytes(4).toString('hex')}@teste.zelo`,
        phone: '(11) 98888-7777',
        condominium_name: 'Residencial Bela Vista',
        cnpj: '11.444.777/0001-61',
        units: 64,
      },
    }));
    expect(answers.slice(0, LIMIT).map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expectRefusedPastTheLimit(answers);
  });

  describe('password recovery', () => {
    const forgot = (remoteAddress: string, email: string): InjectOptions => ({ method: 'POST', url: '/api/v1/password/email', remoteAddress, payload: { email } });

    it('limits reset requests from one address across processes whatever e-mails it names', async () => {
      const address = anAddress();
      const answers = await alternating(two.processes, LIMIT + 1, () => forgot(address, anEmail()));
      expect(answers.slice(0, LIMIT).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expectRefusedPastTheLimit(answers);
    });

    it('limits reset requests for one e-mail across processes whatever addresses send them', async () => {
      const email = anEmail();
      const answers = await alternating(two.processes, LIMIT + 1, () => forgot(anAddress(), email));
      expect(answers.slice(0, LIMIT).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expectRefusedPastTheLimit(answers);
    });

    it('limits checks of reset links from one address across processes', async () => {
      const address = anAddress();
      const answers = await alternating(two.processes, LIMIT + 1, () => ({
        method: 'POST',
        url: '/api/v1/password/check',
        remoteAddress: address,
        payload: { token: randomBytes(32).toString('base64url') },
      }));
      expect(answers.slice(0, LIMIT).map((answer) => answer.statusCode)).toEqual([422, 422, 422]);
      expectRefusedPastTheLimit(answers);
    });

    it('limits new passwords from one address across processes', async () => {
      const address = anAddress();
      const answers = await alternating(two.processes, LIMIT + 1, () => ({
        method: 'POST',
        url: '/api/v1/password/reset',
        remoteAddress: address,
        payload: { token: randomBytes(32).toString('base64url'), password: 'Nova-senha-forte-1', password_confirmation: 'Nova-senha-forte-1' },
      }));
      expect(answers.slice(0, LIMIT).map((answer) => answer.statusCode)).toEqual([422, 422, 422]);
      expectRefusedPastTheLimit(answers);
    });
  });

  describe('the public QR page', () => {
    it('limits the data behind a label from one address across processes, so labels cannot be scraped', async () => {
      const address = anAddress();
      const answers = await alternating(two.processes, LIMIT + 1, () => ({ method: 'GET', url: `/api/v1/qrcode-data/${aPublicId()}`, remoteAddress: address }));
      expect(answers.slice(0, LIMIT).map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
      expectRefusedPastTheLimit(answers);
    });

    it('limits the page the server draws from one address across processes, and tells the phone so in a page', async () => {
      const address = anAddress();
      const answers = await alternating(two.processes, LIMIT + 1, () => ({ method: 'GET', url: `/maintenance/public/details/${aPublicId()}`, remoteAddress: address }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429]);
      const refused = answers[LIMIT]!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain(`<h1>${TOO_MANY_VISITS_TITLE}</h1>`);
      expect(refused.body).toMatch(/<p>Muitas tentativas\. Aguarde \d+ segundos e tente novamente\.<\/p>/);
    });
  });

  describe('uploads', () => {
    const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

    /** Every operation of the OpenAPI document that takes a multipart body: a new upload route is covered untouched. */
    function uploadRoutes(app: FastifyInstance) {
      const document = app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };
      return Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.requestBody?.content?.['multipart/form-data'])
          .map(([method]) => ({ method: method.toUpperCase() as 'POST', url: path.replace(/\{[^}]+\}/g, () => randomUUID()) })),
      );
    }

    it('covers every upload route', () => {
      expect(uploadRoutes(two.first.app).map(({ method, url }) => `${method} ${url.replace(/[0-9a-f-]{36}/, ':uuid')}`).sort()).toEqual([
        'POST /api/v1/condominium/logo',
        'POST /api/v1/documents/store',
        'POST /api/v1/documents/update/:uuid',
        'POST /api/v1/maintenance/evidence',
        'POST /api/v1/reforms/attachments',
        'POST /api/v1/users/image-profile',
      ]);
    });

    /** The budget is spent before a byte of the body is read, so one body, whatever each route makes of it, will do. */
    const upload = (route: { method: 'POST'; url: string }, person: { token: string; condominiumId?: string }): InjectOptions => {
      const { payload, headers } = multipart({ condominium: person.condominiumId! }, { field: 'file', name: 'foto.png', bytes: tinyPng, contentType: 'image/png' });
      return { ...route, headers: { ...bearer(person.token), ...headers }, payload };
    };

    it('limits each upload route for one person across processes', async () => {
      const outcomes: Record<string, string[]> = {};
      const answersOf: LightMyRequestResponse[][] = [];
      for (const route of uploadRoutes(two.first.app)) {
        const sindico = await two.first.signedIn('sindico');
        const answers = await alternating(two.processes, LIMIT + 1, () => upload(route, sindico));
        outcomes[route.url] = answers.map((answer) => (answer.statusCode === 429 ? 'refused' : 'served'));
        answersOf.push(answers);
      }
      // Every route's outcome at once, so that a failure names each route that let the next upload through.
      expect(outcomes).toEqual(Object.fromEntries(Object.keys(outcomes).map((url) => [url, ['served', 'served', 'served', 'refused']])));
      for (const answers of answersOf) expectRefusedPastTheLimit(answers, 'Muitos envios de arquivo em pouco tempo');
    });

    it('counts one budget per person over every upload route, across processes', async () => {
      const routes = uploadRoutes(two.first.app);
      const sindico = await two.first.signedIn('sindico');
      const answers = await alternating(two.processes, routes.length, (attempt) => upload(routes[attempt]!, sindico));
      expectRefusedPastTheLimit(answers, 'Muitos envios de arquivo em pouco tempo');
    });
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
      const attempt = () => t.app.inject({ method: 'POST', url: '/api/v1/auth', remoteAddress: address, payload: { email, password: 'senha-errada' } });
      expect([(await attempt()).statusCode, (await attempt()).statusCode]).toEqual([401, 401]);
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
