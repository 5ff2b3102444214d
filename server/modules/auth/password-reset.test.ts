import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '#server/db/schema.ts';
import { createUser } from '#server/test/fixtures.ts';
import { bearer, startMailedTestApp, type MailedTestApp } from '#server/test/test-app.ts';
import { decodedBodies, findTokenLink } from '#testing/smtp-catcher.ts';

let t: MailedTestApp;
beforeAll(async () => {
  t = await startMailedTestApp({ PASSWORD_RESET_MINUTES: '30' });
});
afterAll(() => t.close());

const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password, password_confirmation: password } });
const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/password/check', payload: { token } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password } });

async function resetTokenMailedTo(email: string) {
  await requestReset(email);
  await t.app.background.drain();
  await t.outbox.kick();
  const mail = t.inbox.findLast((candidate) => candidate.to.includes(email));
  const link = mail && findTokenLink(mail, '/reset-password');
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  return { mail: mail!, link, token: new URL(link).searchParams.get('token')! };
}

describe('password reset through SMTP', () => {
  it('mails a pt-BR message with a link to the SPA, and the link sets a new password once', async () => {
    const person = await createUser(t.db, { type: 'zelador', name: 'José Ribeiro' });
    const { token: oldSession } = (await login(person.email, person.password)).json().data;

    const { mail, link, token } = await resetTokenMailedTo(person.email);
    expect(link.startsWith('http://zelo.test/reset-password?token=')).toBe(true);
    expect(decodedBodies(mail.raw).join('\n')).toContain('Olá, José Ribeiro!');
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Zelo=3A_redefini=C3=A7=C3=A3o_de_senha?=');
    const [delivered] = await t.db.select().from(outbox).where(eq(outbox.recipient, person.email));
    expect(delivered?.status).toBe('sent');

    const first = await reset(token, 'Nova-senha-forte-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { message: 'Senha redefinida com sucesso!' } });

    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, 'Nova-senha-forte-1')).statusCode).toBe(200);
    // Resetting the password ends the sessions opened with the old one.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(oldSession) })).statusCode).toBe(401);

    const second = await reset(token, 'Outra-senha-forte-2');
    expect(second.statusCode).toBe(422);
    expect(second.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses an expired link and a link of a deactivated account', async () => {
    const expired = await createUser(t.db, { type: 'morador' });
    const { token: expiredToken } = await resetTokenMailedTo(expired.email);
    await t.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.userId, expired.id));
    expect((await reset(expiredToken, 'Nova-senha-forte-1')).json().code).toBe('INVALID_RESET_TOKEN');

    const leaving = await createUser(t.db, { type: 'morador' });
    const { token: leavingToken } = await resetTokenMailedTo(leaving.email);
    await t.db.execute(sql`update users set active = false where id = ${leaving.id}`);
    expect((await reset(leavingToken, 'Nova-senha-forte-1')).json().code).toBe('INVALID_RESET_TOKEN');
  });

  it('an earlier link stops working once a later one is used', async () => {
    const person = await createUser(t.db, { type: 'engenheiro' });
    const { token: earlier } = await resetTokenMailedTo(person.email);
    const { token: later } = await resetTokenMailedTo(person.email);
    expect((await reset(later, 'Nova-senha-forte-1')).statusCode).toBe(200);
    expect((await reset(earlier, 'Nova-senha-forte-2')).statusCode).toBe(422);
  });

  it('answers a too-short password with the field message and changes nothing', async () => {
    const person = await createUser(t.db, { type: 'sindico' });
    const { token } = await resetTokenMailedTo(person.email);
    const response = await reset(token, 'curta');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(['A senha deve ter pelo menos 8 caracteres.']);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it('checks a link without using it, and answers alike for an unknown, a used and an expired one', async () => {
    const person = await createUser(t.db, { type: 'sindico' });
    const { token } = await resetTokenMailedTo(person.email);
    const valid = await check(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ data: { message: 'Link de redefinição válido.' } });
    // Checking twice does not spend it: the link still sets the password.
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token, 'Nova-senha-forte-1')).statusCode).toBe(200);

    const expired = await createUser(t.db, { type: 'morador' });
    const { token: expiredToken } = await resetTokenMailedTo(expired.email);
    await t.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.userId, expired.id));

    const answers = await Promise.all([check(token), check(expiredToken), check('nunca-emitido')]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        message: 'Link de redefinição inválido ou expirado. Solicite um novo.',
        code: 'INVALID_RESET_TOKEN',
        errors: { token: ['Link de redefinição inválido ou expirado.'] },
      });
    }
  });
});
