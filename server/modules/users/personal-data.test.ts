import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_PERSON_NAME, personalDataExport } from '#contract/personal-data.ts';
import { auditLog, sessions, users } from '#server/db/schema.ts';
import { databaseSnapshot, personalDataOf } from '#server/test/tenant-records.ts';
import { buildTenants, type Person, type Tenants } from '#server/test/tenants.ts';
import { bearer, startMailedTestApp, type MailedTestApp } from '#server/test/test-app.ts';
import { ERASED_MESSAGE, SHARED_ERASURE_MESSAGE } from './personal-data-erasure.ts';

/**
 * LGPD art. 18 (issue 25 §4) on three tenants built as people build them: the export holds all of a person's data and
 * nobody else's; the erasure leaves no copy of their e-mail, CPF or name in any table or stored file, ends their
 * access, and leaves the condominium's records naming "Pessoa removida".
 */
let t: MailedTestApp;
let tenants: Tenants;
beforeAll(async () => {
  t = await startMailedTestApp();
  const master = await t.signedIn('master');
  tenants = await buildTenants(t, { id: master.id, email: master.email, type: 'master', token: master.token });
}, 180_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const everyone = () => [tenants.master, tenants.shared, ...[tenants.a, tenants.b, tenants.c].flatMap((tenant) => [tenant.sindico, tenant.zelador, tenant.engenheiro, tenant.morador, tenant.vizinho])];

/** What identifies a person: their name and e-mail, and the CPF, RG and phones the LGPD allowlist guards. */
async function identifiersOf(person: Person) {
  const [row] = await t.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, person.id));
  return [row!.name, row!.email, ...((await personalDataOf(t.db, [person.id])).get(person.id) ?? [])];
}

/** The tables (and columns, as the row's text) where any of `values` still appears. */
async function tablesHolding(values: string[]) {
  const { rows } = await t.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const found: string[] = [];
  for (const { table_name: table } of rows) {
    for (const value of values) {
      const hits = await t.db.execute(sql`select 1 from ${sql.identifier(table)} as row where strpos(lower(row::text), lower(${value})) > 0 limit 1`);
      if (hits.rows.length > 0) found.push(`${table}: ${value}`);
    }
  }
  return found;
}

describe('the export of a person’s data', () => {
  it('holds every field of the morador and nothing of anyone else, and is audited', async () => {
    const { a } = tenants;
    // A's síndico reads the morador's CPF: the export says by whom (a role) and when.
    expect((await call(a.sindico.token, 'GET', `/users/show/${a.morador.id}`)).statusCode).toBe(200);

    const response = await call(a.morador.token, 'GET', '/users/data-export');
    expect(response.statusCode, response.body).toBe(200);
    const exported = personalDataExport.parse(response.json().data);
    const [row] = await t.db.select().from(users).where(eq(users.id, a.morador.id));
    expect(exported.profile).toMatchObject({ uuid: row!.id, name: row!.name, email: row!.email, cpf: row!.cpf, rg: row!.rg, mobile_phone: row!.mobilePhone, phone: row!.phone, type: 'morador' });
    expect(exported.profile.profile_picture).toContain(row!.id);
    expect(exported.memberships.map((membership) => membership.uuid)).toEqual([a.condominiumId]);
    expect(exported.apartments.map((apartment) => apartment.uuid)).toEqual([a.apartmentIds[0]]);
    expect(exported.reforms).toHaveLength(1);
    expect(exported.reforms[0]!.history[0]).toMatchObject({ action: 'submit', by_role: 'self' });
    expect(exported.reforms[0]!.attachments[0]).toMatchObject({ kind: 'plan', file_name: 'planta.pdf' });
    expect(exported.cpf_reads).toContainEqual(expect.objectContaining({ by_role: 'sindico', condominium: expect.objectContaining({ uuid: a.condominiumId }) }));
    expect(exported.messages.map((message) => message.recipient)).toContain(row!.email);
    expect(exported.sessions.length).toBeGreaterThan(0);
    expect(exported.activity.map((entry) => entry.action)).toContain('create');

    const others = everyone().filter((person) => person.id !== a.morador.id);
    const foreign = (await Promise.all(others.map(identifiersOf))).flat();
    expect(foreign.filter((value) => response.body.toLowerCase().includes(value.toLowerCase()))).toEqual([]);
    for (const other of others) expect(response.body).not.toContain(other.id);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, a.morador.id));
    expect(audits).toContainEqual(expect.objectContaining({ action: 'export', entity: 'user', actorId: a.morador.id, condominiumId: a.condominiumId }));
  });

  it('names the síndico’s decisions on a reform only by role', async () => {
    const { a } = tenants;
    const exported = personalDataExport.parse((await call(a.vizinho.token, 'GET', '/users/data-export')).json().data);
    expect(exported.reforms[0]!.history.map((event) => [event.action, event.by_role])).toEqual([
      ['submit', 'self'],
      ['approve', 'sindico'],
    ]);
  });

  it('is the master’s for anyone, and nobody else’s', async () => {
    const { a, b, master } = tenants;
    const byMaster = await call(master.token, 'GET', `/users/data-export/${b.zelador.id}`);
    expect(byMaster.statusCode, byMaster.body).toBe(200);
    expect(byMaster.json().data.profile.email).toBe(b.zelador.email);
    expect((await call(a.sindico.token, 'GET', `/users/data-export/${a.zelador.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/users/data-export')).statusCode).toBe(401);
  });
});

describe('the erasure of a person', () => {
  it('refuses those who may not erase, and changes nothing', async () => {
    const { a, b, shared } = tenants;
    const before = await databaseSnapshot(t.db);
    expect((await call(b.sindico.token, 'PUT', `/users/erase/${a.zelador.id}`)).statusCode).toBe(404);
    const sharedAnswer = await call(a.sindico.token, 'PUT', `/users/erase/${shared.id}`);
    expect(sharedAnswer.statusCode).toBe(403);
    expect(sharedAnswer.json()).toMatchObject({ code: 'FORBIDDEN', message: SHARED_ERASURE_MESSAGE });
    expect((await call(a.morador.token, 'PUT', `/users/erase/${a.vizinho.id}`)).statusCode).toBe(403);
    expect((await call(null, 'PUT', `/users/erase/${a.zelador.id}`)).statusCode).toBe(401);
    const wrong = await call(a.engenheiro.token, 'PUT', '/users/erase', { password: 'não é a senha' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Senha incorreta.'] });
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it('as the master, leaves no copy of the e-mail, CPF or name, ends the access, and keeps the condominium’s records', async () => {
    const { a, master } = tenants;
    const person = a.morador;
    const identifiers = await identifiersOf(person);
    const [{ picture } = { picture: null }] = await t.db.select({ picture: users.profilePicture }).from(users).where(eq(users.id, person.id));
    expect(picture).toBeTruthy();
    // Copies the product makes: the síndico's "Novo morador" notice, the e-mails, the access request and audit details.
    expect(await tablesHolding(identifiers)).not.toEqual([]);
    const reformId = (await call(person.token, 'GET', '/reforms/listing')).json().data.data[0].uuid as string;

    const erased = await call(master.token, 'PUT', `/users/erase/${person.id}`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.message).toBe(ERASED_MESSAGE);

    expect(await tablesHolding(identifiers)).toEqual([]);
    expect(await t.storage.open(picture!)).toBeNull();
    expect((await call(person.token, 'GET', '/users/profile')).statusCode).toBe(401);
    // Kept for Marco Civil art. 15: when and from which address; the browser goes, every session is ended.
    const signIns = await t.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((session) => session.revokedAt !== null && session.userAgent === null)).toBe(true);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: person.email, password: 'Senha-de-teste-forte-1' } });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);

    const reform = await call(a.sindico.token, 'GET', `/reforms/show/${reformId}`);
    expect(reform.statusCode).toBe(200);
    expect(reform.json().data.requester.name).toBe(ERASED_PERSON_NAME);
    expect(reform.json().data.history[0].by.name).toBe(ERASED_PERSON_NAME);
    const listing = await call(a.sindico.token, 'GET', '/reforms/listing');
    expect(listing.json().data.data.map((item: { uuid: string }) => item.uuid)).toContain(reformId);

    const [audit] = await t.db.select().from(auditLog).where(sql`${auditLog.action} = 'erase' and ${auditLog.entityId} = ${person.id}`);
    expect(audit).toMatchObject({ entity: 'user', actorId: master.id });
  });

  it('as a síndico, erases someone wholly of their condominium', async () => {
    const { b } = tenants;
    const identifiers = await identifiersOf(b.zelador);
    const erased = await call(b.sindico.token, 'PUT', `/users/erase/${b.zelador.id}`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await tablesHolding(identifiers)).toEqual([]);
    const listed = await call(b.sindico.token, 'GET', `/users/show/${b.zelador.id}`);
    expect(listed.json().data).toMatchObject({ name: ERASED_PERSON_NAME, active: false, cpf: null, invitation_pending: false });
    // Nobody to invite: the placeholder address is never written to.
    const resent = await call(b.sindico.token, 'POST', `/users/resend-invitation/${b.zelador.id}`);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().code).toBe('PERSON_ERASED');
  });

  it('by the person, with their password, signs them out', async () => {
    const { c } = tenants;
    const identifiers = await identifiersOf(c.engenheiro);
    const erased = await call(c.engenheiro.token, 'PUT', '/users/erase', { password: 'Senha-de-teste-forte-1' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await call(c.engenheiro.token, 'GET', '/users/profile')).statusCode).toBe(401);
    expect(await tablesHolding(identifiers)).toEqual([]);
  });
});
