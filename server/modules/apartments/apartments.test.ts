import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedApartments, type BulkApartmentsForm } from '#contract/apartments.ts';
import type { UserType } from '#contract/users.ts';
import { apartments, auditLog, userApartments } from '#server/db/schema.ts';
import { createCondominium, createUser } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';

/** A condominium with one person of each type in it, and a master. */
async function building() {
  const condominium = await createCondominium(t.db);
  const people = {} as Record<UserType, { id: string; token: string }>;
  for (const type of ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const) {
    people[type] = await t.signedIn(type, type === 'master' ? {} : { condominiumId: condominium.id });
  }
  const as = (type: UserType) => (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(people[type].token), ...(payload ? { payload } : {}) });
  return { condominiumId: condominium.id, people, as };
}

const plan = (condominium: string, overrides: Partial<BulkApartmentsForm> = {}): BulkApartmentsForm => ({
  condominium,
  block_naming: 'letters',
  blocks: 2,
  floors: 10,
  first_floor: 1,
  units_per_floor: 4,
  numbering: 'floor_unit',
  ...overrides,
});

describe('apartments: who may do what', () => {
  it('lets the master and the síndico create, edit and toggle; the zelador and the engenheiro only read; the morador not even that', async () => {
    const { condominiumId, as } = await building();
    const created = await as('sindico')('POST', '/apartments/store', { condominium: condominiumId, block: 'A', number: '101', floor: 1 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.uuid as string;
    expect(created.json().data).toMatchObject({ block: 'A', number: '101', floor: 1, active: true, residents: [], condominium: { uuid: condominiumId } });

    expect((await as('master')('PUT', `/apartments/update/${id}`, { condominium: condominiumId, block: 'A', number: '102' })).statusCode).toBe(200);
    for (const reader of ['zelador', 'engenheiro'] as const) {
      expect((await as(reader)('GET', `/apartments/show/${id}`)).statusCode).toBe(200);
      expect((await as(reader)('GET', '/apartments/listing')).statusCode).toBe(200);
      expect((await as(reader)('POST', '/apartments/store', { condominium: condominiumId, number: '201' })).statusCode).toBe(403);
      expect((await as(reader)('PUT', `/apartments/inactive/${id}`)).statusCode).toBe(403);
      expect((await as(reader)('POST', '/apartments/bulk', plan(condominiumId))).statusCode).toBe(403);
    }
    expect((await as('morador')('GET', '/apartments/listing')).statusCode).toBe(403);

    const inactive = await as('sindico')('PUT', `/apartments/inactive/${id}`);
    expect(inactive.json().data.active).toBe(false);
    const audit = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'apartment'), eq(auditLog.entityId, id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'inactivate', 'update']);
  });

  it("answers another condominium's apartments, and creating in another condominium, as missing", async () => {
    const mine = await building();
    const theirs = await building();
    const theirApartment = (await theirs.as('sindico')('POST', '/apartments/store', { condominium: theirs.condominiumId, number: '11' })).json().data.uuid;

    expect((await mine.as('sindico')('GET', `/apartments/show/${theirApartment}`)).statusCode).toBe(404);
    expect((await mine.as('sindico')('PUT', `/apartments/inactive/${theirApartment}`)).statusCode).toBe(404);
    expect((await mine.as('sindico')('POST', '/apartments/store', { condominium: theirs.condominiumId, number: '12' })).statusCode).toBe(404);
    expect((await mine.as('sindico')('POST', '/apartments/bulk', plan(theirs.condominiumId))).statusCode).toBe(404);
    expect((await mine.as('sindico')('GET', `/apartments/get-by-condominium/${theirs.condominiumId}`)).statusCode).toBe(404);
    expect((await mine.as('sindico')('GET', `/apartments/listing?condominium=${theirs.condominiumId}`)).statusCode).toBe(404);
    const [stillThere] = await t.db.select({ active: apartments.active }).from(apartments).where(eq(apartments.id, theirApartment));
    expect(stillThere!.active).toBe(true);
  });

  it('never moves an apartment to another condominium', async () => {
    const { condominiumId, as } = await building();
    const other = await createCondominium(t.db);
    const id = (await as('master')('POST', '/apartments/store', { condominium: condominiumId, number: '7' })).json().data.uuid;
    const moved = await as('master')('PUT', `/apartments/update/${id}`, { condominium: other.id, number: '7' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ condominium: ['Um apartamento não muda de condomínio.'] });
  });
});

describe('apartments: duplicates', () => {
  it('refuses the same block and number in one condominium, whatever their case, with the SPEC message', async () => {
    const { condominiumId, as } = await building();
    expect((await as('sindico')('POST', '/apartments/store', { condominium: condominiumId, block: 'Torre 1', number: '101' })).statusCode).toBe(201);
    const again = await as('sindico')('POST', '/apartments/store', { condominium: condominiumId, block: 'torre 1', number: '101' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'APARTMENT_ALREADY_EXISTS', message: 'Este apartamento já possui cadastro no sistema.' });
    // Another condominium may have its own 101 in its own Torre 1.
    const other = await building();
    expect((await other.as('sindico')('POST', '/apartments/store', { condominium: other.condominiumId, block: 'Torre 1', number: '101' })).statusCode).toBe(201);
  });

  it('is a constraint of the database, not only a check of the API', async () => {
    const { condominiumId } = await building();
    await t.db.insert(apartments).values({ condominiumId, block: '', number: '1' });
    await expect(t.db.insert(apartments).values({ condominiumId, block: '', number: '1' })).rejects.toThrow();
  });
});

describe('apartments: a building at once', () => {
  it('creates 2 blocks × 10 floors × 4 units numbered as the preview shows them', async () => {
    const { condominiumId, as } = await building();
    const response = await as('sindico')('POST', '/apartments/bulk', plan(condominiumId));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { created: 80, skipped: 0 } });

    const listing = (await as('sindico')('GET', `/apartments/listing?per_page=100&condominium=${condominiumId}`)).json().data;
    expect(listing.total).toBe(80);
    expect(listing.data.slice(0, 5).map((row: { block: string; number: string }) => `${row.block}-${row.number}`)).toEqual(['A-101', 'A-102', 'A-103', 'A-104', 'A-201']);
    const options = (await as('zelador')('GET', `/apartments/get-by-condominium/${condominiumId}`)).json().data;
    expect(options).toHaveLength(80);
    expect(options.at(-1)).toMatchObject({ block: 'B', number: '1004', floor: 10 });
  });

  it('creates 2,000 units in one request', async () => {
    const { condominiumId, as } = await building();
    const big = plan(condominiumId, { block_naming: 'towers', blocks: 4, floors: 25, units_per_floor: 20 });
    expect(plannedApartments({ ...big, blocks: 4, floors: 25, first_floor: 1, units_per_floor: 20 } as never)).toHaveLength(2_000);
    const response = await as('sindico')('POST', '/apartments/bulk', big);
    expect(response.json()).toEqual({ data: { created: 2_000, skipped: 0 } });
    const [{ total }] = (await t.db.select({ total: count() }).from(apartments).where(eq(apartments.condominiumId, condominiumId))) as [{ total: number }];
    expect(total).toBe(2_000);
  });

  it('saves nothing when one planned apartment exists already', async () => {
    const { condominiumId, as } = await building();
    await as('sindico')('POST', '/apartments/store', { condominium: condominiumId, block: 'B', number: '304' });
    const response = await as('sindico')('POST', '/apartments/bulk', plan(condominiumId));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('APARTMENT_ALREADY_EXISTS');
    const [{ total }] = (await t.db.select({ total: count() }).from(apartments).where(eq(apartments.condominiumId, condominiumId))) as [{ total: number }];
    expect(total).toBe(1);
  });

  it('skips the planned apartments that exist already when asked, in any spelling and inactive too, and says how many', async () => {
    const { condominiumId, as } = await building();
    const b304 = (await as('sindico')('POST', '/apartments/store', { condominium: condominiumId, block: 'b', number: '304' })).json().data.uuid;
    await as('sindico')('PUT', `/apartments/inactive/${b304}`);
    // The preview asks for every existing unit: the inactive one clashes as much as an active one.
    const options = async (query: string) =>
      (await as('sindico')('GET', `/apartments/get-by-condominium/${condominiumId}${query}`)).json().data.map((row: { block: string; number: string }) => `${row.block}-${row.number}`);
    expect(await options('')).toEqual([]);
    expect(await options('?include=inactive')).toEqual(['b-304']);
    await as('sindico')('POST', '/apartments/store', { condominium: condominiumId, block: 'A', number: '101' });
    const response = await as('sindico')('POST', '/apartments/bulk', plan(condominiumId, { skip_existing: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { created: 78, skipped: 2 } });
    const [{ total }] = (await t.db.select({ total: count() }).from(apartments).where(eq(apartments.condominiumId, condominiumId))) as [{ total: number }];
    expect(total).toBe(80);
  });

  it('refuses more than 2,000 units', async () => {
    const { condominiumId, as } = await building();
    const response = await as('sindico')('POST', '/apartments/bulk', plan(condominiumId, { blocks: 26, floors: 20, units_per_floor: 10 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.units_per_floor).toEqual(['No máximo 2.000 apartamentos de uma vez.']);
  });
});

describe('apartments: the listing', () => {
  it('filters word by word, by block and number in any spelling, and by status', async () => {
    const { condominiumId, as } = await building();
    await as('sindico')('POST', '/apartments/bulk', plan(condominiumId, { blocks: 2, floors: 3, units_per_floor: 2 }));
    const numbers = async (query: string) =>
      (await as('sindico')('GET', `/apartments/listing?${query}`)).json().data.data.map((row: { block: string; number: string }) => `${row.block}-${row.number}`);

    expect(await numbers(`filter=${encodeURIComponent('A-101')}`)).toEqual(['A-101']);
    expect(await numbers(`filter=${encodeURIComponent('a 301')}`)).toEqual(['A-301']);
    expect(await numbers('filter=302')).toEqual(['A-302', 'B-302']);

    const b101 = (await as('sindico')('GET', `/apartments/listing?filter=${encodeURIComponent('B-101')}`)).json().data.data[0].uuid;
    await as('sindico')('PUT', `/apartments/inactive/${b101}`);
    expect(await numbers('status=inactive')).toEqual(['B-101']);
    expect(await numbers('status=active&filter=101')).toEqual(['A-101']);
  });

  it("shows each apartment's residents with their relation", async () => {
    const { condominiumId, as } = await building();
    const id = (await as('sindico')('POST', '/apartments/store', { condominium: condominiumId, block: 'A', number: '101' })).json().data.uuid;
    const ana = await createUser(t.db, { type: 'morador', condominiumId, name: 'Ana Lima' });
    const bruno = await createUser(t.db, { type: 'morador', condominiumId, name: 'Bruno Reis' });
    await t.db.insert(userApartments).values([
      { userId: bruno.id, apartmentId: id, condominiumId, relation: 'inquilino' },
      { userId: ana.id, apartmentId: id, condominiumId, relation: 'proprietario' },
    ]);
    const expected = [
      { uuid: ana.id, name: 'Ana Lima', relation: 'proprietario' },
      { uuid: bruno.id, name: 'Bruno Reis', relation: 'inquilino' },
    ];
    expect((await as('zelador')('GET', `/apartments/show/${id}`)).json().data.residents).toEqual(expected);
    expect((await as('zelador')('GET', '/apartments/listing?filter=101')).json().data.data[0].residents).toEqual(expected);
  });

  it('keeps a resident inside the apartment’s condominium (the database refuses otherwise)', async () => {
    const mine = await building();
    const theirs = await building();
    const apartment = (await theirs.as('sindico')('POST', '/apartments/store', { condominium: theirs.condominiumId, number: '1' })).json().data.uuid;
    const resident = await createUser(t.db, { type: 'morador', condominiumId: mine.condominiumId });
    await expect(
      t.db.insert(userApartments).values({ userId: resident.id, apartmentId: apartment, condominiumId: mine.condominiumId, relation: 'morador' }),
    ).rejects.toThrow();
  });
});
