import { and, asc, eq, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { withStoredFile, type FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import type { FileOwner } from '#server/adapters/storage/orphan-sweep.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import type { ReceivedUpload } from '#server/platform/http/uploads.ts';
import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { systemScope, withinScope, type TenantScope } from './access/tenancy.ts';
import { inScope } from './access/unit-of-work.ts';

/**
 * Files sent one by one, each with its own progress, before the form that names them (a reform's papers, a
 * maintenance's evidence). Until a form claims it, a file belongs to whoever sent it and to no record; a form
 * may name only its record's files and the caller's unclaimed ones of the same condominium; a file the form
 * leaves out is deleted, its bytes removed after the commit; and what no form claimed within a day goes.
 */

/** The columns every staged-file table has, besides the one naming the record that claimed the file. */
type StagedTable = PgTable & {
  id: PgColumn;
  condominiumId: PgColumn;
  storageKey: PgColumn;
  uploadedBy: PgColumn;
  createdAt: PgColumn;
  $inferSelect: { id: string; storageKey: string; fileName: string; contentType: string; uploadedBy: string | null };
};

/** An abandoned form's files are removed after this time. */
export const UNCLAIMED_FILE_HOURS = 24;

export interface StagedFilesOptions<Table extends StagedTable, OwnerKey extends keyof Table['$inferSelect'] & keyof Table & string> {
  table: Table;
  /** The column naming the record that claimed a file (null until a form does). */
  ownerKey: OwnerKey;
  /** Keys `<prefix>/<condominium>/<random>.<extension>`. */
  prefix: string;
  /** What a refusal says when a form names a file it may not. */
  notFoundMessage: string;
  /** The form field that names the files, where refusals are reported. */
  field: string;
  jobName: string;
}

export function stagedFiles<Table extends StagedTable, OwnerKey extends keyof Table['$inferSelect'] & keyof Table & string>(options: StagedFilesOptions<Table, OwnerKey>) {
  type Row = Table['$inferSelect'];
  const { table, prefix, ownerKey } = options;
  // Drizzle's builders cannot type a table given by a type parameter: the queries go through its base type.
  const base: PgTable = table;
  const columns = { id: table.id, condominiumId: table.condominiumId, storageKey: table.storageKey, uploadedBy: table.uploadedBy, createdAt: table.createdAt, ownerId: table[ownerKey] as PgColumn };
  const ownerOf = (row: Row) => row[ownerKey] as string | null;
  const refused = (message: string) => invalid('VALIDATION_ERROR', message, { [options.field]: [message] });

  const rowsWhere = (db: Executor, scope: TenantScope, condition: ReturnType<typeof and>) =>
    db.select().from(base).where(and(condition, withinScope(scope, columns.condominiumId))) as unknown as Promise<Row[]>;

  return {
    prefix,
    refused,

    /** Stores the file, then its unclaimed row (`columns` gives the rest of it: kind, type…). */
    async store(inUnitOfWork: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>, storage: FileStorage, condominiumId: string, upload: ReceivedUpload<unknown>, row: object): Promise<Row> {
      return withStoredFile(storage, `${prefix}/${condominiumId}`, upload, (key) =>
        inUnitOfWork(async (tx) => {
          const values = { ...row, condominiumId, storageKey: key, fileName: upload.fileName || `arquivo.${upload.type.extension}`, contentType: upload.type.mime, size: upload.bytes.length };
          const [inserted] = (await tx.insert(base).values(values as never).returning()) as Row[];
          return inserted!;
        }),
      );
    },

    find: async (db: Executor, scope: TenantScope, id: string): Promise<Row | null> => (await rowsWhere(db, scope, eq(columns.id, id)))[0] ?? null,

    ofOwner: (db: Executor, scope: TenantScope, ownerId: string): Promise<Row[]> =>
      db
        .select()
        .from(base)
        .where(and(eq(columns.ownerId, ownerId), withinScope(scope, columns.condominiumId)))
        .orderBy(asc(columns.createdAt), asc(columns.id)) as unknown as Promise<Row[]>,

    /**
     * The rows a form names for `owner`, locked, each the owner's already or unclaimed and sent by `callerId`;
     * any other id is refused on the form's field. `check` adds the module's own rule (an ART for electrical work).
     */
    async named(tx: Transaction, scope: TenantScope, owner: { id: string; condominiumId: string }, callerId: string, ids: readonly string[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      const rows = (await tx
        .select()
        .from(base)
        .where(and(inArray(columns.id, [...ids]), eq(columns.condominiumId, owner.condominiumId), withinScope(scope, columns.condominiumId)))
        .for('update')) as unknown as Row[];
      const usable = rows.filter((row) => ownerOf(row) === owner.id || (ownerOf(row) === null && row.uploadedBy === callerId));
      if (usable.length !== ids.length) throw refused(options.notFoundMessage);
      return usable;
    },

    /** Makes `ids` the owner's files; returns the keys of those it no longer names, to remove after the commit. */
    async claim(tx: Transaction, scope: TenantScope, ownerId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length > 0) {
        await tx
          .update(base)
          .set({ [ownerKey]: ownerId } as never)
          .where(and(inArray(columns.id, [...ids]), withinScope(scope, columns.condominiumId)));
      }
      const dropped = (await tx
        .delete(base)
        .where(and(eq(columns.ownerId, ownerId), ids.length > 0 ? notInArray(columns.id, [...ids]) : undefined, withinScope(scope, columns.condominiumId)))
        .returning({ key: columns.storageKey })) as { key: string }[];
      return dropped.map((row) => row.key);
    },

    /**
     * The stored file of a row, when the caller may read the record that claimed it (`canReadOwner`) or sent it
     * and no record claimed it yet; anything else is the same 404.
     */
    async readable(tx: Transaction, scope: TenantScope, callerId: string, id: string, canReadOwner: (ownerId: string) => Promise<boolean>) {
      const row = (await rowsWhere(tx, scope, eq(columns.id, id)))[0];
      const owner = row ? ownerOf(row) : null;
      const readable = row && (owner === null ? row.uploadedBy === callerId : await canReadOwner(owner));
      if (!row || !readable) throw notFound('Arquivo não encontrado.');
      return { key: row.storageKey, contentType: row.contentType, fileName: row.fileName };
    },

    /** Daily: the files of forms that were never saved go, rows first and their bytes after the commit. */
    job(storage: FileStorage): ScheduledJob {
      return {
        name: options.jobName,
        run: async (tx) => {
          const cutoff = new Date(Date.now() - UNCLAIMED_FILE_HOURS * 60 * 60_000);
          const dropped = (await tx
            .delete(base)
            .where(and(isNull(columns.ownerId), lt(columns.createdAt, cutoff), withinScope(systemScope('scheduled-jobs'), columns.condominiumId)))
            .returning({ key: columns.storageKey })) as { key: string }[];
          return () => removeStoredFiles(storage, dropped.map((row) => row.key));
        },
      };
    },

    /** For the stored-file sweep: which of some keys a row still names. */
    fileOwner(db: Database): FileOwner {
      const scope = systemScope('stored-file-sweep');
      return {
        prefix,
        referenced: async (keys) => {
          if (keys.length === 0) return new Set();
          const rows = await inScope(db, scope, (tx) =>
            tx
              .select({ key: columns.storageKey })
              .from(base)
              .where(and(inArray(columns.storageKey, keys), withinScope(scope, columns.condominiumId))),
          );
          return new Set((rows as { key: string }[]).map((row) => row.key));
        },
      };
    },
  };
}

/** Removes files after the transaction that stopped naming them has committed; a failure leaves them to the sweep. */
export async function removeStoredFiles(storage: FileStorage, keys: readonly string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => {})));
}
