import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '#server/db/schema.ts';
import { createCondominium, createUser } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_MINUTES: '600' });
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password } });

describe('POST /auth', () => {
  it('signs in with e-mail and password and answers the user, their condominium and a token', async () => {
    const condominium = await createCondominium(t.db, { plan: 'Basic', name: 'Residencial Aurora' });
    const sindico = await createUser(t.db, { type: 'sindico', condominiumId: condominium.id });

    const response = await login(sindico.email.toUpperCase(), sindico.password);

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      uuid: sindico.id,
      email: sindico.email,
      type: 'sindico',
      rel_user: { profile_picture: null },
      condominium: [{ uuid: condominium.id, comercial_name: 'Residencial Aurora', plan: { name: 'Basic', rank: 1 } }],
    });
    expect(data.condominium[0].allowed_modules).toContain('reforms');
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, sindico.id));
    expect(stored?.tokenHash).not.toBe(data.token);
  });

  it('answers the same 401 for an unknown e-mail and for a wrong password', async () => {
    const master = await createUser(t.db, { type: 'master' });
    const wrongPassword = await login(master.email, 'not-the-password');
    const unknownEmail = await login('ninguem@teste.zelo', 'whatever-123');

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'E-mail ou senha inválidos.', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses a deactivated user and a user who never set a password', async () => {
    const inactive = await createUser(t.db, { type: 'zelador', active: false });
    const response = await login(inactive.email, inactive.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('USER_INACTIVE');

    const invited = await createUser(t.db, { type: 'morador', withoutPassword: true });
    expect((await login(invited.email, 'anything-at-all')).statusCode).toBe(401);
  });

  it('answers 422 with per-field messages for missing or malformed fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.email).toEqual(['Invalid email address']);
    expect(body.errors.password).toEqual(['Informe a senha.']);
  });
});

describe('sessions', () => {
  it('validate-token answers the current user; logout revokes the token', async () => {
    const master = await createUser(t.db, { type: 'master' });
    const { token } = (await login(master.email, master.password)).json().data;

    const validated = await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().data).toMatchObject({ uuid: master.id, type: 'master', condominium: [] });

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { message: 'Sessão encerrada.' } });

    const after = await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const { token, id } = await t.signedIn('zelador');
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(eq(sessions.userId, id));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends a session past its absolute expiry even while in use', async () => {
    const { token, id } = await t.signedIn('engenheiro');
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, id));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) })).statusCode).toBe(401);
  });

  it("ends a deactivated user's sessions at their next request", async () => {
    const { token, id } = await t.signedIn('morador');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) })).statusCode).toBe(200);
    await t.db.update(users).set({ active: false }).where(eq(users.id, id));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) })).statusCode).toBe(401);
  });

  it.each([
    ['no header', {}, 'Faça login para continuar.'],
    ['a malformed header', { authorization: 'Token abc' }, 'Faça login para continuar.'],
    ['an unknown token', bearer('x'.repeat(43)), 'Sessão inválida ou expirada. Entre novamente.'],
    ['an absurdly long token', bearer('y'.repeat(5000)), 'Faça login para continuar.'],
  ])('answers 401 with %s', async (_, headers, message) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message, code: 'UNAUTHENTICATED' });
  });
});

describe('rate limits', () => {
  it('answers 429 in pt-BR after too many sign-in attempts for one address', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: 'alvo@teste.zelo', password: 'x' } })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);

      const resetStatuses: number[] = [];
      let refused;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        refused = await limited.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: 'alvo@teste.zelo' } });
        resetStatuses.push(refused.statusCode);
      }
      expect(resetStatuses).toEqual([200, 200, 200, 429]);
      expect(refused?.json()).toEqual({ message: expect.stringMatching(/^Muitas tentativas\. Aguarde \d+ (segundos|minutos) e tente novamente\.$/), code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  it('counts failed passwords for one e-mail whatever addresses they come from, ignoring its case', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      // Three addresses fail for the e-mail; the first of them, trying again, is refused.
      const attempts = ['alvo@teste.zelo', 'ALVO@teste.zelo', 'alvo@teste.zelo', 'Alvo@Teste.Zelo'].map((email, index) =>
        limited.app.inject({ method: 'POST', url: '/api/v1/auth', remoteAddress: `192.0.2.${(index % 3) + 1}`, payload: { email, password: 'x' } }),
      );
      const responses = [];
      for (const attempt of attempts) responses.push(await attempt);
      expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 429]);
      expect(responses[3]?.headers['retry-after']).toMatch(/^\d+$/);
      expect(responses[3]?.json()).toEqual({ message: 'Muitas tentativas. Aguarde 15 minutos e tente novamente.', code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('password reset (outbox without SMTP)', () => {
  it('answers the same message whether or not the e-mail exists, and writes a message only for a real account', async () => {
    const person = await createUser(t.db, { type: 'sindico' });
    const known = await t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: person.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: 'fantasma@teste.zelo' } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    await t.app.background.drain();
    await t.outbox.kick();
    const messages = await t.db.execute<{ recipient: string; status: string }>(sql`select recipient, status from outbox`);
    expect(messages.rows).toEqual([{ recipient: person.email, status: 'kept' }]);
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, person.id));
    expect(resets).toHaveLength(1);
  });

  it('answers before it even looks the account up, so its timing cannot tell who has one', async () => {
    const person = await createUser(t.db, { type: 'zelador' });
    // While another transaction holds the users table, no lookup can finish; the answer must not wait for one.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table users in access exclusive mode');
      const answer = await t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: person.email } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.message).toBe('Se o e-mail estiver cadastrado, você receberá em instantes as informações para recuperar a senha.');
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    await t.app.background.drain();
    expect(await t.db.$count(passwordResets, eq(passwordResets.userId, person.id))).toBe(1);
  });

  it('refuses a mismatched confirmation and an unknown token with clear messages', async () => {
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/reset',
      payload: { token: 'abc', password: 'nova-senha-123', password_confirmation: 'outra-senha-123' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['As senhas não conferem.']);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/reset',
      payload: { token: 'abc', password: 'nova-senha-123', password_confirmation: 'nova-senha-123' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('INVALID_RESET_TOKEN');
  });
});
