import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserForm } from '#contract/users.ts';
import { passwordResets, userCondominiums, users } from '#server/db/schema.ts';
import { createCondominium, createUser, tokenFor, type CreatedUser } from '#server/test/fixtures.ts';
import { multipart } from '#server/test/multipart.ts';
import { bearer, startMailedTestApp, type MailedTestApp } from '#server/test/test-app.ts';
import { decodedBodies, findTokenLink } from '#testing/smtp-catcher.ts';
import { SHARED_IDENTITY_MESSAGE } from './user-access.ts';

let t: MailedTestApp;
beforeAll(async () => {
  t = await startMailedTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string) => (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password } });
const resetWith = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password: 'Nova-senha-forte-1', password_confirmation: 'Nova-senha-forte-1' } });

type Signed = CreatedUser & { token: string };

/**
 * Condominiums A and B, each with its síndico, a master, and two zeladores: one only in A, one in A and B (the
 * person the probe took over). Every account has a password and an open session.
 */
async function twoCondominiums() {
  const a = (await createCondominium(t.db, { name: 'Residencial Alfa' })).id;
  const b = (await createCondominium(t.db, { name: 'Residencial Beta' })).id;
  const signed = async (user: CreatedUser): Promise<Signed> => ({ ...user, token: await tokenFor(t.db, t.config, user.id) });
  const sindicoA = await signed(await createUser(t.db, { type: 'sindico', condominiumId: a }));
  const sindicoB = await signed(await createUser(t.db, { type: 'sindico', condominiumId: b }));
  const master = await signed(await createUser(t.db, { type: 'master' }));
  const onlyInA = await signed(await createUser(t.db, { type: 'zelador', condominiumId: a }));
  const shared = await signed(await createUser(t.db, { type: 'zelador', condominiumId: a }));
  await t.db.insert(userCondominiums).values({ userId: shared.id, condominiumId: b });
  return { a, b, sindicoA, sindicoB, master, onlyInA, shared };
}

const formOf = (person: CreatedUser, condominiums: string[], overrides: Partial<UserForm> = {}): UserForm => ({
  name: person.name,
  email: person.email,
  type: person.type,
  condominiums,
  ...overrides,
});

const stored = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const memberships = async (id: string) =>
  Object.fromEntries((await t.db.select().from(userCondominiums).where(eq(userCondominiums.userId, id))).map((row) => [row.condominiumId, row.active]));
const openLinks = async (id: string) =>
  (await t.db.select().from(passwordResets).where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)))).length;

async function mailedTo(address: string) {
  await t.app.background.drain();
  await t.outbox.kick();
  return t.inbox.filter((mail) => mail.to.includes(address));
}

describe('a person shared by two condominiums: the takeover replayed', () => {
  it("refuses B's síndico the identity of a person of A and B, so that no reset reaches the attacker", async () => {
    const { b, sindicoB, shared } = await twoCondominiums();
    const asSindicoB = call(sindicoB.token);
    const attacker = `atacante-${Date.now()}@teste.zelo`;

    const email = await asSindicoB('PUT', `/users/update/${shared.id}`, formOf(shared, [b], { email: attacker }));
    expect(email.statusCode).toBe(403);
    expect(email.json()).toMatchObject({ code: 'FORBIDDEN', message: SHARED_IDENTITY_MESSAGE });

    const type = await asSindicoB('PUT', `/users/update/${shared.id}`, formOf(shared, [b], { type: 'engenheiro' }));
    expect(type.statusCode).toBe(403);
    expect(type.json().message).toBe(SHARED_IDENTITY_MESSAGE);

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
    const body = multipart({ user: shared.id }, { field: 'image', name: 'foto.png', bytes: png, contentType: 'image/png' });
    const picture = await t.app.inject({ method: 'POST', url: '/api/v1/users/image-profile', headers: { ...bearer(sindicoB.token), ...body.headers }, payload: body.payload });
    expect(picture.statusCode).toBe(403);
    expect(picture.json().message).toBe(SHARED_IDENTITY_MESSAGE);

    // The rest of the takeover: a reset for the attacker's address, and signing in with it.
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: attacker } });
    expect(reset.statusCode).toBe(200);
    expect(await mailedTo(attacker)).toEqual([]);
    expect((await signIn(attacker, shared.password)).statusCode).toBe(401);

    const person = await stored(shared.id);
    expect({ email: person.email, type: person.type, picture: person.profilePicture }).toEqual({ email: shared.email, type: 'zelador', picture: null });
    expect((await call(shared.token)('GET', '/validate-token')).statusCode).toBe(200);
  });

  it("lets B's síndico manage the person's membership in B, and shows the identity as not theirs", async () => {
    const { a, b, sindicoB, shared } = await twoCondominiums();
    const asSindicoB = call(sindicoB.token);

    const shown = await asSindicoB('GET', `/users/show/${shared.id}`);
    expect(shown.json().data).toMatchObject({ in_other_condominiums: true, condominiums: [{ uuid: b, comercial_name: 'Residencial Beta' }] });
    expect(JSON.stringify(shown.json())).not.toContain('Residencial Alfa');

    // The same identity with the memberships the síndico sees: accepted, and A's membership stays.
    const same = await asSindicoB('PUT', `/users/update/${shared.id}`, formOf(shared, [b]));
    expect(same.statusCode).toBe(200);
    expect(await memberships(shared.id)).toEqual({ [a]: true, [b]: true });
  });
});

describe('inactivating a person in one of their condominiums', () => {
  it('ends their access to B and leaves their sessions working in A', async () => {
    const { a, b, sindicoA, sindicoB, shared } = await twoCondominiums();
    const asShared = call(shared.token);

    const inactivated = await call(sindicoB.token)('PUT', `/users/inactive/${shared.id}`);
    expect(inactivated.statusCode).toBe(200);
    expect(inactivated.json().data.active).toBe(false);
    expect((await stored(shared.id)).active).toBe(true);
    expect(await memberships(shared.id)).toEqual({ [a]: true, [b]: false });

    const session = await asShared('GET', '/validate-token');
    expect(session.statusCode).toBe(200);
    expect(session.json().data.condominium.map((condominium: { uuid: string }) => condominium.uuid)).toEqual([a]);
    const listing = await asShared('GET', '/users/listing?per_page=100');
    expect(listing.statusCode).toBe(200);
    const seen = listing.json().data.data.map((person: { uuid: string }) => person.uuid);
    expect(seen).toContain(sindicoA.id);
    expect(seen).not.toContain(sindicoB.id);
    expect((await asShared('GET', `/users/show/${sindicoB.id}`)).statusCode).toBe(404);

    // Each síndico's listing shows the person as their own condominium has them.
    const statusFor = async (token: string) =>
      (await call(token)('GET', `/users/listing?filter=${encodeURIComponent(shared.email)}`)).json().data.data[0]?.active;
    expect(await statusFor(sindicoA.token)).toBe(true);
    expect(await statusFor(sindicoB.token)).toBe(false);
    expect((await signIn(shared.email, shared.password)).json().data.condominium.map((condominium: { uuid: string }) => condominium.uuid)).toEqual([a]);

    expect((await call(sindicoB.token)('PUT', `/users/active/${shared.id}`)).statusCode).toBe(200);
    expect((await asShared('GET', `/users/show/${sindicoB.id}`)).statusCode).toBe(200);
  });

  it('ends every session of someone inactivated in their only condominium, for good, and refuses their sign-in', async () => {
    const { sindicoA, onlyInA } = await twoCondominiums();
    expect((await call(sindicoA.token)('PUT', `/users/inactive/${onlyInA.id}`)).statusCode).toBe(200);
    expect((await call(onlyInA.token)('GET', '/validate-token')).statusCode).toBe(401);

    const refused = await signIn(onlyInA.email, onlyInA.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('USER_INACTIVE');

    expect((await call(sindicoA.token)('PUT', `/users/active/${onlyInA.id}`)).statusCode).toBe(200);
    expect((await call(onlyInA.token)('GET', '/validate-token')).statusCode).toBe(401);
    expect((await signIn(onlyInA.email, onlyInA.password)).statusCode).toBe(200);
  });
});

describe('who changes what of a person: caller × field × person', () => {
  it('follows the identity/membership rule', async () => {
    const world = await twoCondominiums();
    const { a, b } = world;
    const callers = { master: world.master, 'síndico de A': world.sindicoA, 'síndico de B': world.sindicoB } as const;
    const mismatches: string[] = [];

    for (const [personLabel, person] of [
      ['só em A', world.onlyInA],
      ['em A e B', world.shared],
    ] as const) {
      const inB = person === world.shared;
      const restore = async () => {
        await t.db.update(users).set({ name: person.name }).where(eq(users.id, person.id));
        await t.db.update(userCondominiums).set({ active: true }).where(eq(userCondominiums.userId, person.id));
      };
      const check = async (label: string, attempt: () => Promise<{ statusCode: number }>, expected: number, changed: () => Promise<boolean>) => {
        const status = (await attempt()).statusCode;
        const didChange = await changed();
        if (status !== expected || didChange !== (expected === 200)) {
          mismatches.push(`${label} (${personLabel}): ${status}, changed ${didChange}; expected ${expected}`);
        }
        await restore();
      };
      const renamed = async () => (await stored(person.id)).name === 'Nome Trocado';
      const inactiveIn = (condominium: string) => async () => (await memberships(person.id))[condominium] === false;

      for (const [callerLabel, caller] of Object.entries(callers)) {
        const as = call(caller.token);
        // What the caller sees of the person's condominiums is what their form sends.
        const visible = caller === world.master ? (inB ? [a, b] : [a]) : caller === world.sindicoA ? [a] : [b];
        const seesPerson = caller !== world.sindicoB || inB;
        const mayChangeIdentity = caller === world.master || (caller === world.sindicoA && !inB);
        await check(
          `${callerLabel} muda a identidade`,
          () => as('PUT', `/users/update/${person.id}`, formOf(person, visible, { name: 'Nome Trocado' })),
          !seesPerson ? 404 : mayChangeIdentity ? 200 : 403,
          renamed,
        );
        for (const [condominiumLabel, condominium] of [
          ['A', a],
          ['B', b],
        ] as const) {
          const holds = caller === world.master || caller === (condominium === a ? world.sindicoA : world.sindicoB);
          const isMember = condominium === a || inB;
          await check(
            `${callerLabel} inativa o vínculo em ${condominiumLabel}`,
            () => as('PUT', `/users/inactive/${person.id}?condominium=${condominium}`),
            seesPerson && holds && isMember ? 200 : 404,
            inactiveIn(condominium),
          );
        }
      }

      // The person themself: their identity through their profile; memberships are the condominiums'. (A fresh
      // session: losing their last active membership above ended the earlier one for good.)
      const asPerson = call(await tokenFor(t.db, t.config, person.id));
      await check('a própria pessoa muda a identidade', () => asPerson('PUT', '/users/profile', { name: 'Nome Trocado' }), 200, renamed);
      await check('a própria pessoa inativa o vínculo em A', () => asPerson('PUT', `/users/inactive/${person.id}?condominium=${a}`), 403, inactiveIn(a));
      await check('a própria pessoa inativa o vínculo em B', () => asPerson('PUT', `/users/inactive/${person.id}?condominium=${b}`), 403, inactiveIn(b));
    }
    expect(mismatches).toEqual([]);
  });
});

describe('changing an e-mail', () => {
  it('ends the sessions and open links, sends the new address a confirmation link and the old one a notice', async () => {
    const { a, sindicoA, onlyInA } = await twoCondominiums();
    const beforeReset = await t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: onlyInA.email } });
    expect(beforeReset.statusCode).toBe(200);
    const [resetMail] = await mailedTo(onlyInA.email);
    const oldLink = new URL(findTokenLink(resetMail!, '/reset-password')!).searchParams.get('token')!;

    const newEmail = `novo-${Date.now()}@teste.zelo`;
    const changed = await call(sindicoA.token)('PUT', `/users/update/${onlyInA.id}`, formOf(onlyInA, [a], { email: newEmail }));
    expect(changed.statusCode).toBe(200);

    expect((await call(onlyInA.token)('GET', '/validate-token')).statusCode).toBe(401);
    expect((await resetWith(oldLink)).json().code).toBe('INVALID_RESET_TOKEN');

    const [confirmation] = await mailedTo(newEmail);
    expect(decodedBodies(confirmation!.raw).join('\n')).toContain(`O e-mail de acesso da sua conta no Zelo passou a ser ${newEmail}.`);
    const notice = (await mailedTo(onlyInA.email)).find((mail) => decodedBodies(mail.raw).join('\n').includes('foi alterado para'));
    expect(decodedBodies(notice!.raw).join('\n')).toContain(`foi alterado para n***@teste.zelo`);
    expect(findTokenLink(notice!, '/reset-password')).toBeUndefined();

    const confirmLink = new URL(findTokenLink(confirmation!, '/reset-password')!).searchParams.get('token')!;
    expect((await resetWith(confirmLink)).statusCode).toBe(200);
    expect((await signIn(newEmail, 'Nova-senha-forte-1')).statusCode).toBe(200);
  });

  it('sends both e-mails at once, without waiting for the outbox sweep', async () => {
    const { a, sindicoA, onlyInA } = await twoCondominiums();
    const newEmail = `agora-${Date.now()}@teste.zelo`;
    expect((await call(sindicoA.token)('PUT', `/users/update/${onlyInA.id}`, formOf(onlyInA, [a], { email: newEmail }))).statusCode).toBe(200);
    // No kick from the test: the route's own sends them (the sweep runs every 30 s).
    await expect.poll(() => t.inbox.filter((mail) => mail.to.includes(newEmail) || mail.to.includes(onlyInA.email)).length, { timeout: 5_000 }).toBe(2);
  });

  it('a changed password spends the open reset links too', async () => {
    const { onlyInA } = await twoCondominiums();
    await t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: onlyInA.email } });
    await mailedTo(onlyInA.email);
    expect(await openLinks(onlyInA.id)).toBe(1);

    const changed = await call(onlyInA.token)('PUT', '/users/password', {
      current_password: onlyInA.password,
      password: 'Outra-senha-forte-2',
      password_confirmation: 'Outra-senha-forte-2',
    });
    expect(changed.statusCode).toBe(200);
    expect(await openLinks(onlyInA.id)).toBe(0);
    expect((await call(onlyInA.token)('GET', '/validate-token')).statusCode).toBe(200);
  });
});
