import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserForm, UserType } from '#contract/users.ts';
import { apartments, auditLog, notifications, sessions, users } from '#server/db/schema.ts';
import { createCondominium, tokenFor } from '#server/test/fixtures.ts';
import { multipart } from '#server/test/multipart.ts';
import { bearer, startMailedTestApp, type MailedTestApp } from '#server/test/test-app.ts';
import { picturePrefix } from './profile-picture.ts';
import { decodedBodies, findTokenLink } from '#testing/smtp-catcher.ts';

let t: MailedTestApp;
beforeAll(async () => {
  t = await startMailedTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string) => (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

let sequence = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${++sequence}@teste.zelo`;

/** A condominium with one signed-in person of each type, and a master. */
async function condominiumWithPeople() {
  const condominium = await createCondominium(t.db);
  const people = {} as Record<UserType, { id: string; token: string; email: string }>;
  for (const type of ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const) {
    people[type] = await t.signedIn(type, type === 'master' ? {} : { condominiumId: condominium.id });
  }
  return { condominiumId: condominium.id, people, as: (type: UserType) => call(people[type].token) };
}

const form = (condominiumId: string, overrides: Partial<UserForm> = {}): UserForm => ({
  name: 'Pessoa Nova',
  email: uniqueEmail('nova'),
  type: 'zelador',
  condominiums: [condominiumId],
  ...overrides,
});

describe('users: who may create, edit and deactivate whom', () => {
  it('follows the table of type × action × target', async () => {
    const home = await condominiumWithPeople();
    const away = await condominiumWithPeople();
    const mismatches: string[] = [];
    const expectStatus = (label: string, actual: number, expected: number) => {
      if (actual !== expected) mismatches.push(`${label}: ${actual}, expected ${expected}`);
    };

    for (const caller of ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const) {
      const as = home.as(caller);
      const mayManage = caller === 'master' || caller === 'sindico';
      const writeRefused = 403;

      // Create: a morador-free type in the caller's condominium, in another one, and a master.
      const own = await as('POST', '/users/store', form(home.condominiumId));
      expectStatus(`${caller} creates a zelador in own condominium`, own.statusCode, mayManage ? 201 : writeRefused);
      const other = await as('POST', '/users/store', form(away.condominiumId));
      expectStatus(`${caller} creates in another condominium`, other.statusCode, caller === 'master' ? 201 : writeRefused);
      const master = await as('POST', '/users/store', form(home.condominiumId, { type: 'master', condominiums: [] }));
      expectStatus(`${caller} creates a master`, master.statusCode, caller === 'master' ? 201 : writeRefused);
      const sindico = await as('POST', '/users/store', form(home.condominiumId, { type: 'sindico' }));
      expectStatus(`${caller} creates a síndico`, sindico.statusCode, caller === 'master' ? 201 : writeRefused);

      // Edit and deactivate the home zelador, the away zelador, and themself.
      const target = home.people.zelador.id;
      const edit = await as('PUT', `/users/update/${target}`, form(home.condominiumId, { name: 'Zelador Editado', email: home.people.zelador.email }));
      expectStatus(`${caller} edits the zelador of own condominium`, edit.statusCode, mayManage ? 200 : writeRefused);
      const editAway = await as('PUT', `/users/update/${away.people.zelador.id}`, form(away.condominiumId, { email: away.people.zelador.email }));
      expectStatus(`${caller} edits a zelador of another condominium`, editAway.statusCode, caller === 'master' ? 200 : mayManage ? 404 : writeRefused);
      const raise = await as('PUT', `/users/update/${target}`, form(home.condominiumId, { type: 'sindico', email: home.people.zelador.email }));
      expectStatus(`${caller} raises the zelador to síndico`, raise.statusCode, caller === 'master' ? 200 : writeRefused);
      if (caller === 'master') await as('PUT', `/users/update/${target}`, form(home.condominiumId, { type: 'zelador', email: home.people.zelador.email }));

      const self = home.people[caller];
      const otherType = caller === 'master' ? form(home.condominiumId, { type: 'sindico' }) : form(home.condominiumId, { type: 'master', condominiums: [] });
      const selfType = await as('PUT', `/users/update/${self.id}`, { ...otherType, email: self.email });
      expectStatus(`${caller} changes own type`, selfType.statusCode, writeRefused);
      const selfOff = await as('PUT', `/users/inactive/${self.id}`);
      expectStatus(`${caller} deactivates themself`, selfOff.statusCode, caller === 'master' || caller === 'sindico' ? 403 : writeRefused);

      const off = await as('PUT', `/users/inactive/${target}`);
      expectStatus(`${caller} deactivates the zelador of own condominium`, off.statusCode, mayManage ? 200 : writeRefused);
      if (mayManage) {
        await as('PUT', `/users/active/${target}`);
        // Deactivation ended the zelador's sessions for good: sign them in again for the next rows.
        home.people.zelador.token = await tokenFor(t.db, t.config, target);
      }
      const offAway = await as('PUT', `/users/inactive/${away.people.zelador.id}`);
      expectStatus(`${caller} deactivates a zelador of another condominium`, offAway.statusCode, caller === 'master' ? 200 : mayManage ? 404 : writeRefused);
      if (caller === 'master') await as('PUT', `/users/active/${away.people.zelador.id}`);
      const offSindico = await as('PUT', `/users/inactive/${home.people.sindico.id}`);
      expectStatus(`${caller} deactivates the síndico`, offSindico.statusCode, caller === 'master' ? 200 : writeRefused);
      if (caller === 'master') {
        await as('PUT', `/users/active/${home.people.sindico.id}`);
        // Deactivation ended the síndico's sessions for good: sign them in again for the next rows.
        home.people.sindico.token = await tokenFor(t.db, t.config, home.people.sindico.id);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('ends the sessions of a deactivated person at once', async () => {
    const { as, people } = await condominiumWithPeople();
    expect((await call(people.zelador.token)('GET', '/validate-token')).statusCode).toBe(200);
    expect((await as('sindico')('PUT', `/users/inactive/${people.zelador.id}`)).statusCode).toBe(200);
    expect((await call(people.zelador.token)('GET', '/validate-token')).statusCode).toBe(401);
    await as('sindico')('PUT', `/users/active/${people.zelador.id}`);
    expect((await call(people.zelador.token)('GET', '/validate-token')).statusCode).toBe(401);
  });
});

describe('users: creating someone', () => {
  it('tells the síndico of a resident someone else linked to an apartment, once per new home', async () => {
    const { condominiumId, people, as } = await condominiumWithPeople();
    const homes = await t.db.insert(apartments).values([{ condominiumId, block: 'B', number: '201' }, { condominiumId, block: 'B', number: '202' }]).returning({ id: apartments.id });
    const morador = form(condominiumId, { name: 'Rui Rocha', type: 'morador', apartments: [{ apartment: homes[0]!.id, relation: 'inquilino' }] });
    const created = (await as('master')('POST', '/users/store', morador)).json().data;
    await as('master')('PUT', `/users/update/${created.uuid}`, { ...morador, apartments: [...morador.apartments!, { apartment: homes[1]!.id, relation: 'inquilino' }] });
    const told = await t.db.select({ description: notifications.description, route: notifications.route }).from(notifications).where(and(eq(notifications.userId, people.sindico.id), eq(notifications.title, 'Novo morador')));
    expect(told).toEqual([
      { description: 'Rui Rocha agora mora no apartamento B-201.', route: `/user-register?filter=${encodeURIComponent(morador.email)}` },
      { description: 'Rui Rocha agora mora no apartamento B-202.', route: `/user-register?filter=${encodeURIComponent(morador.email)}` },
    ]);
  });

  it('saves a morador with their apartment and e-mails them a link to set ("defina") their password', async () => {
    const { condominiumId, as } = await condominiumWithPeople();
    const [apartment] = await t.db.insert(apartments).values({ condominiumId, block: 'A', number: '101' }).returning({ id: apartments.id });
    const email = uniqueEmail('morador');
    const response = await as('sindico')('POST', '/users/store', {
      name: 'Marta Moradora',
      email: email.toUpperCase(),
      type: 'morador',
      cpf: '529.982.247-25',
      mobile_phone: '(11) 91234-5678',
      condominiums: [condominiumId],
      apartments: [{ apartment: apartment!.id, relation: 'proprietario' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      email,
      type: 'morador',
      cpf: '52998224725',
      mobile_phone: '11912345678',
      apartments: [{ uuid: apartment!.id, block: 'A', number: '101', relation: 'proprietario' }],
    });
    const [saved] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(saved!.passwordHash).toBeNull();
    // Issue 15: the síndicos hear of a new resident, except the one who linked them.
    expect(await t.db.$count(notifications, and(eq(notifications.title, 'Novo morador'), eq(notifications.description, 'Marta Moradora agora mora no apartamento A-101.')))).toBe(0);

    await t.outbox.kick();
    const mail = t.inbox.findLast((candidate) => candidate.to.includes(email));
    expect(decodedBodies(mail!.raw).join('\n')).toContain('defina sua senha pelo link abaixo');
    const token = new URL(findTokenLink(mail!, '/reset-password')!).searchParams.get('token')!;
    const set = await t.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password: 'Senha-da-Marta-1', password_confirmation: 'Senha-da-Marta-1' } });
    expect(set.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password: 'Senha-da-Marta-1' } })).statusCode).toBe(200);
  });

  it('answers a taken e-mail or CPF with the Ops! codes, and writes nothing', async () => {
    const { condominiumId, as, people } = await condominiumWithPeople();
    const taken = await as('sindico')('POST', '/users/store', form(condominiumId, { email: people.zelador.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'EMAIL_ALREADY_EXISTS', message: 'Este email já possui cadastro no sistema.' });

    await as('sindico')('POST', '/users/store', form(condominiumId, { cpf: '111.444.777-35' }));
    const email = uniqueEmail('cpf');
    const cpf = await as('sindico')('POST', '/users/store', form(condominiumId, { cpf: '11144477735', email }));
    expect(cpf.statusCode).toBe(409);
    expect(cpf.json().code).toBe('CPF_ALREADY_EXISTS');
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('refuses an apartment outside the person’s condominiums on the field, and a bad CPF', async () => {
    const mine = await condominiumWithPeople();
    const other = await createCondominium(t.db);
    const [foreign] = await t.db.insert(apartments).values({ condominiumId: other.id, number: '1' }).returning({ id: apartments.id });
    const outside = await mine.as('master')('POST', '/users/store', form(mine.condominiumId, { type: 'morador', apartments: [{ apartment: foreign!.id, relation: 'inquilino' }] }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ apartments: ['O apartamento escolhido não é de um dos condomínios do usuário.'] });
    const badCpf = await mine.as('sindico')('POST', '/users/store', form(mine.condominiumId, { cpf: '123.456.789-00' }));
    expect(badCpf.json().errors).toEqual({ cpf: ['CPF inválido.'] });
  });
});

describe('users: personal data (LGPD)', () => {
  it('shows CPF, RG and phones only to the master, the síndico of the person’s condominium and the person; reads of another’s CPF are audited', async () => {
    const { condominiumId, as, people } = await condominiumWithPeople();
    const created = (await as('sindico')('POST', '/users/store', form(condominiumId, { cpf: '390.533.447-05', rg: '12.345.678-X', phone: '(11) 3333-4444' }))).json().data;

    const personal = (type: UserType) => as(type)('GET', `/users/show/${created.uuid}`).then((response) => response.json().data);
    expect(await personal('master')).toMatchObject({ cpf: '39053344705', rg: '12345678X', phone: '1133334444' });
    expect(await personal('sindico')).toMatchObject({ cpf: '39053344705' });
    for (const type of ['zelador', 'engenheiro'] as const) {
      const seen = await personal(type);
      expect(seen.name).toBe('Pessoa Nova');
      expect(Object.keys(seen)).not.toEqual(expect.arrayContaining(['cpf']));
      expect(seen).not.toHaveProperty('rg');
      expect(seen).not.toHaveProperty('phone');
    }
    const listing = (await as('zelador')('GET', '/users/listing?per_page=100')).json().data.data;
    expect(listing.find((row: { uuid: string }) => row.uuid === created.uuid)).not.toHaveProperty('cpf');

    const reads = await t.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read-cpf'), eq(auditLog.entityId, created.uuid)));
    expect(reads.map((read) => read.actor).sort()).toEqual([people.master.id, people.sindico.id].sort());

    const own = (await call((await t.signedIn('morador', { condominiumId })).token)('GET', '/users/profile')).json().data;
    expect(own).toHaveProperty('cpf');
  });

  it('answers another condominium’s person as missing', async () => {
    const mine = await condominiumWithPeople();
    const theirs = await condominiumWithPeople();
    expect((await mine.as('sindico')('GET', `/users/show/${theirs.people.morador.id}`)).statusCode).toBe(404);
    const names = (await mine.as('sindico')('GET', '/users/listing?per_page=100')).json().data.data.map((row: { uuid: string }) => row.uuid);
    expect(names).not.toContain(theirs.people.morador.id);
    expect(names).toContain(mine.people.morador.id);
  });
});

describe('users: the listing and the selects', () => {
  it('filters word by word over name, e-mail and a masked CPF, and by type and status', async () => {
    const { condominiumId, as } = await condominiumWithPeople();
    await as('sindico')('POST', '/users/store', form(condominiumId, { name: 'Joana Darc Silveira', cpf: '752.116.240-41', type: 'engenheiro' }));
    const names = async (query: string) =>
      (await as('sindico')('GET', `/users/listing?${query}`)).json().data.data.map((row: { name: string }) => row.name);
    expect(await names(`filter=${encodeURIComponent('silveira joana')}`)).toEqual(['Joana Darc Silveira']);
    expect(await names(`filter=${encodeURIComponent('752.116.240-41')}`)).toEqual(['Joana Darc Silveira']);
    // A whole CPF is looked up by equality; part of one still goes through the text filter.
    expect(await names('filter=75211624041')).toEqual(['Joana Darc Silveira']);
    expect(await names('filter=752116')).toEqual(['Joana Darc Silveira']);
    expect(await names('type=engenheiro&filter=joana')).toEqual(['Joana Darc Silveira']);
    expect(await names('type=zelador&filter=joana')).toEqual([]);
    expect(await names('status=inactive&filter=joana')).toEqual([]);
  });

  it('gives the selects the people by status and type, and an apartment’s residents', async () => {
    const { condominiumId, as, people } = await condominiumWithPeople();
    const options = (await as('zelador')('GET', '/users/active/morador')).json().data;
    expect(options.map((option: { uuid: string }) => option.uuid)).toEqual([people.morador.id]);
    const [apartment] = await t.db.insert(apartments).values({ condominiumId, block: 'B', number: '12' }).returning({ id: apartments.id });
    await as('sindico')('PUT', `/users/update/${people.morador.id}`, form(condominiumId, {
      type: 'morador',
      email: people.morador.email,
      apartments: [{ apartment: apartment!.id, relation: 'inquilino' }],
    }));
    const residents = (await as('engenheiro')('GET', `/users/users-by-apartment/${apartment!.id}`)).json().data;
    expect(residents).toEqual([expect.objectContaining({ uuid: people.morador.id, relation: 'inquilino' })]);
  });
});

describe('users: the profile', () => {
  it('lets everyone edit their own name and phones', async () => {
    const { people } = await condominiumWithPeople();
    const response = await call(people.morador.token)('PUT', '/users/profile', { name: 'Beatriz Nova', mobile_phone: '(21) 99876-5432', phone: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Beatriz Nova', mobile_phone: '21998765432', phone: null });
    expect((await call(people.morador.token)('GET', '/validate-token')).json().data.name).toBe('Beatriz Nova');
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const { people } = await condominiumWithPeople();
    const other = await tokenFor(t.db, t.config, people.zelador.id);
    const wrong = await call(people.zelador.token)('PUT', '/users/password', { current_password: 'errada', password: 'Nova-senha-123', password_confirmation: 'Nova-senha-123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Senha atual incorreta.'] });

    const right = await call(people.zelador.token)('PUT', '/users/password', {
      current_password: 'Senha-de-teste-123',
      password: 'Nova-senha-123',
      password_confirmation: 'Nova-senha-123',
    });
    expect(right.json()).toEqual({ data: { message: 'Senha alterada com sucesso!' } });
    expect((await call(people.zelador.token)('GET', '/validate-token')).statusCode).toBe(200);
    expect((await call(other)('GET', '/validate-token')).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: people.zelador.email, password: 'Nova-senha-123' } });
    expect(signIn.statusCode).toBe(200);
    expect(await t.db.$count(sessions, eq(sessions.userId, people.zelador.id))).toBeGreaterThan(1);
  });
});

describe('users: the profile picture', () => {
  function upload(token: string, file: Buffer, fields: Record<string, string> = {}, contentType = 'image/jpeg') {
    const body = multipart(fields, { field: 'image', name: 'foto.jpg', bytes: file, contentType });
    return t.app.inject({ method: 'POST', url: '/api/v1/users/image-profile', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  }

  it('stores a square WebP without the photo’s EXIF (GPS included), and the session shows it at once', async () => {
    const { people } = await condominiumWithPeople();
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Zelo', Artist: 'Câmera' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(people.morador.token, photo);
    expect(response.statusCode).toBe(200);
    const url = response.json().data.profile_picture as string;
    expect(url).toMatch(new RegExp(`^/api/v1/users/image-profile/${people.morador.id}\\?v=`));
    expect((await call(people.morador.token)('GET', '/validate-token')).json().data.rel_user.profile_picture).toBe(url);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    // Without the address's version (or with an old one) there is nothing to see.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/users/image-profile/${people.morador.id}` })).statusCode).toBe(404);
  });

  it('keeps one file of 16 uploads at once: each replaces, and removes, the one before', async () => {
    const { people } = await condominiumWithPeople();
    const pictures = await Promise.all(
      Array.from({ length: 16 }, (_, index) => sharp({ create: { width: 32, height: 32, channels: 3, background: { r: index * 15, g: 90, b: 160 } } }).png().toBuffer()),
    );
    const answers = await Promise.all(pictures.map((picture) => upload(people.zelador.token, picture, {}, 'image/png')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(pictures.map(() => 200));

    const kept: string[] = [];
    for await (const object of t.storage.list(picturePrefix(people.zelador.id))) kept.push(object.key);
    const [row] = await t.db.select({ key: users.profilePicture }).from(users).where(eq(users.id, people.zelador.id));
    expect(kept).toEqual([row!.key]);
  });

  it('refuses a file too large (413) or of another type (415), and someone the caller does not manage', async () => {
    const { people } = await condominiumWithPeople();
    const tooLarge = await upload(people.morador.token, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect(tooLarge.statusCode).toBe(413);
    const pdf = await upload(people.morador.token, Buffer.from('%PDF-1.7 fake'), {}, 'image/jpeg');
    expect(pdf.statusCode).toBe(415);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } }).png().toBuffer();
    expect((await upload(people.zelador.token, png, { user: people.morador.id })).statusCode).toBe(403);
    expect((await upload(people.sindico.token, png, { user: people.morador.id })).statusCode).toBe(200);
  });
});
