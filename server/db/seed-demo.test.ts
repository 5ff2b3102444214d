import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';
import { pino } from 'pino';
import { scheduledJobs } from '#server/modules/scheduled-jobs.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import { apartments, documents, documentVersions, notifications, userApartments, users } from './schema.ts';
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
