import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '#contract/calendar.ts';
import { documents, documentVersions, notifications, scheduledJobRuns } from '#server/db/schema.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { documentExpiryJob } from './document-expiry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const log = pino({ level: process.env.DEBUG_JOBS ? 'error' : 'silent' });
const TODAY = '2026-11-24';

async function documentOf(condominiumId: string, title: string, validUntil: string | null, active = true) {
  const [row] = await t.db
    .insert(documents)
    .values({ condominiumId, typeId: 5, typeName: 'AVCB', title, validUntil, active })
    .returning({ id: documents.id });
  await t.db.insert(documentVersions).values({
    condominiumId,
    documentId: row!.id,
    number: 1,
    storageKey: `documents/${condominiumId}/${row!.id}.pdf`,
    fileName: `${title}.pdf`,
    contentType: 'application/pdf',
    size: 1,
    sha256: row!.id.replace(/-/g, '').padEnd(64, '0'),
  });
  return row!.id;
}

const noticesOf = (userId: string) =>
  t.db
    .select({ title: notifications.title, description: notifications.description, route: notifications.route })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.icon, 'file-warning')))
    .orderBy(notifications.description);

describe('the daily job of documents about to expire', () => {
  it("tells the síndicos once per document and threshold, however often it runs, and again when the date passes", async () => {
    const condominium = await createCondominium(t.db);
    const sindico = await t.signedIn('sindico', { condominiumId: condominium.id });
    const zelador = await t.signedIn('zelador', { condominiumId: condominium.id });
    const avcb = await documentOf(condominium.id, 'AVCB torre A', addCalendarDays(TODAY, 10));
    const insurance = await documentOf(condominium.id, 'Apólice de seguro', addCalendarDays(TODAY, -1));
    await documentOf(condominium.id, 'Laudo SPDA', addCalendarDays(TODAY, 45));
    await documentOf(condominium.id, 'Laudo antigo', addCalendarDays(TODAY, 3), false);
    await documentOf(condominium.id, 'Convenção', null);

    // Two API processes at once, then a third run the same day.
    await Promise.all([runDueJobs(t.appDb, [documentExpiryJob], log, TODAY), runDueJobs(t.appDb, [documentExpiryJob], log, TODAY)]);
    await runDueJobs(t.appDb, [documentExpiryJob], log, TODAY);
    expect(await noticesOf(sindico.id)).toEqual([
      { title: 'Documento perto do vencimento', description: '"AVCB torre A" vence em 04/12/2026.', route: `/documents-register?document=${avcb}` },
      { title: 'Documento vencido', description: '"Apólice de seguro" venceu em 23/11/2026.', route: `/documents-register?document=${insurance}` },
    ]);
    expect(await noticesOf(zelador.id)).toEqual([]);
    expect(await t.db.$count(scheduledJobRuns, eq(scheduledJobRuns.runOn, TODAY))).toBe(1);

    // The next days: nothing new until the AVCB's date has passed; then it is announced as expired.
    await runDueJobs(t.appDb, [documentExpiryJob], log, addCalendarDays(TODAY, 1));
    expect(await noticesOf(sindico.id)).toHaveLength(2);
    await runDueJobs(t.appDb, [documentExpiryJob], log, addCalendarDays(TODAY, 11));
    expect((await noticesOf(sindico.id)).map((notice) => notice.description)).toContain('"AVCB torre A" venceu em 04/12/2026.');
    expect(await noticesOf(sindico.id)).toHaveLength(3);

    const bell = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/all-unread', headers: bearer(sindico.token) });
    expect(bell.json().data.notifications.map((notice: { title: string }) => notice.title)).toContain('Documento vencido');
  });

  it('leaves the day unclaimed when the job fails, so the next tick tries again', async () => {
    const failing = { name: 'falha-de-teste', run: () => Promise.reject(new Error('falhou')) };
    await runDueJobs(t.appDb, [failing], log, TODAY);
    expect(await t.db.$count(scheduledJobRuns, eq(scheduledJobRuns.job, 'falha-de-teste'))).toBe(0);
  });
});
