import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit.ts';
import { auditLog } from '#server/db/schema.ts';
import { createCondominium, createUser, tokenFor, type CreatedUser } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { MASTER_SCOPE } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { listAuditEntries } from './audit.repository.ts';

let t: TestApp;
let a: { id: string; comercialName: string };
let b: { id: string; comercialName: string };
let master: CreatedUser;
let sindicoA: CreatedUser;
let sindicoB: CreatedUser;
let moradorA: CreatedUser;

/** Rows written straight to the log at known instants (UTC), so that order, pages and periods can be checked. */
async function seedLog() {
  await t.db.insert(auditLog).values([
    { actorId: master.id, condominiumId: null, action: 'send-access', entity: 'prospect', createdAt: new Date('2026-03-01T12:00:00Z'), ip: '203.0.113.9' },
    { actorId: master.id, condominiumId: a.id, action: 'create', entity: 'condominium', entityId: a.id, createdAt: new Date('2026-03-02T12:00:00Z') },
    { actorId: sindicoA.id, condominiumId: a.id, action: 'read-cpf', entity: 'user', entityId: moradorA.id, createdAt: new Date('2026-03-05T15:00:00Z') },
    // 23:30 on 9 March in São Paulo: a day of the 9th, not of the 10th, though it is the 10th in UTC.
    { actorId: sindicoA.id, condominiumId: a.id, action: 'update', entity: 'apartment', createdAt: new Date('2026-03-10T02:30:00Z') },
    { actorId: null, condominiumId: a.id, action: 'notify-expiry', entity: 'document', createdAt: new Date('2026-03-11T09:00:00Z') },
    { actorId: sindicoB.id, condominiumId: b.id, action: 'create', entity: 'user', entityId: sindicoB.id, createdAt: new Date('2026-03-12T12:00:00Z') },
    { actorId: master.id, condominiumId: b.id, action: 'update', entity: 'condominium', entityId: b.id, createdAt: new Date('2026-03-13T12:00:00Z') },
  ]);
}

beforeAll(async () => {
  t = await startTestApp();
  a = await createCondominium(t.db, { name: 'Residencial Aurora' });
  b = await createCondominium(t.db, { name: 'Edifício Boreal' });
  master = await createUser(t.db, { type: 'master', name: 'Marta Master' });
  sindicoA = await createUser(t.db, { type: 'sindico', condominiumId: a.id, name: 'Sônia Síndica' });
  sindicoB = await createUser(t.db, { type: 'sindico', condominiumId: b.id, name: 'Bruno Síndico' });
  moradorA = await createUser(t.db, { type: 'morador', condominiumId: a.id, name: 'Mário Morador' });
  await seedLog();
});
afterAll(() => t.close());

async function list(person: CreatedUser | null, query = '') {
  const headers = person ? bearer(await tokenFor(t.db, t.config, person.id)) : {};
  return t.app.inject({ method: 'GET', url: `/api/v1/audit/listing${query}`, headers });
}

async function pageOf(person: CreatedUser, query = '') {
  const response = await list(person, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { data: AuditEntry[]; current_page: number; last_page: number; per_page: number; total: number; total_capped: boolean };
}

const actions = (rows: AuditEntry[]) => rows.map((row) => `${row.action} ${row.entity}`);

describe('GET /audit/listing', () => {
  it("gives the master the whole trail, newest first: who, what, which record, when, where from", async () => {
    const page = await pageOf(master);
    expect(actions(page.data)).toEqual([
      'update condominium',
      'create user',
      'notify-expiry document',
      'update apartment',
      'read-cpf user',
      'create condominium',
      'send-access prospect',
    ]);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 7, total_capped: false });
    const cpfRead = page.data[4]!;
    expect(cpfRead).toMatchObject({
      actor: { uuid: sindicoA.id, name: 'Sônia Síndica', type: 'sindico' },
      condominium: { uuid: a.id, comercial_name: 'Residencial Aurora' },
      entity_id: moradorA.id,
      entity_label: 'Mário Morador',
      created_at: '2026-03-05T15:00:00.000Z',
    });
    // The system's own work has no actor; the platform's rows no condominium; an action on no one record no label.
    expect(page.data[2]).toMatchObject({ actor: null, entity_id: null, entity_label: null });
    expect(page.data[6]).toMatchObject({ condominium: null, ip: '203.0.113.9', actor: { name: 'Marta Master', type: 'master' } });
    expect(page.data[5]!.entity_label).toBe('Residencial Aurora');
  });

  it('shows what the product itself wrote, with the address it came from', async () => {
    const token = await tokenFor(t.db, t.config, sindicoA.id);
    const inactivated = await t.app.inject({ method: 'PUT', url: `/api/v1/users/inactive/${moradorA.id}?condominium=${a.id}`, headers: bearer(token) });
    expect(inactivated.statusCode, inactivated.body).toBe(200);
    const [newest] = (await pageOf(sindicoA, '?action=inactivate')).data;
    expect(newest).toMatchObject({ action: 'inactivate', entity: 'user', entity_label: 'Mário Morador', actor: { name: 'Sônia Síndica' }, ip: '127.0.0.1' });
    await t.db.delete(auditLog);
    await seedLog();
  });

  it('filters by condominium, person, action, kind of record and period (days in São Paulo)', async () => {
    expect(actions((await pageOf(master, `?condominium=${b.id}`)).data)).toEqual(['update condominium', 'create user']);
    expect(actions((await pageOf(master, `?actor=${sindicoA.id}`)).data)).toEqual(['update apartment', 'read-cpf user']);
    expect(actions((await pageOf(master, '?action=create')).data)).toEqual(['create user', 'create condominium']);
    expect(actions((await pageOf(master, '?entity=condominium')).data)).toEqual(['update condominium', 'create condominium']);
    expect(actions((await pageOf(master, '?from=2026-03-05&to=2026-03-09')).data)).toEqual(['update apartment', 'read-cpf user']);
    expect(actions((await pageOf(master, '?from=2026-03-10&to=2026-03-11')).data)).toEqual(['notify-expiry document']);
    expect(actions((await pageOf(master, `?condominium=${a.id}&action=update&entity=apartment`)).data)).toEqual(['update apartment']);
    const backwards = await list(master, '?from=2026-03-10&to=2026-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['O fim do período deve ser depois do início.']);
  });

  it('pages newest first, with the totals of the other listings', async () => {
    const first = await pageOf(master, '?per_page=3');
    const third = await pageOf(master, '?per_page=3&page=3');
    expect(first).toMatchObject({ current_page: 1, last_page: 3, per_page: 3, total: 7 });
    expect(actions(first.data)).toEqual(['update condominium', 'create user', 'notify-expiry document']);
    expect(actions(third.data)).toEqual(['send-access prospect']);
    expect((await pageOf(master, '?per_page=3&page=9')).data).toEqual([]);
  });

  it("gives a síndico their own condominium's trail and nothing of another's", async () => {
    expect(actions((await pageOf(sindicoB)).data)).toEqual(['update condominium', 'create user']);
    const ofA = await pageOf(sindicoA);
    expect(actions(ofA.data)).toEqual(['notify-expiry document', 'update apartment', 'read-cpf user', 'create condominium']);
    expect(ofA.data.every((row) => row.condominium?.uuid === a.id)).toBe(true);
    // The master's work in their condominium is named and can be filtered by; A's people cannot be named from B.
    expect(actions((await pageOf(sindicoB, `?actor=${master.id}`)).data)).toEqual(['update condominium']);
    for (const query of [`?condominium=${a.id}`, `?actor=${sindicoA.id}`, `?actor=${moradorA.id}`]) {
      const response = await list(sindicoB, query);
      expect(response.statusCode, query).toBe(404);
      expect(response.body).not.toContain('Aurora');
    }
  });

  it("keeps another condominium's rows out through the policy of audit_log alone", async () => {
    // The listing's own condition left out (the master's scope in the query), the síndico's scope in the database.
    const page = await inScope(t.appDb, { all: false, condominiumIds: [b.id] }, (tx) => listAuditEntries(tx, MASTER_SCOPE, { page: 1, per_page: 10 }));
    expect(actions(page.data.data)).toEqual(['update condominium', 'create user']);
  });

  it('refuses the other types and asks strangers to sign in', async () => {
    for (const type of ['zelador', 'engenheiro', 'morador'] as const) {
      expect((await list(await createUser(t.db, { type, condominiumId: a.id }))).statusCode, type).toBe(403);
    }
    expect((await list(null)).statusCode).toBe(401);
  });
});
