import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '#contract/calendar.ts';
import type { EnabledMaintenance, MaintenanceRecord } from '#contract/maintenance.ts';
import { nextDueDate } from '#contract/maintenance-schedule.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { pino } from 'pino';
import { scheduledJobs } from '#server/modules/scheduled-jobs.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import { apartments, documents, documentVersions, notifications, reforms, userApartments, users } from './schema.ts';
import { seedDemo } from './seed-demo.ts';
import { DEMO_MAINTENANCES } from './seed-demo-maintenance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('creates the demo building and where its moradores live, once', async () => {
    expect((await seedDemo(t.db, 'Senha-demo-123', t.storage)).created).toBe(true);
    expect((await seedDemo(t.db, 'Senha-demo-123', t.storage)).created).toBe(false);

    expect(await t.db.$count(apartments)).toBe(40);
    const residences = await t.db
      .select({ email: users.email, block: apartments.block, number: apartments.number, relation: userApartments.relation })
      .from(userApartments)
      .innerJoin(users, eq(users.id, userApartments.userId))
      .innerJoin(apartments, eq(apartments.id, userApartments.apartmentId))
      .orderBy(users.email);
    expect(residences).toEqual([
      { email: 'morador1@zelo.demo', block: 'Torre 1', number: '101', relation: 'proprietario' },
      { email: 'morador2@zelo.demo', block: 'Torre 2', number: '502', relation: 'inquilino' },
    ]);
  });
});

describe('the demo papers', () => {
  it('stores a real PDF for each document, and the AVCB about to expire reaches the síndico', async () => {
    const papers = await t.db.select({ title: documents.title, key: documentVersions.storageKey }).from(documentVersions).innerJoin(documents, eq(documents.id, documentVersions.documentId));
    expect(papers.map((paper) => paper.title).sort()).toEqual(['AVCB Torre 1 e Torre 2', 'Apólice de seguro predial', 'Convenção do condomínio', 'Regimento interno']);
    for (const paper of papers) {
      const opened = await t.storage.open(paper.key);
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
      const pdf = Buffer.concat(chunks).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    }

    await runDueJobs(t.appDb, scheduledJobs(t.storage), pino({ level: 'silent' }));
    const [sindico] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'sindico@zelo.demo'));
    const titles = await t.db.select({ title: notifications.title, description: notifications.description }).from(notifications).where(eq(notifications.userId, sindico!.id));
    expect(titles).toContainEqual({ title: 'Documento perto do vencimento', description: expect.stringContaining('"AVCB Torre 1 e Torre 2" vence em') });
  });
});

describe('the demo reform', () => {
  const signIn = async (email: string) => (await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password: 'Senha-demo-123' } })).json().data.token as string;

  it('is morador1’s electrical work awaiting analysis, with its ART as a real PDF, its first step, and the deciders told', async () => {
    expect(await t.db.$count(reforms)).toBe(1);
    const sindico = await signIn('sindico@zelo.demo');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/reforms/listing', headers: bearer(sindico) })).json().data.data;
    expect(listed).toHaveLength(1);
    const reform = (await t.app.inject({ method: 'GET', url: `/api/v1/reforms/show/${listed[0].uuid}`, headers: bearer(sindico) })).json().data;
    expect(reform).toMatchObject({
      title: 'Troca do quadro elétrico',
      apartment: { block: 'Torre 1', number: '101' },
      requester: { name: 'Beatriz Lima' },
      categories: ['electrical'],
      professional_name: 'Eng. Paula Reis',
      art_number: expect.stringMatching(/^ART /),
      status: 'pending',
      active: true,
      attachments: [{ kind: 'art', content_type: 'application/pdf' }],
      history: [{ action: 'submit', to_status: 'pending', by: { name: 'Beatriz Lima' } }],
    });
    expect(reform.actions).toEqual(expect.arrayContaining(['approve', 'disapprove']));

    // Whoever asked downloads the ART: a whole PDF.
    const morador = await signIn('morador1@zelo.demo');
    const art = await t.app.inject({ method: 'GET', url: `/api/v1/reforms/attachments/${reform.attachments[0].uuid}`, headers: bearer(morador) });
    expect(art.statusCode).toBe(200);
    expect(art.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(art.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(art.rawPayload.length).toBe(reform.attachments[0].size);

    // The síndico and the engenheira are told, with the way to the reform; nobody else is.
    for (const email of ['sindico@zelo.demo', 'engenheiro@zelo.demo']) {
      const unread = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/all-unread', headers: bearer(await signIn(email)) })).json().data.notifications;
      expect(unread).toContainEqual(
        expect.objectContaining({ title: 'Nova reforma para análise', description: '"Troca do quadro elétrico" (apartamento Torre 1-101) aguarda análise.', route: `/reforms-register?reform=${reform.uuid}` }),
      );
    }
    const told = await t.db.select({ email: users.email }).from(notifications).innerJoin(users, eq(users.id, notifications.userId)).where(eq(notifications.title, 'Nova reforma para análise'));
    expect(told.map((row) => row.email).sort()).toEqual(['engenheiro@zelo.demo', 'sindico@zelo.demo']);
  });
});

describe('the demo maintenance programme', () => {
  const signIn = async (email: string) => (await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password: 'Senha-demo-123' } })).json().data.token as string;

  it('has one activity overdue (listed first), one due soon and the rest up to date, each with its public QR page', async () => {
    const today = productToday();
    const sindico = await signIn('sindico@zelo.demo');
    const listing = (await t.app.inject({ method: 'GET', url: '/api/v1/maintenance/listing?per_page=100', headers: bearer(sindico) })).json().data;
    expect(listing.total).toBe(DEMO_MAINTENANCES.length);
    const items = listing.data as EnabledMaintenance[];
    expect(items[0]).toMatchObject({ activity: 'Inspeção dos extintores (lacre, manômetro e validade)', status: 'overdue' });
    expect(items.map((item) => item.status).sort()).toEqual(['due_soon', 'overdue', ...Array(DEMO_MAINTENANCES.length - 2).fill('up_to_date')].sort());
    expect(items.find((item) => item.status === 'due_soon')).toMatchObject({ activity: 'Inspeção do SPDA (para-raios)' });
    for (const item of items) {
      expect(item.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const interval = { unit: item.periodicity.interval_unit, amount: item.periodicity.interval_amount };
      expect(item.next_due_on).toBe(nextDueDate({ startsOn: item.starts_on, lastPerformedOn: item.last_performed_on, interval }));
      expect(item.last_performed_on === null || item.last_performed_on <= today).toBe(true);
    }
    // Some catalogue activities stay off: the maintenance e2e spec enables them for this condominium itself.
    for (const activity of ['Limpeza de calhas, rufos e ralos', 'Teste e lubrificação dos portões automáticos', 'Inspeção da fachada e dos revestimentos', 'Teste da iluminação de emergência e baterias', 'Tratamento e análise da água da piscina']) {
      expect(items.map((item) => item.activity)).not.toContain(activity);
    }

    // A visitor who scans the caixa d'água's label sees its last execution and next due date, and nothing personal.
    const caixa = items.find((item) => item.activity.startsWith('Limpeza e desinfecção da caixa'))!;
    const visitor = await t.app.inject({ method: 'GET', url: `/api/v1/qrcode-data/${caixa.public_id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toEqual({
      condominium_name: 'Residencial Jardim das Flores',
      system: 'Hidráulica',
      activity: caixa.activity,
      periodicity: 'Semestral',
      last_performed_on: caixa.last_performed_on,
      last_responsible_type: 'Empresa especializada',
      next_due_on: caixa.next_due_on,
      status: 'up_to_date',
    });
  });

  it('has two past executions the zelador recorded, one with its certificate as a real PDF', async () => {
    const zelador = await signIn('zelador@zelo.demo');
    const records = (await t.app.inject({ method: 'GET', url: '/api/v1/maintenance/listing-by-condominium', headers: bearer(zelador) })).json().data;
    expect(records.total).toBe(2);
    const executions = records.data as MaintenanceRecord[];
    for (const execution of executions) {
      expect(execution).toMatchObject({ recorded_by: { name: 'Zelador José Ribeiro' }, done_late: false });
      const details = (await t.app.inject({ method: 'GET', url: `/api/v1/maintenance/show-by-condominium/${execution.maintenance.uuid}`, headers: bearer(zelador) })).json().data;
      expect(details).toMatchObject({ last_performed_on: execution.performed_on, status: 'up_to_date', records: [{ uuid: execution.uuid }] });
    }

    const withEvidence = executions.find((execution) => execution.evidence.length > 0)!;
    expect(withEvidence.evidence).toEqual([expect.objectContaining({ document_type: expect.objectContaining({ name: 'Certificado' }), content_type: 'application/pdf' })]);
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/maintenance/evidence/${withEvidence.evidence[0]!.uuid}`, headers: bearer(zelador) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(file.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(file.rawPayload.length).toBe(withEvidence.evidence[0]!.size);
    expect(executions.filter((execution) => execution.evidence.length === 0)).toHaveLength(1);
  });
});
