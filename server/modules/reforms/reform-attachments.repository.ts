import { and, asc, eq, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { ReformAttachment } from '#contract/reforms.ts';
import type { Executor } from '#server/db/client.ts';
import { reformAttachments } from '#server/db/schema.ts';
import { withinScope, type TenantScope } from '#server/platform/access/tenancy.ts';

export type AttachmentRow = typeof reformAttachments.$inferSelect;

export const toAttachment = (row: AttachmentRow): ReformAttachment => ({
  uuid: row.id,
  kind: row.kind,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  created_at: row.createdAt,
});

export async function insertAttachment(db: Executor, columns: Omit<typeof reformAttachments.$inferInsert, 'id' | 'reformId' | 'createdAt'>): Promise<AttachmentRow> {
  const [row] = await db.insert(reformAttachments).values(columns).returning();
  return row!;
}

export async function findAttachment(db: Executor, scope: TenantScope, id: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(reformAttachments).where(and(eq(reformAttachments.id, id), withinScope(scope, reformAttachments.condominiumId)));
  return row ?? null;
}

/** The attachments of a condominium among `ids`, locked: a form is about to claim them. */
export async function attachmentsAmong(db: Executor, scope: TenantScope, condominiumId: string, ids: readonly string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(reformAttachments)
    .where(and(inArray(reformAttachments.id, [...ids]), eq(reformAttachments.condominiumId, condominiumId), withinScope(scope, reformAttachments.condominiumId)))
    .for('update');
}

export async function attachmentsOf(db: Executor, scope: TenantScope, reformId: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(reformAttachments)
    .where(and(eq(reformAttachments.reformId, reformId), withinScope(scope, reformAttachments.condominiumId)))
    .orderBy(asc(reformAttachments.createdAt), asc(reformAttachments.id));
}

/**
 * Makes `ids` the reform's attachments: they are claimed, and those it had but no longer names are deleted.
 * Returns the storage keys of the deleted ones, to remove once the transaction has committed.
 */
export async function replaceAttachments(db: Executor, scope: TenantScope, reformId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length > 0) {
    await db
      .update(reformAttachments)
      .set({ reformId })
      .where(and(inArray(reformAttachments.id, [...ids]), withinScope(scope, reformAttachments.condominiumId)));
  }
  const dropped = await db
    .delete(reformAttachments)
    .where(and(eq(reformAttachments.reformId, reformId), ids.length > 0 ? notInArray(reformAttachments.id, [...ids]) : undefined, withinScope(scope, reformAttachments.condominiumId)))
    .returning({ key: reformAttachments.storageKey });
  return dropped.map((row) => row.key);
}

/** Deletes the attachments no reform claimed before `before`; returns their storage keys. */
export async function deleteUnclaimedAttachments(db: Executor, scope: TenantScope, before: Date): Promise<string[]> {
  const rows = await db
    .delete(reformAttachments)
    .where(and(isNull(reformAttachments.reformId), lt(reformAttachments.createdAt, before), withinScope(scope, reformAttachments.condominiumId)))
    .returning({ key: reformAttachments.storageKey });
  return rows.map((row) => row.key);
}

/** Which of `keys` an attachment still names (the stored-file sweep). */
export async function referencedAttachmentKeys(db: Executor, scope: TenantScope, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: reformAttachments.storageKey })
    .from(reformAttachments)
    .where(and(inArray(reformAttachments.storageKey, keys), withinScope(scope, reformAttachments.condominiumId)));
  return new Set(rows.map((row) => row.key));
}
