import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

export interface AuditEntry {
  actorId: string | null;
  condominiumId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: unknown;
  ip?: string;
}

/** Who changed what, written in the same transaction as the change itself. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    condominiumId: entry.condominiumId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: entry.data ?? null,
    ip: entry.ip?.slice(0, 64),
  });
}
