import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import type { ReformStatus } from '#contract/reforms.ts';
import { apartments, condominiumMaintenances, condominiums, documents, maintenanceRecords, prospects, reforms, userApartments, users } from '#server/db/schema.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TODAY = productToday();
const block = async (token: string, name: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/${name}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

let counter = 0;
async function apartment(condominiumId: string, residentId?: string) {
  const [row] = await t.db
    .insert(apartments)
    .values({ condominiumId, block: 'A', number: String((counter += 1)), floor: 1 })
    .returning({ id: apartments.id });
  if (residentId) await t.db.insert(userApartments).values({ userId: residentId, apartmentId: row!.id, condominiumId, relation: 'proprietario' });
  return row!.id;
}

async function reform(condominiumId: string, apartmentId: string, requesterId: string, status: ReformStatus) {
  await t.db.insert(reforms).values({ condominiumId, apartmentId, requesterId, title: `Reforma ${status}`, description: 'Obra.', categories: ['painting'], startsOn: TODAY, endsOn: TODAY, status });
}

async function maintenance(condominiumId: string, nextDueOn: string, options: { affectsResidents?: boolean; system?: string } = {}) {
  await t.db.insert(condominiumMaintenances).values({
    condominiumId,
    system: options.system ?? 'Hidráulica',
    activity: 'Limpeza da caixa d’água',
    typeId: 1,
    periodicityId: 7,
    responsibleTypeId: 1,
    startsOn: nextDueOn,
    dueSoonDays: 15,
    nextDueOn,
    affectsResidents: options.affectsResidents ?? false,
    publicId: `p${String((counter += 1)).padStart(21, '0')}`,
  });
}

/** A building with its people, apartments, reforms, maintenances and papers, and a neighbour building whose data must never be counted. */
async function buildings() {
  const home = await createCondominium(t.db);
  const away = await createCondominium(t.db);
  const sindico = await t.signedIn('sindico', { condominiumId: home.id });
  const zelador = await t.signedIn('zelador', { condominiumId: home.id });
  const morador = await t.signedIn('morador', { condominiumId: home.id });
  const vizinho = await t.signedIn('morador', { condominiumId: home.id });
  const awaySindico = await t.signedIn('sindico', { condominiumId: away.id });

  const moradorHome = await apartment(home.id, morador.id);
  const vizinhoHome = await apartment(home.id, vizinho.id);
  await apartment(home.id);
  const awayHome = await apartment(away.id);

  await reform(home.id, moradorHome, morador.id, 'pending');
  await reform(home.id, moradorHome, morador.id, 'approved');
  await reform(home.id, vizinhoHome, vizinho.id, 'pending');
  await reform(away.id, awayHome, awaySindico.id, 'pending');

  await maintenance(home.id, addCalendarDays(TODAY, -3));
  await maintenance(home.id, addCalendarDays(TODAY, 5), { affectsResidents: true, system: 'Elevadores' });
  await maintenance(home.id, addCalendarDays(TODAY, 90));
  await maintenance(away.id, addCalendarDays(TODAY, -10));

  await t.db.insert(documents).values([
    { condominiumId: home.id, typeId: 1, typeName: 'AVCB', title: 'AVCB', validUntil: addCalendarDays(TODAY, 10), visibleToResidents: false },
    { condominiumId: home.id, typeId: 1, typeName: 'Ata', title: 'Ata de novembro', visibleToResidents: true },
    { condominiumId: away.id, typeId: 1, typeName: 'AVCB', title: 'AVCB do vizinho', validUntil: addCalendarDays(TODAY, 5), visibleToResidents: true },
  ]);
  return { home, away, sindico, zelador, morador, vizinho };
}

describe('dashboard: the staff see their condominium in true numbers', () => {
  it('counts reforms, apartments, people and maintenances of their condominium only, with the items that need them', async () => {
    const { home, sindico, zelador } = await buildings();
    const reformsBlock = await block(sindico.token, 'reforms');
    expect(reformsBlock.by_status).toEqual({ pending: 2, approved: 1, disapproved: 0, finished: 0 });
    expect(reformsBlock.awaiting_decision).toHaveLength(2);
    expect(reformsBlock.awaiting_decision.every((item: { condominium: { uuid: string } }) => item.condominium.uuid === home.id)).toBe(true);

    expect(await block(sindico.token, 'apartments')).toEqual({ total: 3, with_residents: 2, without_residents: 1 });
    expect(await block(zelador.token, 'users')).toEqual({ total: 4, by_type: { master: 0, sindico: 1, zelador: 1, engenheiro: 0, morador: 2 } });

    const maintenances = await block(zelador.token, 'maintenances');
    expect(maintenances.by_status).toEqual({ overdue: 1, due_soon: 1, done_late: 0, up_to_date: 1 });
    expect(maintenances.overdue.map((item: { next_due_on: string }) => item.next_due_on)).toEqual([addCalendarDays(TODAY, -3)]);
    expect(maintenances.next_30_days.map((item: { system: string; status: string }) => [item.system, item.status])).toEqual([['Elevadores', 'due_soon']]);
    expect(maintenances.by_month).toHaveLength(13);
    expect(maintenances.by_month.reduce((total: number, month: { due: number }) => total + month.due, 0)).toBe(3);

    const condominium = await block(sindico.token, 'condominium');
    expect(condominium).toMatchObject({ scope: 'condominiums', condominiums: [{ uuid: home.id }], new_documents: [] });
    expect(condominium.documents_expiring).toEqual([expect.objectContaining({ title: 'AVCB', validity: 'expiring' })]);
  });
});

describe('dashboard: a morador sees what concerns them', () => {
  it('shows their own reforms, the maintenances residents feel and the new papers marked for them', async () => {
    const { morador } = await buildings();
    const reformsBlock = await block(morador.token, 'reforms');
    expect(reformsBlock.by_status).toEqual({ pending: 1, approved: 1, disapproved: 0, finished: 0 });
    expect(reformsBlock.own.map((item: { status: string }) => item.status).sort()).toEqual(['approved', 'pending']);
    expect(reformsBlock.awaiting_decision).toEqual([]);

    const maintenances = await block(morador.token, 'maintenances');
    expect(maintenances.affecting_residents.map((item: { system: string }) => item.system)).toEqual(['Elevadores']);
    expect(maintenances.overdue).toEqual([]);

    const condominium = await block(morador.token, 'condominium');
    expect(condominium.new_documents.map((item: { title: string }) => item.title)).toEqual(['Ata de novembro']);
    expect(condominium.documents_expiring).toEqual([]);

    for (const staffOnly of ['apartments', 'users', 'prospects']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/${staffOnly}`, headers: bearer(morador.token) })).statusCode).toBe(403);
    }
  });

  it('locks a block whose module the plan lacks, and never the staff’s', async () => {
    const condominium = await createCondominium(t.db);
    await t.db.update(condominiums).set({ allowedModules: ['dashboard', 'document'] }).where(eq(condominiums.id, condominium.id));
    const morador = await t.signedIn('morador', { condominiumId: condominium.id });
    const sindico = await t.signedIn('sindico', { condominiumId: condominium.id });
    const locked = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/reforms', headers: bearer(morador.token) });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('MODULE_NOT_ENABLED');
    expect((await block(sindico.token, 'reforms')).by_status.pending).toBe(0);
  });
});

describe('dashboard: master sees the platform', () => {
  it('counts condominiums by plan, status and month, the prospects waiting, and everyone’s reforms and maintenances', async () => {
    const master = await t.signedIn('master');
    const before = await block(master.token, 'condominium');
    await createCondominium(t.db, { plan: 'Free' });
    await createCondominium(t.db, { plan: 'Basic', active: false });
    await buildings();
    const after = await block(master.token, 'condominium');
    expect(after.scope).toBe('platform');
    const planCount = (data: typeof after, plan: string) => data.by_plan.find((item: { plan: string }) => item.plan === plan).count;
    expect(planCount(after, 'Free') - planCount(before, 'Free')).toBe(1);
    expect(planCount(after, 'Basic') - planCount(before, 'Basic')).toBe(1);
    expect(planCount(after, 'Premium') - planCount(before, 'Premium')).toBe(2);
    expect(after.by_status.inactive - before.by_status.inactive).toBe(1);
    expect(after.new_per_month).toHaveLength(12);
    expect(after.new_per_month.at(-1).count - before.new_per_month.at(-1).count).toBe(4);

    const waitingBefore = (await block(master.token, 'prospects')).waiting;
    await t.db.insert(prospects).values([
      { name: 'Ana', email: 'ana@exemplo.com', phone: '11987654321', condominiumName: 'Edifício Aurora', cnpj: '11222333000181', units: 20 },
      { name: 'Bia', email: 'bia@exemplo.com', phone: '11987654322', condominiumName: 'Edifício Sol', cnpj: '11444777000161', units: 30, accessSentAt: new Date() },
    ]);
    const prospectsBlock = await block(master.token, 'prospects');
    expect(prospectsBlock.waiting - waitingBefore).toBe(1);
    expect(prospectsBlock.oldest.map((item: { name: string }) => item.name)).toContain('Ana');
    expect(prospectsBlock.oldest.map((item: { name: string }) => item.name)).not.toContain('Bia');

    const reformsBlock = await block(master.token, 'reforms');
    expect(reformsBlock.by_status.pending).toBeGreaterThanOrEqual(3);
    expect((await block(master.token, 'maintenances')).by_status.overdue).toBeGreaterThanOrEqual(2);
  });
});

/** What master's kept counts (decision 019) must equal: the same buckets counted over the rows, as migration 0012 first fills them. */
async function countsAgainstRows() {
  const { rows } = await t.db.execute<{ source: string; subject: string; bucket: string; day: string; n: number }>(sql`
    with live as (
      select 'condominiums' as subject, plan_id::text || ':' || active as bucket, date_trunc('month', created_at at time zone 'America/Sao_Paulo')::date as day, count(*) as n from condominiums group by 2, 3
      union all select 'users', type::text, '-infinity', count(*) from users where active group by 2
      union all select 'apartments', 'total', '-infinity', count(*) from apartments where active having count(*) > 0
      union all select 'apartments', 'with_residents', '-infinity', count(*) from apartments
        where active and exists (select 1 from user_apartments where user_apartments.apartment_id = apartments.id) having count(*) > 0
      union all select 'reforms', status::text, '-infinity', count(*) from reforms where active group by 2
      union all select 'maintenances', due_soon_days || ':' || last_done_late, next_due_on, count(*) from condominium_maintenances where active group by 2, 3
      union all select 'maintenance_records', '', performed_on, count(*) from maintenance_records group by 3
    ), kept as (select subject, bucket, day, n from dashboard_counts where n <> 0)
    select 'live' as source, subject, bucket, day::text, n::int from (select * from live except select * from kept) missing
    union all select 'kept', subject, bucket, day::text, n::int from (select * from kept except select * from live) extra`);
  return rows;
}

describe("dashboard: master's kept counts", () => {
  it('stay equal to the rows through inserts, updates, deletes and cascades, also when written as the app role', async () => {
    const { home, away, morador, vizinho } = await buildings();
    const empty = await apartment(home.id);
    // A resident linked through the app role, inside a síndico's scope (row-level security on).
    await inScope(t.appDb, { all: false, condominiumIds: [home.id] }, (tx) =>
      tx.insert(userApartments).values({ userId: vizinho.id, apartmentId: empty, condominiumId: home.id, relation: 'inquilino' }),
    );
    await inScope(t.appDb, { all: false, condominiumIds: [home.id] }, (tx) => tx.update(reforms).set({ status: 'approved' }).where(eq(reforms.condominiumId, home.id)));
    const shared = await apartment(home.id, morador.id);
    await t.db.insert(userApartments).values({ userId: vizinho.id, apartmentId: shared, condominiumId: home.id, relation: 'morador' });
    await t.db.delete(userApartments).where(and(eq(userApartments.userId, morador.id), eq(userApartments.apartmentId, shared)));
    await t.db.update(apartments).set({ active: false }).where(eq(apartments.id, shared));
    await t.db.update(apartments).set({ active: true }).where(eq(apartments.id, shared));
    await t.db.update(apartments).set({ active: false }).where(eq(apartments.id, empty));
    await t.db.delete(apartments).where(eq(apartments.id, shared)); // its links go by cascade
    await t.db.update(users).set({ active: false }).where(eq(users.id, morador.id));
    await t.db.update(condominiums).set({ active: false }).where(eq(condominiums.id, away.id));
    await t.db.update(reforms).set({ active: false }).where(eq(reforms.condominiumId, away.id));
    const [programme] = await t.db.select({ id: condominiumMaintenances.id }).from(condominiumMaintenances).where(eq(condominiumMaintenances.condominiumId, home.id)).limit(1);
    await t.db.insert(maintenanceRecords).values({ condominiumId: home.id, maintenanceId: programme!.id, performedOn: TODAY, dueOn: TODAY, doneLate: false, responsibleTypeId: 1 });
    await t.db.update(condominiumMaintenances).set({ nextDueOn: addCalendarDays(TODAY, 180), lastDoneLate: true }).where(eq(condominiumMaintenances.id, programme!.id));
    await t.db.delete(maintenanceRecords).where(eq(maintenanceRecords.maintenanceId, programme!.id));
    await t.db.update(condominiumMaintenances).set({ active: false }).where(eq(condominiumMaintenances.condominiumId, away.id));
    expect(await countsAgainstRows()).toEqual([]);

    const master = await t.signedIn('master');
    const live = await t.db.execute<{ total: number; inhabited: number }>(sql`select count(*)::int as total,
      (count(*) filter (where exists (select 1 from user_apartments where user_apartments.apartment_id = apartments.id)))::int as inhabited from apartments where active`);
    expect(await block(master.token, 'apartments')).toEqual({ total: live.rows[0]!.total, with_residents: live.rows[0]!.inhabited, without_residents: live.rows[0]!.total - live.rows[0]!.inhabited });
  });
});
