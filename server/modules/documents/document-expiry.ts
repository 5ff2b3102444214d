import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { addCalendarDays, shownCalendarDay, type CalendarDay } from '#contract/calendar.ts';
import { EXPIRY_WARNING_DAYS } from '#contract/documents.ts';
import type { Transaction } from '#server/db/client.ts';
import { documentExpiryNotices, documents, userCondominiums, users } from '#server/db/schema.ts';
import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';

/**
 * Issue 12: every active document whose validity ends within 30 days, or has ended, is announced to its
 * condominium's síndicos once per threshold (vence em breve, vencido) and validity date — a renewed date is
 * announced again. The notice rows are the record of what went out: inserting them is what decides, so running
 * the job twice, or in two processes, creates each notification once.
 */
export const documentExpiryJob: ScheduledJob = {
  name: 'document-expiry',
  run: (tx, today) => announceExpiries(tx, today),
};

/**
 * The notices due on `today` that have not gone out, for every document or for one: a document saved already
 * expiring is announced at once, not at the next day's run (the notice rows still make it once).
 */
export async function announceExpiries(tx: Transaction, today: CalendarDay, documentId?: string) {
  const due = tx
    .select({
      condominiumId: documents.condominiumId,
      documentId: documents.id,
      threshold: sql<string>`case when ${documents.validUntil} < ${today} then 'expired' else 'expiring' end`.as('threshold'),
      validUntil: sql<string>`${documents.validUntil}`.as('valid_until'),
      createdAt: sql<Date>`now()`.as('created_at'),
    })
    .from(documents)
    .where(
      and(
        eq(documents.active, true),
        isNotNull(documents.validUntil),
        lte(documents.validUntil, addCalendarDays(today, EXPIRY_WARNING_DAYS)),
        documentId ? eq(documents.id, documentId) : undefined,
      ),
    );
  const announced = await tx
    .insert(documentExpiryNotices)
    .select(due)
    .onConflictDoNothing()
    .returning({ documentId: documentExpiryNotices.documentId, threshold: documentExpiryNotices.threshold, validUntil: documentExpiryNotices.validUntil });
  for (const notice of announced) await notifySindicos(tx, notice);
}

async function notifySindicos(tx: Transaction, notice: { documentId: string; threshold: string; validUntil: string }) {
  const [document] = await tx.select({ title: documents.title, condominiumId: documents.condominiumId }).from(documents).where(eq(documents.id, notice.documentId));
  if (!document) return;
  const sindicos = await tx
    .select({ id: users.id })
    .from(userCondominiums)
    .innerJoin(users, eq(users.id, userCondominiums.userId))
    .where(and(eq(userCondominiums.condominiumId, document.condominiumId), eq(users.type, 'sindico'), eq(users.active, true), eq(userCondominiums.active, true)));
  const expired = notice.threshold === 'expired';
  await notifyUsers(
    tx,
    sindicos.map((sindico) => sindico.id),
    {
      title: expired ? 'Documento vencido' : 'Documento perto do vencimento',
      description: expired ? `"${document.title}" venceu em ${shownCalendarDay(notice.validUntil)}.` : `"${document.title}" vence em ${shownCalendarDay(notice.validUntil)}.`,
      route: `/documents-register?document=${notice.documentId}`,
      icon: 'file-warning',
    },
    document.condominiumId,
  );
}
