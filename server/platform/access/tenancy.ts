import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '#server/platform/errors.ts';

/**
 * The condominiums a unit of work may touch (ARCHITECTURE §4). It comes from the token, never from the request:
 * master (and the reviewed system paths below) see every condominium; everyone else only theirs. Repositories of
 * tenant tables take it as an argument, and the same scope is set in the transaction for the row-level policies.
 */
export type TenantScope =
  | { readonly all: true; readonly reason: 'master' | SystemReason }
  | { readonly all: false; readonly condominiumIds: readonly string[] };

/**
 * The public paths that must reach tenant rows before anyone is signed in. Each one is a deliberate, reviewed
 * exception (docs/decisions/009); adding one is a change to this list, not a flag in a handler.
 */
export type SystemReason =
  /** /register: checks that the CNPJ is not a condominium yet. */
  | 'prospect-registration'
  /** The public logo of a condominium, shown in <img> tags without a token. */
  | 'public-logo'
  /** The public page of a maintenance that its QR label opens, found by its unguessable public id. */
  | 'public-maintenance'
  /** The demo accounts created at start, before any user exists. */
  | 'demo-seed'
  /** The sweep of uploaded files no row names, at start (docs/decisions/015). */
  | 'stored-file-sweep'
  /** The daily jobs (documents about to expire…), which look at every condominium (platform/scheduled-jobs.ts). */
  | 'scheduled-jobs'
  /**
   * A person's export and erasure (LGPD art. 18, server/modules/users/personal-data-*.ts): the platform's rows about
   * them and the copies of their data in every table. The caller's own scope filters every tenant row there.
   */
  | 'data-subject-rights';

export const MASTER_SCOPE: TenantScope = { all: true, reason: 'master' };

export function systemScope(reason: SystemReason): TenantScope {
  return { all: true, reason };
}

export function tenantScope(caller: { type: string; condominiumIds: readonly string[] }): TenantScope {
  return caller.type === 'master' ? MASTER_SCOPE : { all: false, condominiumIds: caller.condominiumIds };
}

/** The WHERE condition that limits a query on a tenant-owned table to the scope (the first wall; RLS is the second). */
export function withinScope(scope: TenantScope, condominiumColumn: PgColumn): SQL {
  if (scope.all) return sql`true`;
  if (scope.condominiumIds.length === 0) return sql`false`;
  return inArray(condominiumColumn, [...scope.condominiumIds]);
}

/**
 * `withinScope` for a prepared statement (platform/prepared-statement.ts): the same condition for every scope, its
 * values the placeholders that `scopeValues` fills, so that one statement text serves master and every tenant. Only
 * where another condition finds the rows (a key): a generic plan cannot reach an index through the OR, so a statement
 * that finds its rows by the scope itself (a tenant's listing, a dashboard count) needs one text per kind of scope.
 */
export const withinScopeParameters = (condominiumColumn: PgColumn): SQL =>
  sql`(${sql.placeholder('scopeAll')}::boolean or ${condominiumColumn} = any(${sql.placeholder('scopeIds')}::uuid[]))`;

export const scopeValues = (scope: TenantScope) => ({ scopeAll: scope.all, scopeIds: scope.all ? [] : [...scope.condominiumIds] });

/**
 * What a statement's text depends on in a list of condominiums: all of them, or how many (their ids are values). One
 * text per count, as `inArray` renders it: `= any($1)` of an array left PostgreSQL's generic plan guessing the array's
 * length, so it planned each call afresh (2 ms), where `in ($1)` keeps one plan (docs/decisions/027).
 */
export type IdsShape = 'all' | number;

export const scopeShapeOf = (scope: TenantScope): IdsShape => (scope.all ? 'all' : scope.condominiumIds.length);

/**
 * `withinScope` for a statement built once per shape (access/shaped-statement.ts): its ids the placeholders that
 * `idsValues(name, …)` fills.
 */
export function withinShape(shape: IdsShape, condominiumColumn: PgColumn, name = 'scopeIds'): SQL {
  if (shape === 'all') return sql`true`;
  if (shape === 0) return sql`false`;
  const placeholders = Array.from({ length: shape }, (_, index) => sql.placeholder(`${name}.${index}`));
  return sql`${condominiumColumn} in (${sql.join(placeholders, sql`, `)})`;
}

/** The values of `withinShape(…, name)`'s placeholders: the ids of `scope`, or the list given. */
export function idsValues(name: string, ids: TenantScope | readonly string[]): Record<string, string> {
  const list = 'all' in ids ? (ids.all ? [] : ids.condominiumIds) : ids;
  return Object.fromEntries(list.map((id, index) => [`${name}.${index}`, id]));
}

/** The WHERE condition of a platform table (no condominium owns its rows): only the all-condominiums scope sees it. */
export function platformOnly(scope: TenantScope | IdsShape): SQL {
  return (typeof scope === 'object' ? scope.all : scope === 'all') ? sql`true` : sql`false`;
}

/** Another tenant's record is answered exactly like a missing one: 404, never 403. */
export function assertWithinScope(scope: TenantScope, condominiumId: string | null | undefined, message?: string) {
  if (scope.all) return;
  if (!condominiumId || !scope.condominiumIds.includes(condominiumId)) throw notFound(message);
}

/**
 * A listing filtered by a condominium outside the scope is answered as that condominium missing, as its records
 * are, rather than as an empty page: the answer to a foreign id is the same everywhere.
 */
export function assertFilterWithinScope(scope: TenantScope, condominiumId: string | undefined) {
  if (condominiumId) assertWithinScope(scope, condominiumId, 'Condomínio não encontrado.');
}
