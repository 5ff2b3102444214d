import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { pino } from 'pino';
import { scheduledJobs } from '#server/modules/scheduled-jobs.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import { apartments, documents, documentVersions, notifications, reforms, userApartments, users } from './schema.ts';
import { seedDemo } from './seed-demo.ts';

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
