import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCondominium } from '#server/test/fixtures.ts';
import { bearer, startMailedTestApp, type MailedTestApp } from '#server/test/test-app.ts';
import { findTokenLink } from '#testing/smtp-catcher.ts';

let t: MailedTestApp;
beforeAll(async () => {
  t = await startMailedTestApp();
});
afterAll(() => t.close());

const call = (token: string | null) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function linksTo(email: string) {
  await t.outbox.kick();
  return t.inbox.filter((mail) => mail.to.includes(email)).map((mail) => new URL(findTokenLink(mail, '/reset-password')!).searchParams.get('token')!);
}
const setPassword = (token: string) =>
  call(null)('POST', '/password/reset', { token, password: 'Senha-nova-123', password_confirmation: 'Senha-nova-123' });

describe('invitations: "Convite pendente" and "Reenviar convite"', () => {
  it('shows a person who has not set a password as invited, and a resent invitation replaces the first link', async () => {
    const condominiumId = (await createCondominium(t.db)).id;
    const sindico = await t.signedIn('sindico', { condominiumId });
    const email = `convidado-${Date.now()}@teste.zelo`;
    const created = await call(sindico.token)('POST', '/users/store', { name: 'Pessoa Convidada', email, type: 'zelador', condominiums: [condominiumId] });
    expect(created.json().data.invitation_pending).toBe(true);
    const listed = await call(sindico.token)('GET', `/users/listing?filter=${encodeURIComponent(email)}`);
    expect(listed.json().data.data[0].invitation_pending).toBe(true);
    const [first] = await linksTo(email);

    const resent = await call(sindico.token)('POST', `/users/resend-invitation/${created.json().data.uuid}`);
    expect(resent.json()).toEqual({ data: { message: `Convite reenviado para ${email}.` } });
    const [, second] = await linksTo(email);
    expect((await setPassword(first!)).json().code).toBe('INVALID_RESET_TOKEN');
    expect((await setPassword(second!)).statusCode).toBe(200);

    expect((await call(sindico.token)('GET', `/users/show/${created.json().data.uuid}`)).json().data.invitation_pending).toBe(false);
    const again = await call(sindico.token)('POST', `/users/resend-invitation/${created.json().data.uuid}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVITATION_ACCEPTED', message: 'Esta pessoa já definiu a senha: não há convite pendente.' });
  });

  it("answers another condominium's síndico as missing, and refuses those who manage nobody", async () => {
    const condominiumId = (await createCondominium(t.db)).id;
    const sindico = await t.signedIn('sindico', { condominiumId });
    const email = `outro-${Date.now()}@teste.zelo`;
    const id = (await call(sindico.token)('POST', '/users/store', { name: 'Outra Pessoa', email, type: 'zelador', condominiums: [condominiumId] })).json().data.uuid;
    const before = (await linksTo(email)).length;

    const stranger = await t.signedIn('sindico');
    expect((await call(stranger.token)('POST', `/users/resend-invitation/${id}`)).statusCode).toBe(404);
    const zelador = await t.signedIn('zelador', { condominiumId });
    expect((await call(zelador.token)('POST', `/users/resend-invitation/${id}`)).statusCode).toBe(403);
    expect((await call(null)('POST', `/users/resend-invitation/${id}`)).statusCode).toBe(401);
    expect(await linksTo(email)).toHaveLength(before);
  });
});
