import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import { assertWithinScope, type TenantScope } from './access/tenancy.ts';

/** Who acts: the signed-in user and where they call from (CallContext.actor). */
export interface Actor {
  userId: string;
  ip?: string;
}

export interface AuditEntry {
  condominiumId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: unknown;
}

/**
 * Who changed what, written in the same transaction as the change itself. The audit log is a tenant table: a row
 * about a condominium needs a scope that holds it, a row about none (the platform's) the all-condominiums scope.
 */
export function recordAudit(db: Executor, scope: TenantScope, actor: Actor | null, entry: AuditEntry) {
  return recordAudits(db, scope, actor, [entry]);
}

/** Several entries in one statement (the personal data of a listing page's people, read at once). */
export async function recordAudits(db: Executor, scope: TenantScope, actor: Actor | null, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  for (const entry of entries) {
    if (entry.condominiumId) assertWithinScope(scope, entry.condominiumId);
    else if (!scope.all) throw new Error(`audit of ${entry.entity} ${entry.action}: a platform row needs the platform's scope`);
  }
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: actor?.userId ?? null,
      condominiumId: entry.condominiumId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      data: entry.data ?? null,
      ip: actor?.ip?.slice(0, 64),
    })),
  );
}
