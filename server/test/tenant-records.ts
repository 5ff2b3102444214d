import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

type Db = TestApp['db'];
type Row = Record<string, unknown>;

/** A kind of record (its table) and the identifiers of one owner's rows of it. */
export type IdsByKind = Map<string, string[]>;

/** Identifier-like values a request can carry besides uuids. */
export const STORAGE_KEY = 'storage key';
export const PUBLIC_ID = 'public id';

interface Column {
  table: string;
  column: string;
  type: string;
}

async function columns(db: Db): Promise<Column[]> {
  const { rows } = await db.execute<{ table_name: string; column_name: string; data_type: string }>(
    sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  return rows.map((row) => ({ table: row.table_name, column: row.column_name, type: row.data_type }));
}

/**
 * The rows a condominium owns, table by table, found from the schema itself so that a table added tomorrow is
 * counted without being named here: its own row, every row with its `condominium_id`, and its people (with their
 * sessions, links and memberships). `except` leaves out people who legitimately belong to another tenant too.
 */
export async function rowsOf(db: Db, condominiumId: string, except: readonly string[] = []): Promise<Map<string, Row[]>> {
  const byTable = new Map<string, Column[]>();
  for (const column of await columns(db)) byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
  const people = (
    await db.execute<{ user_id: string }>(sql`select user_id from user_condominiums where condominium_id = ${condominiumId} and not (user_id = any(${sql.param([...except])}::uuid[]))`)
  ).rows.map((row) => row.user_id);

  const result = new Map<string, Row[]>();
  for (const [table, tableColumns] of byTable) {
    const names = new Set(tableColumns.map((column) => column.column));
    const conditions = [];
    if (table === 'condominiums') conditions.push(sql`id = ${condominiumId}`);
    if (names.has('condominium_id')) conditions.push(sql`condominium_id = ${condominiumId}`);
    if (table === 'users') conditions.push(sql`id = any(${sql.param(people)}::uuid[])`);
    else if (names.has('user_id') && !names.has('condominium_id')) conditions.push(sql`user_id = any(${sql.param(people)}::uuid[])`);
    if (conditions.length === 0) continue;
    const order = names.has('id') ? sql`order by id` : sql``;
    const { rows } = await db.execute<Row>(sql`select * from ${sql.identifier(table)} where ${sql.join(conditions, sql` or `)} ${order}`);
    if (rows.length > 0) result.set(table, rows);
  }
  return result;
}

/** Every identifier of those rows a request could name: ids by table, storage keys and QR public ids. */
export function identifiersOf(rows: Map<string, Row[]>): IdsByKind {
  const ids: IdsByKind = new Map();
  const add = (kind: string, value: unknown) => {
    if (typeof value === 'string') ids.set(kind, [...new Set([...(ids.get(kind) ?? []), value])]);
  };
  for (const [table, tableRows] of rows) {
    for (const row of tableRows) {
      if ('id' in row && typeof row.id === 'string' && /^[0-9a-f-]{36}$/.test(row.id)) add(table, row.id);
      for (const [column, value] of Object.entries(row)) {
        if (['storage_key', 'logo', 'profile_picture'].includes(column)) add(STORAGE_KEY, value);
        if (column === 'public_id') add(PUBLIC_ID, value);
      }
    }
  }
  return ids;
}

/** Personal data that only the master, the person's síndico and the person may read (LGPD allowlist of contract/users.ts). */
export async function personalDataOf(db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const { rows } = await db.execute<{ id: string; cpf: string | null; rg: string | null; mobile_phone: string | null; phone: string | null }>(
    sql`select id, cpf, rg, mobile_phone, phone from users where id = any(${sql.param([...userIds])}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, [row.cpf, row.rg, row.mobile_phone, row.phone].filter((value): value is string => Boolean(value))]));
}

/** A comparable picture of the rows: any insert, update or delete shows as a difference. */
export const snapshotOf = (rows: Map<string, Row[]>, except: readonly string[] = []) =>
  Object.fromEntries([...rows].filter(([table]) => !except.includes(table)).map(([table, tableRows]) => [table, tableRows.map((row) => JSON.stringify(row)).sort()]));

/** Every row of every table but the sessions a suite opens as it goes: what a request that must write nothing may not change. */
export async function databaseSnapshot(db: Db) {
  const tables = [...new Set((await columns(db)).map((column) => column.table))].filter((table) => table !== 'sessions');
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await db.execute<Row>(sql`select * from ${sql.identifier(table)}`);
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
