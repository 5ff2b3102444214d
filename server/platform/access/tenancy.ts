import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '#server/platform/auth/sessions.ts';
import { notFound } from '#server/platform/errors.ts';

/**
 * The condominiums a caller may see. Master is the platform role and sees every condominium; everyone
 * else only the ones they belong to. It comes from the token, never from the request body.
 */
export type TenantScope = { all: true } | { all: false; condominiumIds: readonly string[] };

export function tenantScope(caller: Pick<Caller, 'type' | 'condominiumIds'>): TenantScope {
  return caller.type === 'master' ? { all: true } : { all: false, condominiumIds: caller.condominiumIds };
}

/** The WHERE condition that limits a query on a tenant-owned table to the scope. */
export function withinScope(scope: TenantScope, condominiumColumn: PgColumn): SQL {
  if (scope.all) return sql`true`;
  if (scope.condominiumIds.length === 0) return sql`false`;
  return inArray(condominiumColumn, [...scope.condominiumIds]);
}

/** Another tenant's record is answered exactly like a missing one: 404, never 403. */
export function assertWithinScope(scope: TenantScope, condominiumId: string | null | undefined) {
  if (scope.all) return;
  if (!condominiumId || !scope.condominiumIds.includes(condominiumId)) throw notFound();
}
