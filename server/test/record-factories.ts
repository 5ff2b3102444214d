import { randomBytes } from 'node:crypto';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Executor } from '#server/db/client.ts';
import { and, eq } from 'drizzle-orm';
import { PAULISTA_ADDRESS } from '#testing/sample-address.ts';
import {
  apartments,
  condominiumMaintenances,
  documents,
  documentVersions,
  maintenanceEvidence,
  maintenanceRecords,
  notifications,
  reformAttachments,
  reforms,
  userApartments,
  userCondominiums,
  users,
} from '#server/db/schema.ts';

/** The condominium and the person a test record is made for. */
export interface RecordOwner {
  condominiumId: string;
  userId: string;
}

/**
 * Per module (the OpenAPI tag), or per operation where its id names another kind of record, how to make one of its records for an owner. The access matrix makes one for the
 * caller and one for another tenant, and replays every route of the module that takes a record id with both: the
 * caller's must be served, the other tenant's must be 404. A module whose routes take ids needs its factory here
 * (apartments, documents, reforms, maintenance: add theirs with their routes), or the matrix fails.
 */
export const recordFactories: Record<string, (db: Executor, owner: RecordOwner, storage: FileStorage) => Promise<string>> = {
  // A condominium is its own tenant: its record is itself.
  condominiums: async (_db, owner) => owner.condominiumId,
  // A zelador of the owner's condominium: someone every type that manages people may manage.
  users: async (db, owner) => {
    const [row] = await db
      .insert(users)
      .values({ name: 'Zelador de Teste', email: `zelador-${Math.floor(Math.random() * 1e12)}@teste.zelo`, type: 'zelador' })
      .returning({ id: users.id });
    await db.insert(userCondominiums).values({ userId: row!.id, condominiumId: owner.condominiumId });
    return row!.id;
  },
  // Its id is an apartment's, not a user's.
  'GET /api/v1/users/users-by-apartment/{id}': (db, owner, storage) => recordFactories.apartments!(db, owner, storage),
  // Its id is a condominium's, not an apartment's.
  'GET /api/v1/apartments/get-by-condominium/{id}': async (_db, owner) => owner.condominiumId,
  apartments: async (db, owner) => {
    const [row] = await db
      .insert(apartments)
      .values({ condominiumId: owner.condominiumId, block: 'Z', number: String(Math.floor(Math.random() * 1e9)), floor: 1 })
      .returning({ id: apartments.id });
    return row!.id;
  },
  // Visible to residents, so that every type that reads documents reads it.
  documents: async (db, owner) => {
    const [row] = await db
      .insert(documents)
      .values({ condominiumId: owner.condominiumId, typeId: 1, typeName: 'Convenção do condomínio', title: 'Convenção', visibleToResidents: true })
      .returning({ id: documents.id });
    const random = Math.floor(Math.random() * 1e12);
    await db.insert(documentVersions).values({
      condominiumId: owner.condominiumId,
      documentId: row!.id,
      number: 1,
      storageKey: `documents/${owner.condominiumId}/teste-${random}.pdf`,
      fileName: 'convencao.pdf',
      contentType: 'application/pdf',
      size: 8,
      sha256: random.toString(16).padStart(64, '0'),
    });
    return row!.id;
  },
  // Its id is a condominium's, not a document's.
  'GET /api/v1/documents/get-by-condominium/{id}': async (_db, owner) => owner.condominiumId,
  // Asked for by the owner, for the apartment they live in: every type that follows reforms follows it.
  reforms: (db, owner) => reformOf(db, owner),
  // The steps that need another state than pending to be taken.
  'PUT /api/v1/reforms/finish/{uuid}': (db, owner) => reformOf(db, owner, { status: 'approved' }),
  'PUT /api/v1/reforms/active/{uuid}': (db, owner) => reformOf(db, owner, { active: false }),
  // A paper of one of the owner's reforms, with its bytes stored: the route streams them.
  'GET /api/v1/reforms/attachments/{uuid}': async (db, owner, storage) => {
    const stored = await storage.put(`reforms/${owner.condominiumId}`, Buffer.from('%PDF-1.7\n%%EOF\n'), { contentType: 'application/pdf', extension: 'pdf' });
    const [row] = await db
      .insert(reformAttachments)
      .values({
        condominiumId: owner.condominiumId,
        reformId: await reformOf(db, owner),
        kind: 'plan',
        storageKey: stored.key,
        fileName: 'plano.pdf',
        contentType: 'application/pdf',
        size: 8,
      })
      .returning({ id: reformAttachments.id });
    return row!.id;
  },
  // An activity of the owner's programme (the seeded reference rows 1: preventiva, diária…).
  maintenance: (db, owner) => maintenanceOf(db, owner),
  // Its id is an execution's.
  'GET /api/v1/maintenance/show/{id}': async (db, owner) => (await executionOf(db, owner)).recordId,
  // Its id is a condominium's, with something enabled (none is a 404, SPEC §8).
  'GET /api/v1/maintenance/all-by-condominium/{condominiumUuid}': async (db, owner) => {
    await maintenanceOf(db, owner);
    return owner.condominiumId;
  },
  'GET /api/v1/maintenance/timeline/{id}': async (_db, owner) => owner.condominiumId,
  'GET /api/v1/maintenance/summary/{id}': async (_db, owner) => owner.condominiumId,
  'GET /api/v1/maintenance/report/{id}': async (_db, owner) => owner.condominiumId,
  // Evidence of one of the owner's executions, with its bytes stored: the route streams them.
  'GET /api/v1/maintenance/evidence/{uuid}': async (db, owner, storage) => {
    const { recordId } = await executionOf(db, owner);
    const stored = await storage.put(`maintenance/${owner.condominiumId}`, Buffer.from('%PDF-1.7\n%%EOF\n'), { contentType: 'application/pdf', extension: 'pdf' });
    const [row] = await db
      .insert(maintenanceEvidence)
      .values({ condominiumId: owner.condominiumId, recordId, documentTypeId: 1, storageKey: stored.key, fileName: 'nota.pdf', contentType: 'application/pdf', size: 16 })
      .returning({ id: maintenanceEvidence.id });
    return row!.id;
  },
  notifications: async (db, owner) => {
    const [row] = await db
      .insert(notifications)
      .values({ userId: owner.userId, condominiumId: owner.condominiumId, title: 'Aviso', description: 'Um aviso de teste.' })
      .returning({ id: notifications.id });
    return row!.id;
  },
};

/**
 * The owner's home: where they live already, else apartment R-1 of their condominium, made once, with the owner
 * living there when they belong to it.
 */
export async function homeOf(db: Executor, owner: RecordOwner): Promise<string> {
  const [current] = await db
    .select({ id: userApartments.apartmentId })
    .from(userApartments)
    .where(and(eq(userApartments.userId, owner.userId), eq(userApartments.condominiumId, owner.condominiumId)))
    .limit(1);
  if (current) return current.id;
  await db.insert(apartments).values({ condominiumId: owner.condominiumId, block: 'R', number: '1', floor: 1 }).onConflictDoNothing();
  const [home] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.condominiumId, owner.condominiumId), eq(apartments.block, 'R'), eq(apartments.number, '1')));
  const [member] = await db
    .select({ userId: userCondominiums.userId })
    .from(userCondominiums)
    .where(and(eq(userCondominiums.userId, owner.userId), eq(userCondominiums.condominiumId, owner.condominiumId)));
  if (member) await db.insert(userApartments).values({ userId: owner.userId, apartmentId: home!.id, condominiumId: owner.condominiumId, relation: 'proprietario' }).onConflictDoNothing();
  return home!.id;
}

async function reformOf(db: Executor, owner: RecordOwner, state: { status?: 'approved'; active?: boolean } = {}) {
  const [row] = await db
    .insert(reforms)
    .values({
      condominiumId: owner.condominiumId,
      apartmentId: await homeOf(db, owner),
      requesterId: owner.userId,
      title: 'Troca de piso',
      description: 'Piso da sala.',
      categories: ['painting'],
      startsOn: '2026-12-01',
      endsOn: '2026-12-10',
      ...state,
    })
    .returning({ id: reforms.id });
  return row!.id;
}

async function maintenanceOf(db: Executor, owner: RecordOwner) {
  const [row] = await db
    .insert(condominiumMaintenances)
    .values({
      condominiumId: owner.condominiumId,
      system: 'Hidráulica',
      activity: 'Teste das bombas',
      typeId: 1,
      periodicityId: 1,
      responsibleTypeId: 1,
      startsOn: '2026-12-01',
      dueSoonDays: 0,
      nextDueOn: '2026-12-01',
      publicId: randomBytes(16).toString('base64url'),
    })
    .returning({ id: condominiumMaintenances.id });
  return row!.id;
}

async function executionOf(db: Executor, owner: RecordOwner) {
  const maintenanceId = await maintenanceOf(db, owner);
  const [row] = await db
    .insert(maintenanceRecords)
    .values({ condominiumId: owner.condominiumId, maintenanceId, performedOn: '2026-11-20', dueOn: '2026-11-20', doneLate: false, responsibleTypeId: 1 })
    .returning({ id: maintenanceRecords.id });
  return { maintenanceId, recordId: row!.id };
}

/**
 * Valid bodies for the routes that take an identifier and a body, so that the access matrix and the cross-tenant
 * replay reach their tenant check rather than a refusal of another field; a function receives the owner, for a
 * body that names the owner's records. A route whose body cannot be drawn valid from its schema alone needs one.
 */
export const sampleBodies: Record<string, object | ((owner: RecordOwner, db: Executor) => object | Promise<object>)> = {
  'POST /api/v1/apartments/store': (owner) => ({ condominium: owner.condominiumId, block: 'Y', number: String(Math.floor(Math.random() * 1e9)), floor: 1 }),
  'POST /api/v1/apartments/bulk': (owner) => ({
    condominium: owner.condominiumId,
    block_naming: 'none',
    blocks: 1,
    floors: 1,
    first_floor: 90 + Math.floor(Math.random() * 100),
    units_per_floor: 1,
    numbering: 'floor_unit',
    skip_existing: true,
  }),
  'POST /api/v1/users/store': (owner) => ({
    name: 'Pessoa de Teste',
    email: `pessoa-${Math.floor(Math.random() * 1e12)}@teste.zelo`,
    type: 'zelador',
    condominiums: [owner.condominiumId],
  }),
  'POST /api/v1/reforms/store': async (owner, db) => ({
    apartment: await homeOf(db, owner),
    title: 'Troca de piso da sala',
    description: 'Piso laminado.',
    categories: ['painting'],
    starts_on: '2027-02-01',
    ends_on: '2027-02-10',
  }),
  'POST /api/v1/maintenance/store-by-condominium': async (owner, db) => ({ maintenance: await maintenanceOf(db, owner), performed_on: '2026-11-20', responsible_type: 1 }),
  'POST /api/v1/whatsapp_service/send-summary-maintenance': (owner) => ({ condominium: owner.condominiumId, dry_run: true }),
  'POST /api/v1/file_storage/get_file': async (owner, db) => {
    const [version] = await db.select({ key: documentVersions.storageKey }).from(documentVersions).where(eq(documentVersions.condominiumId, owner.condominiumId)).limit(1);
    return { path: version?.key ?? `documents/${owner.condominiumId}/nenhum.pdf` };
  },
  'POST /api/v1/reforms/update/{uuid}': async (owner, db) => ({
    apartment: await homeOf(db, owner),
    title: 'Troca de piso da sala',
    description: 'Piso laminado.',
    categories: ['painting'],
    starts_on: '2026-12-01',
    ends_on: '2026-12-10',
  }),
  'PUT /api/v1/reforms/disapprove/{uuid}': { reason: 'Falta a ART.' },
  'PUT /api/v1/reforms/finish/{uuid}': { notes: 'Vistoria final sem pendências.' },
  // Uploads: their text fields, sent as multipart (with a file where the suite adds one; an update may come without).
  'POST /api/v1/documents/update/{uuid}': { title: 'Convenção revisada', type: '1', visible_to_residents: 'true' },
  'POST /api/v1/documents/store': (owner) => ({ condominium: owner.condominiumId, title: 'Regimento interno', type: '1', visible_to_residents: 'true' }),
  'POST /api/v1/reforms/attachments': (owner) => ({ condominium: owner.condominiumId, kind: 'plan' }),
  'POST /api/v1/maintenance/evidence': (owner) => ({ condominium: owner.condominiumId, document_type: '1' }),
  'POST /api/v1/condominium/logo': (owner) => ({ condominium: owner.condominiumId }),
  'POST /api/v1/users/image-profile': (owner) => ({ user: owner.userId }),
  'PUT /api/v1/users/update/{uuid}': (owner) => ({
    name: 'Zelador de Teste',
    email: `zelador-${Math.floor(Math.random() * 1e12)}@teste.zelo`,
    type: 'zelador',
    condominiums: [owner.condominiumId],
  }),
  'PUT /api/v1/apartments/update/{uuid}': (owner) => ({ condominium: owner.condominiumId, block: 'Z', number: String(Math.floor(Math.random() * 1e9)) }),
  'PUT /api/v1/condominium/profile/{uuid}': {
    comercial_name: 'Residencial Matriz',
    ...PAULISTA_ADDRESS,
    number: '1000',
    units: 10,
    blocks: 1,
  },
};
