import type { Transaction } from '#server/db/client.ts';
import { assertFilterWithinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { notFound } from '#server/platform/errors.ts';
import { actorVisible, listAuditEntries, type AuditListingRequest } from './audit.repository.ts';

/**
 * The audit trail (issue 25 §4): the master's is the platform's, anyone else's their condominiums' (the listing's
 * scope, and the policy of audit_log below it). A condominium or a person named in the filter that the caller may not
 * see is answered as missing, as their records are, rather than as an empty page.
 */
export async function listAudit(tx: Transaction, scope: TenantScope, request: AuditListingRequest) {
  assertFilterWithinScope(scope, request.condominium);
  if (request.actor && !scope.all && !(await actorVisible(tx, scope, request.actor))) throw notFound('Pessoa não encontrada.');
  return listAuditEntries(tx, scope, request);
}
