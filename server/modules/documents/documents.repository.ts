import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { addCalendarDays, type CalendarDay } from '#contract/calendar.ts';
import { EXPIRY_WARNING_DAYS, validityOn, type CondominiumDocument, type DocumentType, type DocumentVersion, type Validity } from '#contract/documents.ts';
import type { Executor } from '#server/db/client.ts';
import { condominiums, documentTypes, documents, documentVersions, users } from '#server/db/schema.ts';
import { withinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { activeIs, listPage, PageStatement, type Listing, type ListingRequest } from '#server/platform/listing.ts';
import { PreparedStatement } from '#server/platform/prepared-statement.ts';

/** A version as the JSON of one statement gives it: dates are text there. */
type VersionJson = Omit<DocumentVersion, 'created_at'> & { created_at: string };

const versionJson = (version: typeof documentVersions) => sql`json_build_object(
  'uuid', ${version.id}, 'number', ${version.number}, 'file_name', ${version.fileName}, 'content_type', ${version.contentType},
  'size', ${version.size}, 'path', ${version.storageKey}, 'created_at', ${version.createdAt},
  'author', (select json_build_object('uuid', ${users.id}, 'name', ${users.name}) from ${users} where ${users.id} = ${version.createdBy})
)`;

/** The file in force (the newest version), in the same statement as its document. */
const currentFile = sql<VersionJson>`(
  select ${versionJson(documentVersions)} from ${documentVersions}
  where ${documentVersions.documentId} = ${documents.id}
  order by ${documentVersions.number} desc limit 1
)`;

const columns = {
  document: documents,
  condominium: { uuid: condominiums.id, comercial_name: condominiums.comercialName },
  type: { id: documentTypes.id, name: documentTypes.name, expires: documentTypes.expires },
  file: currentFile,
};

type Row = {
  document: typeof documents.$inferSelect;
  condominium: CondominiumDocument['condominium'];
  type: CondominiumDocument['type'];
  file: VersionJson;
};

const toVersion = (version: VersionJson): DocumentVersion => ({ ...version, created_at: new Date(version.created_at) });

function toDocument({ document: d, condominium, type, file }: Row, today: CalendarDay): CondominiumDocument {
  return {
    uuid: d.id,
    condominium,
    title: d.title,
    type,
    description: d.description,
    valid_until: d.validUntil,
    validity: validityOn(d.validUntil, today),
    visible_to_residents: d.visibleToResidents,
    active: d.active,
    file: toVersion(file),
    created_at: d.createdAt,
    updated_at: d.updatedAt,
  };
}

const selectWithRelations = (db: Executor) =>
  db
    .select(columns)
    .from(documents)
    .innerJoin(condominiums, eq(condominiums.id, documents.condominiumId))
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId));

/**
 * What a reader may see besides the tenant scope: a morador only the active documents marked for residents, of the
 * condominiums whose plan gives them the document module (SPEC §6).
 */
export type Readership = { kind: 'manager' } | { kind: 'resident'; condominiumIds: readonly string[] };

function readableBy(readership: Readership): SQL | undefined {
  if (readership.kind === 'manager') return undefined;
  return and(
    eq(documents.visibleToResidents, true),
    eq(documents.active, true),
    withinScope({ all: false, condominiumIds: readership.condominiumIds }, documents.condominiumId),
  );
}

/** The documents whose validity is `validity` on `today`. */
function validityIs(validity: Validity | undefined, today: CalendarDay): SQL | undefined {
  const warningEnd = addCalendarDays(today, EXPIRY_WARNING_DAYS);
  switch (validity) {
    case 'expired':
      return lt(documents.validUntil, today);
    case 'expiring':
      return and(sql`${documents.validUntil} >= ${today}`, lte(documents.validUntil, warningEnd));
    case 'valid':
      return gt(documents.validUntil, warningEnd);
    default:
      return undefined;
  }
}

export interface DocumentsListingRequest extends ListingRequest {
  condominium?: string;
  type?: number;
  validity?: Validity;
}

/** The document listing's order and its page's rows (see PageStatement). */
const documentPage = new PageStatement<Row>([asc(documents.condominiumId), asc(documents.title), asc(documents.id)], (db, keys) => selectWithRelations(db).innerJoin(keys, eq(keys.key, documents.id)));

function documentListing(scope: TenantScope, readership: Readership, request: DocumentsListingRequest, today: CalendarDay): Listing<Row, CondominiumDocument> {
  return {
    table: documents,
    key: documents.id,
    tenant: { column: documents.condominiumId, scope },
    searchText: documents.searchText,
    where: and(
      activeIs(documents.active, request.status),
      request.condominium ? eq(documents.condominiumId, request.condominium) : undefined,
      request.type ? eq(documents.typeId, request.type) : undefined,
      validityIs(request.validity, today),
      readableBy(readership),
    ),
    rows: documentPage,
    toItem: (row) => toDocument(row, today),
  };
}

export const listDocuments = (db: Executor, scope: TenantScope, readership: Readership, request: DocumentsListingRequest, today: CalendarDay) =>
  listPage(db, documentListing(scope, readership, request, today), request);

export async function findDocument(
  db: Executor,
  scope: TenantScope,
  readership: Readership,
  id: string,
  today: CalendarDay,
  options: { forUpdate?: boolean } = {},
): Promise<CondominiumDocument | null> {
  const query = selectWithRelations(db).where(and(eq(documents.id, id), withinScope(scope, documents.condominiumId), readableBy(readership)));
  const [row] = options.forUpdate ? await query.for('update', { of: documents }) : await query;
  return row ? toDocument(row, today) : null;
}

export async function documentVersionsOf(db: Executor, scope: TenantScope, documentId: string): Promise<DocumentVersion[]> {
  const rows = await db
    .select({ version: sql<VersionJson>`${versionJson(documentVersions)}` })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), withinScope(scope, documentVersions.condominiumId)))
    .orderBy(desc(documentVersions.number));
  return rows.map((row) => toVersion(row.version));
}

export async function documentsOfCondominium(db: Executor, scope: TenantScope, readership: Readership, condominiumId: string, today: CalendarDay) {
  const rows = await selectWithRelations(db)
    .where(and(eq(documents.condominiumId, condominiumId), eq(documents.active, true), withinScope(scope, documents.condominiumId), readableBy(readership)))
    .orderBy(asc(documents.title), asc(documents.id));
  return rows.map((row) => toDocument(row, today));
}

export type DocumentColumns = Pick<typeof documents.$inferInsert, 'typeId' | 'typeName' | 'title' | 'description' | 'validUntil' | 'visibleToResidents'>;

export async function insertDocument(db: Executor, columns: DocumentColumns & { condominiumId: string; createdBy: string }): Promise<string> {
  const [created] = await db.insert(documents).values(columns).returning({ id: documents.id });
  return created!.id;
}

export async function updateDocumentRow(db: Executor, scope: TenantScope, id: string, columns: Partial<DocumentColumns> & { active?: boolean }) {
  await db.update(documents).set(columns).where(and(eq(documents.id, id), withinScope(scope, documents.condominiumId)));
}

export interface NewVersion {
  condominiumId: string;
  documentId: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  createdBy: string;
}

/** The document's next version; its number follows the highest one (the row lock on the document serialises this). */
export async function insertVersion(db: Executor, version: NewVersion) {
  await db.insert(documentVersions).values({
    ...version,
    number: sql`(select coalesce(max(${documentVersions.number}), 0) + 1 from ${documentVersions} where ${documentVersions.documentId} = ${version.documentId})`,
  });
}

/** Who may read the file stored at `key`: its document's condominium, visibility and state; null when no version is stored there. */
export async function fileOwnerOf(db: Executor, scope: TenantScope, key: string) {
  const [row] = await db
    .select({
      condominiumId: documents.condominiumId,
      visibleToResidents: documents.visibleToResidents,
      active: documents.active,
      fileName: documentVersions.fileName,
      contentType: documentVersions.contentType,
    })
    .from(documentVersions)
    .innerJoin(documents, and(eq(documents.id, documentVersions.documentId), eq(documents.condominiumId, documentVersions.condominiumId)))
    .where(and(eq(documentVersions.storageKey, key), withinScope(scope, documentVersions.condominiumId)));
  return row ?? null;
}

/** The stored keys among `keys` that a version names (the orphan sweep keeps those). */
export async function referencedVersionKeys(db: Executor, scope: TenantScope, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: documentVersions.storageKey })
    .from(documentVersions)
    .where(and(inArray(documentVersions.storageKey, [...keys]), withinScope(scope, documentVersions.condominiumId)));
  return new Set(rows.map((row) => row.key));
}

// Document types: platform reference data (not a tenant's).

const typeColumns = { id: documentTypes.id, name: documentTypes.name, expires: documentTypes.expires, active: documentTypes.active };

/** Read by every form that picks a type: prepared, one text whether or not the inactive ones are included. */
const documentTypesList = new PreparedStatement((db) =>
  db
    .select(typeColumns)
    .from(documentTypes)
    .where(or(sql`${sql.placeholder('includeInactive')}::boolean`, eq(documentTypes.active, true)))
    .orderBy(asc(documentTypes.name)),
);

export async function listDocumentTypes(db: Executor, options: { includeInactive: boolean }): Promise<DocumentType[]> {
  return documentTypesList.run(db, options);
}

export async function findDocumentType(db: Executor, id: number): Promise<DocumentType | null> {
  const [row] = await db.select(typeColumns).from(documentTypes).where(eq(documentTypes.id, id));
  return row ?? null;
}

export async function insertDocumentType(db: Executor, columns: Omit<DocumentType, 'id'>): Promise<DocumentType> {
  const [row] = await db.insert(documentTypes).values(columns).returning(typeColumns);
  return row!;
}

/** Renames a type and the copy of its name that its documents keep for the listing filter, in one transaction. */
export async function updateDocumentTypeRow(db: Executor, id: number, columns: Omit<DocumentType, 'id'>): Promise<DocumentType | null> {
  const [row] = await db.update(documentTypes).set(columns).where(eq(documentTypes.id, id)).returning(typeColumns);
  if (row) await db.update(documents).set({ typeName: row.name }).where(eq(documents.typeId, id));
  return row ?? null;
}
